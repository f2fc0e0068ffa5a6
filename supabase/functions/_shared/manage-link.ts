// The link in every booking mail that lets the student view, move, cancel or erase their booking
// without an account (CONTRACT: issue 32). `${SITE_URL}/booking#token=<token>`, the token being
// `<bookingId>.<manageVersion>.<base64url HMAC-SHA256(BOOKING_LINK_SECRET, "<bookingId>.<manageVersion>")>`.
// The version is the booking's manage_version, bumped by every change, so a link mailed before a move
// is spent. Web Crypto only: the same code runs in Deno and Node.

const encoder = new TextEncoder();

/** A shorter BOOKING_LINK_SECRET could be guessed offline from any one link: the functions refuse it. */
export const MIN_SECRET_LENGTH = 32;

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export async function manageToken(secret: string, bookingId: number, manageVersion: number): Promise<string> {
  const payload = `${bookingId}.${manageVersion}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload));
  return `${payload}.${base64url(signature)}`;
}

export async function manageLink(siteUrl: string, secret: string, bookingId: number, manageVersion: number) {
  return `${siteUrl.replace(/\/+$/, '')}/booking#token=${await manageToken(secret, bookingId, manageVersion)}`;
}

/** The booking and version a genuine token names; null for anything else (forged, altered, malformed). */
export async function readManageToken(
  secret: string,
  token: string,
): Promise<{ bookingId: number; manageVersion: number } | null> {
  const match = /^([1-9][0-9]{0,17})\.([1-9][0-9]{0,8})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, version, signature] = match as unknown as [string, string, string, string];
  const bytes = fromBase64url(signature);
  if (!bytes) return null;
  // verify compares in constant time.
  const genuine = await crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(`${id}.${version}`));
  return genuine ? { bookingId: Number(id), manageVersion: Number(version) } : null;
}
