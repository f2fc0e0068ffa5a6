// /account's reminders (issue 33): the one-click unsubscribe a mail's link lands on
// (`/account?unsubscribe=<token>#reminders`, sent there by the `unsubscribe` Edge Function's GET), which
// the student confirms with the same POST a mail client makes; and what public.my_reminder_delivery()
// says about the delivery (a bounced address, a failed WhatsApp number, an unsubscribe), in plain words.
import { supabaseAnonKey, supabaseUrl } from './env.ts';

export type ReminderDelivery = {
  email_bounced: boolean;
  whatsapp_failed: boolean;
  unsubscribed_at: string | null;
};

/** The `?unsubscribe=` token of a URL's query, or null. */
export function unsubscribeToken(search: string): string | null {
  return new URLSearchParams(search).get('unsubscribe')?.trim() || null;
}

/** The account a token names (its `<userId>.` prefix; the function checks the signature). */
export function tokenAccount(token: string): string {
  return token.split('.')[0] ?? '';
}

/** The same URL without `?unsubscribe=` (kept: the rest of the query and the hash). */
export function withoutUnsubscribe(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('unsubscribe');
  return `${url.pathname}${url.search}${url.hash}`;
}

export type UnsubscribeReply = { ok: true } | { ok: false; error: string };

/** POSTs `{ token }` to the `unsubscribe` function with the anon key (the signed token is the authority). */
export async function unsubscribeByToken(token: string): Promise<UnsubscribeReply> {
  try {
    const response = await fetch(`${supabaseUrl}/functions/v1/unsubscribe`, {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${supabaseAnonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ token }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return { ok: false, error: body.error ?? `The request failed (${response.status}).` };
  } catch {
    return { ok: false, error: 'We could not reach the server. Check your connection and try again.' };
  }
}

/** 3 December 2026 */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The delivery state as sentences for the student: nothing when all is well. `emailOn` is whether
 * e-mail reminders or the digest are chosen now (an old unsubscribe is not news once they are back on).
 */
export function deliveryNotes(
  delivery: ReminderDelivery | null,
  who: { email: string | undefined; whatsapp: string | null; emailOn: boolean },
): string[] {
  if (!delivery) return [];
  const notes: string[] = [];
  if (delivery.email_bounced) {
    notes.push(
      `E-mail to ${who.email ?? 'your address'} bounced (it could not be delivered), so we no longer send reminders to it.`,
    );
  }
  if (delivery.whatsapp_failed) {
    notes.push(
      `WhatsApp messages to ${who.whatsapp ?? 'your number'} failed, so WhatsApp reminders are paused. Enter another number to try again.`,
    );
  }
  if (delivery.unsubscribed_at && !who.emailOn) {
    notes.push(
      `You unsubscribed from reminder e-mails on ${longDate(delivery.unsubscribed_at)}. Tick them again below and save to get them back.`,
    );
  }
  return notes;
}
