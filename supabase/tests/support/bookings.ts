// Bookings for the booking-mail and manage-booking tests: open slots as the site reads them, bookings
// made by a visitor (the form's path) or directly by the service role (any time, no checks), the
// functions called as the scheduler and the site call them, and the local inbox waited on.
import { randomUUID } from 'node:crypto';
import { manageToken } from '../../functions/_shared/manage-link.ts';
import { LOCAL_BOOKING_LINK_SECRET } from '../../local/src/mail-fake/constants.ts';
import type { LocalMail, TestStack } from './stack.ts';

export interface Slot {
  counsellor_id: string;
  counsellor_name: string;
  starts_at: string;
}

export interface InboxMail extends LocalMail {
  html: string;
  attachments: { filename: string; content_type: string; content: string }[];
}

export const newAddress = () => `student-${randomUUID().slice(0, 8)}@example.com`;

/** The open slots a visitor sees, in order. */
export async function openSlots(stack: TestStack): Promise<Slot[]> {
  const { data, error } = await stack.anon().rpc('open_slots');
  if (error) throw new Error(error.message);
  return data as Slot[];
}

const form = (slot: Pick<Slot, 'counsellor_id' | 'starts_at'>, email: string) => ({
  counsellor_id: slot.counsellor_id,
  starts_at: slot.starts_at,
  name: 'Priya Sharma',
  email,
  home_country: 'India',
  language: 'English' as const,
});

/** A booking as the site's form sends it (anon, with a human pass); the id read back by the service role. */
export async function bookAsVisitor(stack: TestStack, slot: Slot, email = newAddress(), from = '127.0.0.2') {
  const row = await stack.withPass('bookings', form(slot, email));
  const { error } = await stack.anonFrom(from).from('bookings').insert(row);
  if (error) throw new Error(error.message);
  const { data } = await stack
    .service()
    .from('bookings')
    .select('id, starts_at, manage_version')
    .eq('email', email)
    .single();
  if (!data) throw new Error('the booking was not stored');
  return { ...data, email };
}

/** A booking the service role writes at any time (no slot or window check), e.g. a day and more ahead. */
export async function bookDirectly(
  stack: TestStack,
  slot: Pick<Slot, 'counsellor_id' | 'starts_at'>,
  email = newAddress(),
) {
  const { data, error } = await stack
    .service()
    .from('bookings')
    .insert(form(slot, email))
    .select('id, starts_at, manage_version')
    .single();
  if (error || !data) throw new Error(error?.message ?? 'no booking');
  return { ...data, email };
}

export const tokenFor = (bookingId: number, version: number) =>
  manageToken(LOCAL_BOOKING_LINK_SECRET, bookingId, version);

/** send-booking-mail as pg_cron calls it (service key as bearer). */
export async function runMailJob(stack: TestStack) {
  const key = stack.config.serviceRoleKey;
  const response = await fetch(`${stack.url}/functions/v1/send-booking-mail`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as { sent: number[]; failed: unknown[] } };
}

/** manage-booking as the site calls it (anon key). */
export async function manage(stack: TestStack, body: Record<string, unknown>) {
  const key = stack.config.anonKey;
  const response = await fetch(`${stack.url}/functions/v1/manage-booking`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function mailsOf(stack: TestStack, email: string, type?: string): Promise<InboxMail[]> {
  const mails = (await stack.inbox(email)) as InboxMail[];
  return type ? mails.filter((mail) => mail.type === type) : mails;
}

/** The newest mail of a type, waited for (the kick after commit delivers within moments). */
export async function waitForMail(stack: TestStack, email: string, type: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await mailsOf(stack, email, type);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${type} mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** As if the clock reached the booking's reminders: they fall due now. */
export async function reachReminders(stack: TestStack, bookingId: number) {
  await stack.engine.owner.query(
    `update private.booking_mails set due_at = now() where booking_id = $1 and kind in ('reminder_24h', 'reminder_1h')`,
    [bookingId],
  );
}

export async function queuedMails(stack: TestStack, bookingId: number) {
  const { rows } = await stack.engine.owner.query<{ kind: string; audience: string; sent: boolean; starts_at: string }>(
    `select kind, audience, sent_at is not null as sent, to_json(starts_at)#>>'{}' as starts_at
       from private.booking_mails where booking_id = $1 order by id`,
    [bookingId],
  );
  return rows;
}

/** A time `hours` ahead on a whole half hour, the next one after `offsetSlots` others. */
export function slotAhead(hours: number, offsetSlots = 0): string {
  const at = Date.now() + hours * 3_600_000;
  const half = 30 * 60_000;
  return new Date(Math.ceil(at / half) * half + offsetSlots * half).toISOString();
}
