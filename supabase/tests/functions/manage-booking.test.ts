// The manage link (CONTRACT, issue 32): manage-booking as the site calls it with the anon key and the
// token from the link's fragment. A token is good for one version of its booking: a move or a cancel
// spends it (410), a forged or altered one is refused, and so is one for a consultation long begun.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageLink } from '../../functions/_shared/manage-link.ts';
import { LINK_SPENT, SLOT_TAKEN } from '../../functions/_shared/manage-link-messages.ts';
import { LOCAL_BOOKING_LINK_SECRET } from '../../local/src/mail-fake/constants.ts';
import {
  bookAsVisitor,
  bookDirectly,
  manage,
  newAddress,
  openSlots,
  queuedMails,
  type Slot,
  tokenFor,
  waitForMail,
} from '../support/bookings.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let slots: Slot[];
let next = 0;
/** A distinct open slot per use (the visitor tests' bookings take them). */
const freshSlot = () => {
  const slot = slots[next++ * 3];
  if (!slot) throw new Error('out of open slots');
  return slot;
};

beforeAll(async () => {
  stack = await startTestStack();
  slots = await openSlots(stack);
});
afterAll(() => stack?.close());

const spent = { status: 410, body: { error: LINK_SPENT } };

describe('manage-booking', () => {
  it('shows the booking its link is for', async () => {
    const slot = freshSlot();
    const booking = await bookDirectly(stack, slot);
    const reply = await manage(stack, { token: await tokenFor(booking.id, 1), action: 'view' });
    expect(reply).toEqual({
      status: 200,
      body: {
        booking: {
          id: booking.id,
          starts_at: expect.any(String),
          ends_at: expect.any(String),
          status: 'booked',
          counsellor_id: slot.counsellor_id,
          counsellor_name: slot.counsellor_name,
          language: 'English',
          name: 'Priya Sharma',
        },
      },
    });
    const shown = (reply.body as { booking: { starts_at: string; ends_at: string } }).booking;
    expect(new Date(shown.starts_at).toISOString()).toBe(new Date(slot.starts_at).toISOString());
    expect(new Date(shown.ends_at).getTime() - new Date(shown.starts_at).getTime()).toBe(30 * 60_000);
  });

  it('moves a booking to another open slot, mails a new link and spends the old one', async () => {
    const from = freshSlot();
    const to = freshSlot();
    const booking = await bookAsVisitor(stack, from, newAddress(), '127.0.0.3');
    await waitForMail(stack, booking.email, 'booking_confirmed');
    const oldToken = await tokenFor(booking.id, 1);

    const moved = await manage(stack, {
      token: oldToken,
      action: 'move',
      counsellor_id: to.counsellor_id,
      starts_at: to.starts_at,
    });
    expect(moved.status).toBe(200);
    const shown = (moved.body as { booking: { starts_at: string; counsellor_id: string } }).booking;
    expect(new Date(shown.starts_at).toISOString()).toBe(new Date(to.starts_at).toISOString());
    expect(shown.counsellor_id).toBe(to.counsellor_id);

    const mail = await waitForMail(stack, booking.email, 'booking_moved');
    expect(mail.action_link).toBe(await manageLink(stack.config.siteUrl, LOCAL_BOOKING_LINK_SECRET, booking.id, 2));
    expect(await manage(stack, { token: oldToken, action: 'view' })).toEqual(spent);
    expect((await manage(stack, { token: await tokenFor(booking.id, 2), action: 'view' })).status).toBe(200);
    // The old time's reminders are gone; the new time's are owed (if still ahead).
    const reminders = (await queuedMails(stack, booking.id)).filter((queued) => queued.kind.startsWith('reminder'));
    for (const reminder of reminders)
      expect(new Date(reminder.starts_at).toISOString()).toBe(new Date(to.starts_at).toISOString());
    // The slot it left is open again.
    const open = await openSlots(stack);
    expect(open.some((slot) => slot.counsellor_id === from.counsellor_id && slot.starts_at === from.starts_at)).toBe(
      true,
    );
  });

  it('answers 409 when the slot was just taken, and keeps the link', async () => {
    const taken = freshSlot();
    await bookDirectly(stack, taken);
    const booking = await bookDirectly(stack, freshSlot());
    const token = await tokenFor(booking.id, 1);
    const reply = await manage(stack, {
      token,
      action: 'move',
      counsellor_id: taken.counsellor_id,
      starts_at: taken.starts_at,
    });
    expect(reply).toEqual({ status: 409, body: { error: SLOT_TAKEN } });
    expect((await manage(stack, { token, action: 'view' })).status).toBe(200);
  });

  it('answers 400 for a time that is not an open slot', async () => {
    const slot = freshSlot();
    const booking = await bookDirectly(stack, freshSlot());
    const offGrid = new Date(new Date(slot.starts_at).getTime() + 10 * 60_000).toISOString();
    const reply = await manage(stack, {
      token: await tokenFor(booking.id, 1),
      action: 'move',
      counsellor_id: slot.counsellor_id,
      starts_at: offGrid,
    });
    expect(reply.status).toBe(400);
    expect(String(reply.body.error)).toMatch(/not open for booking/);
  });

  it('cancels a booking and spends its link', async () => {
    const booking = await bookDirectly(stack, freshSlot());
    const token = await tokenFor(booking.id, 1);
    const reply = await manage(stack, { token, action: 'cancel' });
    expect(reply.status).toBe(200);
    expect((reply.body as { booking: { status: string } }).booking.status).toBe('cancelled');
    expect(await manage(stack, { token, action: 'cancel' })).toEqual(spent);
  });

  it('erases a booking and its case when nothing else belongs to it', async () => {
    const booking = await bookDirectly(stack, freshSlot());
    const token = await tokenFor(booking.id, 1);
    expect(await manage(stack, { token, action: 'erase' })).toEqual({ status: 200, body: { erased: true } });
    const db = stack.service();
    expect((await db.from('bookings').select('id').eq('id', booking.id)).data).toEqual([]);
    expect((await db.from('student_cases').select('id').eq('email', booking.email)).data).toEqual([]);
    expect(await manage(stack, { token, action: 'view' })).toEqual(spent);
  });

  it('keeps the case of an erased booking when the student wrote to us too', async () => {
    const booking = await bookDirectly(stack, freshSlot());
    const { error } = await stack
      .service()
      .from('contacts')
      .insert({ name: 'Priya Sharma', email: booking.email, subject: 'Visa', message: 'A question about the visa.' });
    if (error) throw new Error(error.message);
    expect((await manage(stack, { token: await tokenFor(booking.id, 1), action: 'erase' })).status).toBe(200);
    expect((await stack.service().from('student_cases').select('id').eq('email', booking.email)).data).toHaveLength(1);
  });

  it('refuses a forged or altered token', async () => {
    const booking = await bookDirectly(stack, freshSlot());
    const genuine = await tokenFor(booking.id, 1);
    const [id, version, signature = ''] = genuine.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const token of [
      `${id}.${version}.${flipped}`,
      `${Number(id) + 1}.${version}.${signature}`,
      `${id}.2.${signature}`,
      await (async () => {
        // Signed with another secret.
        const { manageToken } = await import('../../functions/_shared/manage-link.ts');
        return manageToken('not-the-secret', booking.id, 1);
      })(),
      'garbage',
    ]) {
      expect(await manage(stack, { token, action: 'cancel' })).toEqual(spent);
    }
    expect((await manage(stack, { token: genuine, action: 'view' })).status).toBe(200);
  });

  it('refuses the link of a consultation that began more than half an hour ago', async () => {
    const { data } = await stack.service().from('counsellors').select('user_id').limit(1).single();
    const booking = await bookDirectly(stack, {
      counsellor_id: data?.user_id ?? '',
      starts_at: new Date(Math.floor(Date.now() / 1_800_000) * 1_800_000 - 3_600_000).toISOString(),
    });
    expect(await manage(stack, { token: await tokenFor(booking.id, 1), action: 'view' })).toEqual(spent);
  });

  it('asks for a token and a known action', async () => {
    expect((await manage(stack, { action: 'view' })).status).toBe(400);
    expect((await manage(stack, { token: 'x', action: 'delete-everything' })).status).toBe(400);
    const booking = await bookDirectly(stack, freshSlot());
    expect((await manage(stack, { token: await tokenFor(booking.id, 1), action: 'move' })).status).toBe(400);
  });
});
