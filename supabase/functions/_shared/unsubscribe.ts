// unsubscribe: the one-click unsubscribe of the reminder mails (RFC 8058). A mail client POSTs
// `List-Unsubscribe=One-Click` to the List-Unsubscribe link (`?token=…`, unsubscribe-link.ts); the site's
// /account page may POST `{ token }` as JSON. Either stops reminder and digest e-mail at once. A GET (a
// person clicking the link, or a mail scanner following it) changes nothing: it is sent on to the
// preferences on /account, which can confirm with the same POST. No JWT: the signed token is the authority.
import type { createClient } from '@supabase/supabase-js';
import { json, jsonError, preflight } from './http.ts';
import { MIN_SECRET_LENGTH } from './link-signature.ts';
import { serviceClient } from './stripe.ts';
import type { FunctionHandler } from './types.ts';
import { readUnsubscribeToken } from './unsubscribe-link.ts';

async function tokenOf(request: Request): Promise<string> {
  const fromQuery = new URL(request.url).searchParams.get('token');
  if (fromQuery) return fromQuery;
  if ((request.headers.get('Content-Type') ?? '').includes('application/json')) {
    const body = (await request.json().catch(() => ({}))) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : '';
  }
  return '';
}

export function unsubscribeHandler(deps: { createClient: typeof createClient }): FunctionHandler {
  return async (request, env) => {
    if (request.method === 'OPTIONS') return preflight();
    const secret = env.REMINDER_LINK_SECRET ?? '';
    const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');
    if (secret.length < MIN_SECRET_LENGTH || !siteUrl) {
      console.error(`unsubscribe: set REMINDER_LINK_SECRET (${MIN_SECRET_LENGTH}+ characters) and SITE_URL`);
      return jsonError(500, 'Unsubscribing is not configured.');
    }
    if (request.method === 'GET') {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const target = `${siteUrl}/account?unsubscribe=${encodeURIComponent(token)}#reminders`;
      return new Response(null, { status: 303, headers: { Location: target } });
    }
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    const userId = await readUnsubscribeToken(secret, await tokenOf(request));
    if (!userId)
      return jsonError(403, 'This unsubscribe link is not valid. Change your reminders on your account page.');
    const db = serviceClient(deps, env);
    if (!db) return jsonError(500, 'The Supabase environment is missing.');
    const { error } = await db.rpc('unsubscribe_reminders', { target: userId });
    if (error) {
      console.error('unsubscribe: failed', error);
      return jsonError(500, 'Unsubscribing failed. Please try again.');
    }
    return json({ unsubscribed: true, preferences: `${siteUrl}/account#reminders` });
  };
}
