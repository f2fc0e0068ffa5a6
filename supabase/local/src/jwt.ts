// HS256 verification shared by /rest/v1, /auth/v1 and /functions/v1, with a cache of tokens already
// verified. The same few tokens (the anon key, a signed-in user's access token) come with every
// request, and jose verifies each through WebCrypto (a key import and an HMAC, both queued on the
// thread pool): the CPU profile of a list read put it at about a quarter of the stack's own time.
import type { JWTVerifyOptions } from 'jose';
import { jwtVerify } from 'jose';

/** Verified tokens kept per secret; the oldest is dropped past this many (memory stays bounded). */
const MAX_CACHED_TOKENS = 1000;

const verified = new Map<string, Map<string, Record<string, unknown>>>();
const keys = new Map<string, Uint8Array>();

function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/**
 * A cached payload is served only while it is valid without any clock tolerance, so whatever a
 * caller's tolerance, a cache hit is a token jose would accept now; anything near or past its time
 * limits goes back to jose, which gives the exact error it always gave.
 */
function stillValid(payload: Record<string, unknown>, now: number): boolean {
  const { exp, nbf } = payload;
  if (exp !== undefined && !(typeof exp === 'number' && exp > now + 1)) return false;
  if (nbf !== undefined && !(typeof nbf === 'number' && nbf <= now)) return false;
  return true;
}

/** jwtVerify with HS256 and `secret`; throws jose's errors, as jwtVerify would, for a token it refuses. */
export async function verifyHs256(
  token: string,
  secret: string,
  options: Pick<JWTVerifyOptions, 'clockTolerance'> = {},
): Promise<Record<string, unknown>> {
  let cache = verified.get(secret);
  const hit = cache?.get(token);
  if (hit && stillValid(hit, Math.floor(Date.now() / 1000))) return { ...hit };
  const { payload } = await jwtVerify(token, keyOf(secret), { ...options, algorithms: ['HS256'] });
  if (!cache) {
    cache = new Map();
    verified.set(secret, cache);
  }
  cache.delete(token);
  if (cache.size >= MAX_CACHED_TOKENS) cache.delete(cache.keys().next().value as string);
  cache.set(token, payload as Record<string, unknown>);
  return { ...payload };
}
