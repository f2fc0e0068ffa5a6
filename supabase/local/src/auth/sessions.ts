import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { StackConfig } from '../config.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts';
import type { Sql } from '../engine/engine.ts';
import { badRequest } from './errors.ts';
import type { LoadedUser } from './users.ts';
import { appMetadata, INSTANCE_ID, isBanned, isUuid, loadUser, userJson, userMetadata } from './users.ts';

/**
 * GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL default: a rotated token presented again this
 * soon (two tabs refreshing at once) gets the session's current token instead of an error.
 */
const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

/** How a session was started; becomes the `amr` claim (GoTrue's AuthenticationMethod names). */
export type AuthMethod = 'password' | 'otp' | 'email/signup' | 'recovery' | 'email_change';

/** Opaque refresh token, as GoTrue's: random, URL-safe, stored as is. */
function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

export interface ClientInfo {
  userAgent: string | null;
}

/** Starts a session with its first refresh token and records the sign-in, in one statement. */
async function createSession(sql: Sql, userId: string, method: AuthMethod, client: ClientInfo) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await sql.query(
    `with s as (
       insert into auth.sessions (id, user_id, aal, refreshed_at, user_agent) values ($1, $2, 'aal1', now(), $3)
       returning id
     ), a as (
       insert into auth.mfa_amr_claims (session_id, authentication_method) select id, $4 from s
     ), r as (
       insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id)
       select $5::uuid, $6, $2::text, false, id from s
     ), i as (
       update auth.identities set last_sign_in_at = now() where user_id = $2 and provider = 'email'
     )
     update auth.users set last_sign_in_at = now() where id = $2`,
    [sessionId, userId, client.userAgent, method, INSTANCE_ID, refreshToken],
  );
  return { sessionId, refreshToken };
}

interface SessionClaims {
  aal: string;
  amr: { method: string; timestamp: number }[];
}

async function sessionClaims(sql: Sql, sessionId: string): Promise<SessionClaims> {
  const { rows } = await sql.query<{ json: string }>(
    `select json_build_object('aal', coalesce(s.aal, 'aal1'), 'amr', coalesce((
              select json_agg(json_build_object('method', c.authentication_method,
                                                'timestamp', floor(extract(epoch from c.created_at))::bigint)
                              order by c.created_at)
                from auth.mfa_amr_claims c where c.session_id = s.id), '[]'::json))::text as json
       from auth.sessions s where s.id = $1`,
    [sessionId],
  );
  return rows[0] ? (JSON.parse(rows[0].json) as SessionClaims) : { aal: 'aal1', amr: [] };
}

/** The access token GoTrue issues: HS256 with the claims auth-js, PostgREST and our policies read. */
async function signAccessToken(
  config: StackConfig,
  user: LoadedUser,
  sessionId: string,
  session: SessionClaims,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
  const { record } = user;
  const token = await new SignJWT({
    email: record.email ?? '',
    phone: record.phone ?? '',
    app_metadata: appMetadata(record),
    user_metadata: userMetadata(record),
    role: record.role ?? 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: sessionId,
    is_anonymous: record.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${config.publicUrl}/auth/v1`)
    .setSubject(record.id)
    .setAudience(record.aud ?? 'authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(config.jwtSecret));
  return { token, expiresAt };
}

/** The token response of /token, /signup (auto-confirm) and /verify. */
async function sessionResponse(sql: Sql, config: StackConfig, userId: string, sessionId: string, refreshToken: string) {
  const user = await loadUser(sql, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const { token, expiresAt } = await signAccessToken(config, user, sessionId, await sessionClaims(sql, sessionId));
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export async function signIn(sql: Sql, config: StackConfig, userId: string, method: AuthMethod, client: ClientInfo) {
  const { sessionId, refreshToken } = await createSession(sql, userId, method, client);
  return sessionResponse(sql, config, userId, sessionId, refreshToken);
}

interface TokenRow {
  session_id: string;
  user_id: string;
  token: string;
}

/**
 * The refresh_token grant with rotation, as GoTrue's RefreshTokenGrant: the presented token is revoked
 * and a child issued atomically (one statement, so two concurrent refreshes cannot both rotate).
 * A revoked token is still accepted when it is the parent of the session's active token, or was
 * revoked within the reuse interval: the client then gets the current token (it lost a response or
 * raced another tab). Any other reuse revokes the whole session's tokens and fails.
 */
export async function refreshSession(sql: Sql, config: StackConfig, presented: string, client: ClientInfo) {
  const owner = await sql.query<{ user_id: string }>('select user_id from auth.refresh_tokens where token = $1', [
    presented,
  ]);
  const user = owner.rows[0] && isUuid(owner.rows[0].user_id) ? await loadUser(sql, owner.rows[0].user_id) : null;
  if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (isBanned(user.record)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  const rotated = await sql.query<TokenRow>(
    `with old as (
       update auth.refresh_tokens set revoked = true, updated_at = now()
        where token = $1 and revoked = false returning session_id, user_id, token
     ), fresh as (
       insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id)
       select $2::uuid, $3, user_id, false, token, session_id from old returning session_id, user_id, token
     ), touched as (
       update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = coalesce($4, user_agent)
        where id in (select session_id from fresh)
     )
     select session_id::text, user_id, token from fresh`,
    [presented, INSTANCE_ID, newRefreshToken(), client.userAgent],
  );
  const row = rotated.rows[0] ?? (await reuseRevokedToken(sql, presented));
  return sessionResponse(sql, config, row.user_id, row.session_id, row.token);
}

interface RevokedTokenRow {
  session_id: string | null;
  user_id: string;
  within_interval: boolean;
  active: string | null;
  active_parent: string | null;
}

async function reuseRevokedToken(sql: Sql, presented: string): Promise<TokenRow> {
  const { rows } = await sql.query<RevokedTokenRow>(
    `select t.session_id::text, t.user_id,
            t.updated_at > now() - make_interval(secs => $2) as within_interval,
            a.token as active, a.parent as active_parent
       from auth.refresh_tokens t
       left join lateral (
         select token, parent from auth.refresh_tokens
          where session_id = t.session_id and revoked = false order by id desc limit 1
       ) a on true
      where t.token = $1`,
    [presented, REFRESH_TOKEN_REUSE_INTERVAL_SECONDS],
  );
  const found = rows[0];
  if (!found) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!found.session_id) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  if (found.active && (found.active_parent === presented || found.within_interval)) {
    return { session_id: found.session_id, user_id: found.user_id, token: found.active };
  }
  // Possible theft: someone holds a token that was already exchanged. Revoke the family.
  await sql.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
    [found.session_id],
  );
  throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions as GoTrue does: deleting them, which also drops their refresh tokens (cascade). */
export async function endSessions(
  sql: Sql,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global' || !sessionId) {
    if (scope !== 'others') await sql.query('delete from auth.sessions where user_id = $1', [userId]);
    return;
  }
  const operator = scope === 'local' ? '=' : '<>';
  await sql.query(`delete from auth.sessions where user_id = $1 and id ${operator} $2`, [userId, sessionId]);
}

export async function sessionExists(sql: Sql, sessionId: string): Promise<boolean> {
  const { rows } = await sql.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}
