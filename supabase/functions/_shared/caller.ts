// Who calls a function for a signed-in student: the account behind the request's access token, as the
// auth server (not the token's own claims) vouches for it. The anon key and forged tokens get a 401.
import { jsonError } from './http.ts';

/** What is needed of a supabase-js client: its auth server's word on a token. */
type Db = {
  auth: {
    getUser(
      token: string,
    ): Promise<{ data: { user: { id: string; email?: string; email_confirmed_at?: string } | null }; error: unknown }>;
  };
};

export interface Caller {
  id: string;
  email: string | undefined;
  /** The address only once this account confirmed it: what proves rows sent with it are this person's. */
  confirmedEmail: string | null;
}

/** The JWT's role claim, read without verifying: only to tell a user token from the anon key. */
function claimedRole(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const text = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const role = (JSON.parse(text) as { role?: unknown }).role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

/** The signed-in caller, or the 401 to answer: `notSignedIn` for no user token, an expiry message for a bad one. */
export async function signedInCaller(db: Db, request: Request, notSignedIn: string): Promise<Caller | Response> {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!token || claimedRole(token) !== 'authenticated') return jsonError(401, notSignedIn);
  const { data, error } = await db.auth.getUser(token);
  if (error || !data.user) return jsonError(401, 'Your session has expired. Please log in again.');
  return {
    id: data.user.id,
    email: data.user.email,
    confirmedEmail: data.user.email_confirmed_at ? (data.user.email ?? null) : null,
  };
}
