import type { Context } from 'hono';
import type { StackDeps } from '../deps.ts';
import { verifyHs256 } from '../jwt.ts';
import { authError, badRequest, forbidden } from './errors.ts';
import { sessionExists } from './sessions.ts';
import type { LoadedUser } from './users.ts';
import { isUuid, loadUser } from './users.ts';

/**
 * GoTrue (since v2.145, so hosted Supabase today) answers a bad, forged or expired token with 403
 * `bad_jwt`; older releases said 401. auth-js treats 401 and 403 alike on logout, as does
 * ra-supabase's checkError. No gateway in front of /auth/v1 verifies the bearer.
 */
const BAD_JWT_STATUS = 403;

/** GoTrue's roles allowed on /admin (GOTRUE_JWT_ADMIN_ROLES). */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

function bearerToken(c: Context, allowApikey = false): string {
  const match = c.req.header('authorization')?.match(/^[Bb]earer (\S+)$/);
  if (match?.[1]) return match[1];
  const apikey = allowApikey ? c.req.header('apikey') : undefined;
  if (apikey) return apikey;
  throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
}

/** GoTrue's parseJWTClaims: HS256 with our secret, no clock leeway. */
async function verifiedClaims(token: string, secret: string): Promise<Record<string, unknown>> {
  try {
    return await verifyHs256(token, secret);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw authError(BAD_JWT_STATUS, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

export interface Authenticated {
  claims: Record<string, unknown>;
  user: LoadedUser;
  sessionId: string | null;
}

/** GoTrue's requireAuthentication: a valid user token whose user and session still exist. */
export async function authenticate(c: Context, deps: StackDeps): Promise<Authenticated> {
  const claims = await verifiedClaims(bearerToken(c), deps.config.jwtSecret);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await loadUser(deps.engine.owner, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  if (typeof claims.session_id === 'string' && claims.session_id !== '') {
    if (!isUuid(claims.session_id)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    // A signed-out session's tokens stay cryptographically valid until exp; GoTrue refuses them here.
    if (!(await sessionExists(deps.engine.owner, claims.session_id))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    sessionId = claims.session_id;
  }
  return { claims, user, sessionId };
}

/**
 * GoTrue's requireAdmin: the bearer must be a valid token of an admin role (the service key).
 * `allowApikey` (local endpoints only) also takes the key from a lone `apikey` header.
 */
export async function requireAdmin(c: Context, deps: StackDeps, allowApikey = false): Promise<Record<string, unknown>> {
  const claims = await verifiedClaims(bearerToken(c, allowApikey), deps.config.jwtSecret);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.includes(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
  return claims;
}

/**
 * The API gateway in front of hosted GoTrue: every route except the open ones (verify links opened
 * from a mail, health, JWKS) needs an `apikey`. A JWT key must verify; an opaque key (sb_publishable_...)
 * passes, as the local stack maps it to anon.
 */
export async function requireApiKey(c: Context, deps: StackDeps): Promise<void> {
  const key = c.req.header('apikey') ?? c.req.query('apikey');
  if (!key) throw authError(401, 'no_authorization', 'No API key found in request');
  if (key.split('.').length !== 3) return;
  try {
    await verifyHs256(key, deps.config.jwtSecret);
  } catch {
    throw authError(401, 'no_authorization', 'Invalid API key');
  }
}
