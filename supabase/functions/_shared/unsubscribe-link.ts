// The one-click unsubscribe link of every reminder mail (RFC 8058), served by the unsubscribe Edge
// Function: `${SUPABASE_URL}/functions/v1/unsubscribe?token=<userId>.<base64url HMAC-SHA256(
// REMINDER_LINK_SECRET, "unsubscribe.<userId>")>`. The token names the account and nothing else; it
// does not expire (a mail's unsubscribe link must keep working). Web Crypto only (Deno and Node alike).

const encoder = new TextEncoder();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
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

export async function unsubscribeToken(secret: string, userId: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`unsubscribe.${userId}`));
  return `${userId}.${base64url(signature)}`;
}

export async function unsubscribeLink(functionsUrl: string, secret: string, userId: string): Promise<string> {
  const base = functionsUrl.replace(/\/+$/, '');
  return `${base}/functions/v1/unsubscribe?token=${await unsubscribeToken(secret, userId)}`;
}

/** The account a genuine token names; null for anything else. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !UUID.test(match[1] as string)) return null;
  const bytes = fromBase64url(match[2] as string);
  if (!bytes) return null;
  const genuine = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    bytes,
    encoder.encode(`unsubscribe.${match[1]}`),
  );
  return genuine ? (match[1] as string) : null;
}
