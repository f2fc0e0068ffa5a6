// Where a mailed link lands (the confirmation link on /auth, the recovery link on /auth/new-password):
// GoTrue has spent the mailed token and put a session, or its error, in the address's fragment.
import type { AuthClient } from '@supabase/auth-js';
import { markSession } from './session-hint';

export type LinkOutcome = { kind: 'signed-in'; email: string } | { kind: 'expired' } | { kind: 'none' };

/** True when the address carries what a mailed link leaves: a session or GoTrue's error. */
export function landedFromLink(hash = window.location.hash): boolean {
  const fragment = new URLSearchParams(hash.slice(1));
  return fragment.has('access_token') || fragment.has('error_code') || fragment.has('error');
}

/**
 * Stores the session a link of this `type` left and wipes the fragment from the address bar and
 * history. Only that type: a crafted link carrying a session of another kind does not sign anyone in.
 */
export async function takeLinkSession(
  client: InstanceType<typeof AuthClient>,
  type: 'signup' | 'recovery',
): Promise<LinkOutcome> {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (!landedFromLink()) return { kind: 'none' };
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  if (fragment.has('error') || fragment.has('error_code')) return { kind: 'expired' };
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (!accessToken || !refreshToken || fragment.get('type') !== type) return { kind: 'none' };
  const { data, error } = await client.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (error || !data.session) return { kind: 'expired' };
  markSession(true);
  return { kind: 'signed-in', email: data.session.user.email ?? '' };
}
