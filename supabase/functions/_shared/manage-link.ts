// The link in every booking mail that lets the student view, move, cancel or erase their booking
// without an account (CONTRACT: issue 32). `${SITE_URL}/booking#token=<token>`, the token being
// `<bookingId>.<manageVersion>.<base64url HMAC-SHA256(BOOKING_LINK_SECRET, "<bookingId>.<manageVersion>")>`.
// The version is the booking's manage_version, bumped by every change, so a link mailed before a move
// is spent.
import { isSignedPayload, SIGNATURE, signPayload } from './link-signature.ts';

const MANAGE_TOKEN = new RegExp(`^([1-9][0-9]{0,17})\\.([1-9][0-9]{0,8})\\.(${SIGNATURE})$`);

export async function manageToken(secret: string, bookingId: number, manageVersion: number): Promise<string> {
  const payload = `${bookingId}.${manageVersion}`;
  return `${payload}.${await signPayload(secret, payload)}`;
}

export async function manageLink(siteUrl: string, secret: string, bookingId: number, manageVersion: number) {
  return `${siteUrl.replace(/\/+$/, '')}/booking#token=${await manageToken(secret, bookingId, manageVersion)}`;
}

/** The booking and version a genuine token names; null for anything else (forged, altered, malformed). */
export async function readManageToken(
  secret: string,
  token: string,
): Promise<{ bookingId: number; manageVersion: number } | null> {
  const match = MANAGE_TOKEN.exec(token);
  if (!match) return null;
  const [, id, version, signature] = match as unknown as [string, string, string, string];
  const genuine = await isSignedPayload(secret, `${id}.${version}`, signature);
  return genuine ? { bookingId: Number(id), manageVersion: Number(version) } : null;
}
