// The one-click unsubscribe link of every reminder mail (RFC 8058), served by the unsubscribe Edge
// Function: `${SUPABASE_URL}/functions/v1/unsubscribe?token=<userId>.<base64url HMAC-SHA256(
// REMINDER_LINK_SECRET, "unsubscribe.<userId>")>`. The token names the account and nothing else; it
// does not expire (a mail's unsubscribe link must keep working).
import { isSignedPayload, SIGNATURE, signPayload } from './link-signature.ts';

const UNSUBSCRIBE_TOKEN = new RegExp(
  `^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(${SIGNATURE})$`,
);

export async function unsubscribeToken(secret: string, userId: string): Promise<string> {
  return `${userId}.${await signPayload(secret, `unsubscribe.${userId}`)}`;
}

export async function unsubscribeLink(functionsUrl: string, secret: string, userId: string): Promise<string> {
  const base = functionsUrl.replace(/\/+$/, '');
  return `${base}/functions/v1/unsubscribe?token=${await unsubscribeToken(secret, userId)}`;
}

/** The account a genuine token names; null for anything else. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  if (!match) return null;
  const [, userId, signature] = match as unknown as [string, string, string];
  return (await isSignedPayload(secret, `unsubscribe.${userId}`, signature)) ? userId : null;
}
