// The session auth-js keeps in localStorage, read without loading auth-js (a large part of a guarded
// page's JavaScript). A page that only needs the visitor's access token uses the stored one
// while it is fresh, as auth-js's getSession() would, and loads auth-js only to refresh it.
import type { Session } from '@supabase/auth-js';
import { authStorageKey } from './env.ts';

/** auth-js's EXPIRY_MARGIN_MS: getSession() refreshes a token this long before it expires; so do we. */
export const REFRESH_MARGIN_MS = 90_000;

/** The stored value, if it is a session by auth-js's own test (_isValidSession); else null. */
export function parseStoredSession(text: string | null): Session | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  return 'access_token' in value && 'refresh_token' in value && 'expires_at' in value ? (value as Session) : null;
}

export function readStoredSession(): Session | null {
  try {
    return parseStoredSession(localStorage.getItem(authStorageKey));
  } catch {
    return null; // storage blocked: no session, as auth-js would find
  }
}

/** Milliseconds until the token must be refreshed (≤ 0: now). A session without expires_at never is. */
export function msUntilRefresh(session: Session, now: number = Date.now()): number {
  return session.expires_at ? session.expires_at * 1000 - REFRESH_MARGIN_MS - now : Number.POSITIVE_INFINITY;
}
