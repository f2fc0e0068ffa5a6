// whatsapp-webhook: the WhatsApp Cloud API's webhook (register `<project>/functions/v1/whatsapp-webhook`
// in the Meta app, field `messages`). GET is Meta's verification handshake (hub.mode=subscribe, the
// hub.verify_token we chose as WHATSAPP_VERIFY_TOKEN: answer hub.challenge). POST carries message
// statuses, signed `X-Hub-Signature-256: sha256=<HMAC-SHA256(raw body, WHATSAPP_APP_SECRET)>`; a
// delivery without a valid signature is refused before it is read. A 'failed' status stops WhatsApp
// reminders for the student's number. No JWT: Meta cannot send one.
import type { createClient } from '@supabase/supabase-js';
import { json, jsonError } from './http.ts';
import { sameSecret } from './service-caller.ts';
import { serviceClient } from './stripe.ts';
import type { FunctionHandler } from './types.ts';
import { verifyHubSignature } from './whatsapp.ts';

interface StatusUpdate {
  id?: string;
  status?: string;
  errors?: { code?: number; title?: string; message?: string }[];
}

interface Notification {
  object?: string;
  entry?: { changes?: { field?: string; value?: { statuses?: StatusUpdate[]; messages?: IncomingMessage[] } }[] }[];
}

/** A message a recipient sent us; only its sender and text matter (STOP). */
interface IncomingMessage {
  from?: string;
  type?: string;
  text?: { body?: string };
}

/** What a recipient answers to stop every message (WhatsApp's opt-out words in English). */
const STOP_WORDS = new Set(['stop', 'unsubscribe']);

export function whatsappWebhookHandler(deps: { createClient: typeof createClient }): FunctionHandler {
  return async (request, env) => {
    if (request.method === 'GET') {
      const params = new URL(request.url).searchParams;
      const expected = env.WHATSAPP_VERIFY_TOKEN ?? '';
      const given = params.get('hub.verify_token') ?? '';
      if (params.get('hub.mode') === 'subscribe' && expected && sameSecret(given, expected)) {
        return new Response(params.get('hub.challenge') ?? '', { headers: { 'Content-Type': 'text/plain' } });
      }
      return jsonError(403, 'Verification failed.');
    }
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    const secret = env.WHATSAPP_APP_SECRET;
    if (!secret) {
      console.error('whatsapp-webhook: set WHATSAPP_APP_SECRET (the Meta app’s secret)');
      return jsonError(500, 'The WhatsApp webhook is not configured.');
    }
    const raw = await request.text();
    if (!(await verifyHubSignature(secret, raw, request.headers.get('X-Hub-Signature-256')))) {
      return jsonError(401, 'Invalid signature.');
    }
    let notification: Notification;
    try {
      notification = JSON.parse(raw) as Notification;
    } catch {
      return jsonError(400, 'The body is not JSON.');
    }
    const db = serviceClient(deps, env);
    if (!db) return jsonError(500, 'The Supabase environment is missing.');
    let recorded = 0;
    for (const entry of notification.entry ?? []) {
      for (const change of entry.changes ?? []) {
        for (const status of change.value?.statuses ?? []) {
          if (!status.id || !status.status) continue;
          const error = status.errors?.[0];
          const { data, error: failure } = await db.rpc('record_whatsapp_status', {
            message_id: status.id,
            status: status.status,
            about: error ? `${error.code ?? ''} ${error.title ?? error.message ?? ''}`.trim() : null,
          });
          if (failure) {
            console.error('whatsapp-webhook: recording a status failed', failure);
            return jsonError(500, 'The status could not be stored.');
          }
          if (data) recorded++;
        }
        for (const message of change.value?.messages ?? []) {
          const word = message.text?.body?.trim().toLowerCase() ?? '';
          if (!message.from || !STOP_WORDS.has(word)) continue;
          // WhatsApp gives the sender without the plus.
          const { error: failure } = await db.rpc('record_whatsapp_opt_out', { number: `+${message.from}` });
          if (failure) {
            console.error('whatsapp-webhook: recording an opt-out failed', failure);
            return jsonError(500, 'The opt-out could not be stored.');
          }
          recorded++;
        }
      }
    }
    return json({ recorded });
  };
}
