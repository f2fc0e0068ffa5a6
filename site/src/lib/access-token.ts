// The visitor's access token for a run-time request, without loading auth-js unless the stored token
// must be refreshed first (auth-js is fetched then, and only then).
import { msUntilRefresh, readStoredSession } from './stored-session.ts';

/** The visitor's access token (refreshed when stale) and user id, or null for a visitor without a session. */
export async function freshSession(): Promise<{ token: string; userId: string } | null> {
  const stored = readStoredSession();
  if (!stored) return null;
  if (msUntilRefresh(stored) > 0) return { token: stored.access_token, userId: stored.user.id };
  const { authClient } = await import('./auth.ts');
  const { data } = await authClient().getSession();
  return data.session ? { token: data.session.access_token, userId: data.session.user.id } : null;
}

export async function freshAccessToken(): Promise<string | null> {
  return (await freshSession())?.token ?? null;
}
