// mail-events: Resend's webhook (register `<project>/functions/v1/mail-events` for email.bounced and
// email.complained). Resend signs each delivery the Svix way (`svix-id`, `svix-timestamp`,
// `svix-signature` over the raw body with the endpoint's `whsec_…` secret); the Resend SDK's
// `webhooks.verify` checks it (and the timestamp's freshness) before anything is read. A bounce or a
// complaint puts the address on the suppression list: no reminder goes to it again. No JWT: Resend
// cannot send one; the signature is the authority.
import type { createClient } from '@supabase/supabase-js';
import type { Resend } from 'resend';
import { json, jsonError } from './http.ts';
import { serviceClient } from './stripe.ts';
import type { FunctionHandler } from './types.ts';

interface MailEvent {
  type: string;
  data?: { email_id?: string; to?: string[]; bounce?: { message?: string; type?: string } };
}

const REASONS: Record<string, 'bounced' | 'complained'> = {
  'email.bounced': 'bounced',
  'email.complained': 'complained',
};

export function mailEventsHandler(deps: { createClient: typeof createClient; Resend: typeof Resend }): FunctionHandler {
  return async (request, env) => {
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    const secret = env.RESEND_WEBHOOK_SECRET;
    if (!secret) {
      console.error('mail-events: set RESEND_WEBHOOK_SECRET (the webhook’s signing secret, whsec_…)');
      return jsonError(500, 'Mail events are not configured.');
    }
    const payload = await request.text();
    let event: MailEvent;
    try {
      // The key is not used to verify; the SDK only wants one to be made.
      const resend = new deps.Resend(env.RESEND_API_KEY || 're_verify_only');
      event = resend.webhooks.verify({
        payload,
        headers: {
          id: request.headers.get('svix-id') ?? '',
          timestamp: request.headers.get('svix-timestamp') ?? '',
          signature: request.headers.get('svix-signature') ?? '',
        },
        webhookSecret: secret,
      }) as unknown as MailEvent;
    } catch {
      return jsonError(400, 'Invalid signature.');
    }
    const reason = REASONS[event.type];
    if (!reason) return json({ ignored: event.type });
    const db = serviceClient(deps, env);
    if (!db) return jsonError(500, 'The Supabase environment is missing.');
    for (const address of event.data?.to ?? []) {
      const { error } = await db.rpc('suppress_mail_address', {
        address,
        why: reason,
        message_id: event.data?.email_id ?? null,
        about: event.data?.bounce?.message ?? null,
      });
      // Resend retries a delivery that failed.
      if (error) return jsonError(500, 'The event could not be stored.');
    }
    return json({ suppressed: event.data?.to?.length ?? 0 });
  };
}
