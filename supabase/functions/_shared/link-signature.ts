// The HMAC-SHA256 signature behind every link we mail that acts without a sign-in (a booking's manage
// link, a reminder's unsubscribe link): base64url without padding, 43 characters. Web Crypto only: the
// same code runs in Deno and Node.

const encoder = new TextEncoder();

/** A shorter link secret could be guessed offline from any one link: the functions refuse it. */
export const MIN_SECRET_LENGTH = 32;

/** The text form of a signature, as it stands at the end of a token. */
export const SIGNATURE = '[A-Za-z0-9_-]{43}';

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

export async function signPayload(secret: string, payload: string): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)));
}

/** Whether signature is the secret's signature of payload, compared in constant time by verify. */
export async function isSignedPayload(secret: string, payload: string, signature: string): Promise<boolean> {
  const bytes = fromBase64url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(payload));
}
