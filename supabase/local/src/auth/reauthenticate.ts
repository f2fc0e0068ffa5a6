import { createHash, randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import type { StackConfig } from '../config.ts';
import type { StackDeps } from '../deps.ts';
import type { Sql } from '../engine/engine.ts';
import { authError, badRequest, unprocessable } from './errors.ts';
import { authenticate } from './guard.ts';
import { MAIL_LINK_TTL_SECONDS, reserveMail, sendMail } from './mail.ts';
import type { LoadedUser } from './users.ts';

/** secure_password_change: a session younger than this may change its password without a nonce. */
const RECENT_SIGN_IN_SECONDS = 24 * 3600;
/**
 * Wrong codes a mailed nonce survives; the next one voids it and a new code must be asked for. Hosted
 * GoTrue keeps no such count: it relies on its per-address limit of PUT /user (30 requests, refilled
 * over 5 minutes), which a six-digit code withstands far less well than five tries.
 */
const NONCE_TRIES = 5;
const wrongTries = new Map<string, number>();

/** GoTrue keeps only a hash of the mailed code, bound to the address it was sent to. */
const nonceHash = (email: string, code: string) =>
  createHash('sha224')
    .update(email + code)
    .digest('hex');

/** GET /reauthenticate (auth-js reauthenticate()): mails a six-digit nonce for updateUser({ password, nonce }). */
export function mountReauthenticateRoute(app: Hono, deps: StackDeps): void {
  const sql = deps.engine.owner;
  app.get('/reauthenticate', async (c) => {
    const { user } = await authenticate(c, deps);
    const email = user.record.email;
    if (!email) {
      throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
    }
    if (!user.record.email_confirmed_at) throw badRequest('email_not_confirmed', 'Please verify your email first.');
    reserveMail(deps.config, user.record.reauthentication_sent_at);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await sql.query(
      'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
      [user.record.id, nonceHash(email, code)],
    );
    wrongTries.delete(user.record.id);
    await sendMail(sql, deps.config, email, 'reauthentication', code);
    return c.json({});
  });
}

/**
 * GoTrue's UserUpdate with secure_password_change: a password change needs a session signed in within
 * the last 24 hours, or the nonce mailed by /reauthenticate (spent here, once). A stolen long-lived
 * session alone cannot lock the owner out by changing the password.
 */
export async function requireReauthentication(
  sql: Sql,
  config: StackConfig,
  user: LoadedUser,
  sessionId: string | null,
  nonce: string,
): Promise<void> {
  if (!config.auth.securePasswordChange) return;
  if (sessionId) {
    const { rows } = await sql.query<{ recent: boolean }>(
      `select created_at > now() - make_interval(secs => $2) as recent from auth.sessions where id = $1`,
      [sessionId, RECENT_SIGN_IN_SECONDS],
    );
    if (rows[0]?.recent) return;
  }
  if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  const { rows } = await sql.query(
    `update auth.users set reauthentication_token = null, reauthentication_sent_at = null
      where id = $1 and reauthentication_token = $2 and reauthentication_sent_at > now() - make_interval(secs => $3)
      returning id`,
    [user.record.id, nonceHash(user.record.email ?? '', nonce), MAIL_LINK_TTL_SECONDS],
  );
  const id = user.record.id;
  if (rows.length === 0) {
    const tries = (wrongTries.get(id) ?? 0) + 1;
    wrongTries.set(id, tries);
    if (tries >= NONCE_TRIES) {
      wrongTries.delete(id);
      await sql.query(
        'update auth.users set reauthentication_token = null, reauthentication_sent_at = null where id = $1',
        [id],
      );
    }
    throw badRequest('reauthentication_not_valid', 'Nonce has expired or is invalid');
  }
  wrongTries.delete(id);
}

/** Hosted GoTrue's limit of PUT /user per client address: a burst of 30, refilled at 30 per 5 minutes. */
const USER_UPDATE_BURST = 30;
const USER_UPDATE_REFILL_PER_MS = 30 / (5 * 60_000);
const userUpdateBuckets = new WeakMap<StackConfig, Map<string, { left: number; at: number }>>();

/** Takes one of the address's PUT /user requests or answers 429 over_request_rate_limit, as GoTrue does. */
export function limitUserUpdates(config: StackConfig, address: string): void {
  let buckets = userUpdateBuckets.get(config);
  if (!buckets) {
    buckets = new Map();
    userUpdateBuckets.set(config, buckets);
  }
  const now = Date.now();
  const previous = buckets.get(address) ?? { left: USER_UPDATE_BURST, at: now };
  const left = Math.min(USER_UPDATE_BURST, previous.left + (now - previous.at) * USER_UPDATE_REFILL_PER_MS);
  if (left < 1) {
    buckets.set(address, { left, at: now });
    throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
  buckets.set(address, { left: left - 1, at: now });
}
