// The ways around issue 32's rules a security review found, each shut (migration harden_consultations):
// a counsellor reaching an unassigned student's file, mail sent to anyone through a dressed-up or
// aliased address, a throwaway account deleting a lead's case, endless moves, a cancelled booking that
// could not be erased, control characters in mails, staff rewriting a booking's history, tasks filed
// under someone else's name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookAsVisitor,
  bookDirectly,
  manage,
  newAddress,
  openSlots,
  type Slot,
  tokenFor,
  waitForMail,
} from '../support/bookings.ts';
import { DEMO_COUNSELLORS, startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let slots: Slot[];
let next = 0;
let anitaId: string;
const anitaSlot = () => {
  const slot = slots.filter((s) => s.counsellor_id === anitaId)[next++];
  if (!slot) throw new Error('out of open slots');
  return slot;
};

beforeAll(async () => {
  stack = await startTestStack();
  slots = await openSlots(stack);
  const { data } = await stack
    .service()
    .from('counsellors')
    .select('user_id')
    .eq('display_name', 'Anita Verma')
    .single();
  anitaId = data?.user_id ?? '';
});
afterAll(() => stack?.close());

const caseOf = async (email: string) =>
  (await stack.service().from('student_cases').select('id, email, counsellor_id').eq('email', email).maybeSingle())
    .data;

describe('a counsellor cannot reach an unassigned student', () => {
  it('by opening a case with their address', async () => {
    const anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
    const { error } = await anita
      .from('student_cases')
      .insert({ email: newAddress(), name: 'Someone', counsellor_id: anitaId });
    expect(error?.code).toBe('42501');
  });

  it('by changing the address or the counsellor of a case they hold', async () => {
    const anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
    const booking = await bookAsVisitor(stack, anitaSlot(), newAddress(), '127.0.1.2');
    const held = await caseOf(booking.email);
    expect(held?.counsellor_id).toBe(anitaId);
    for (const change of [{ email: 'lead@example.com' }, { name: 'Lead' }, { counsellor_id: null }]) {
      const { error } = await anita
        .from('student_cases')
        .update(change)
        .eq('id', held?.id ?? 0);
      expect({ change, message: error?.message }).toEqual({
        change,
        message: 'Only an admin can change who a case is about or who has it.',
      });
    }
    expect(
      (
        await anita
          .from('student_cases')
          .update({ stage: 'consulted' })
          .eq('id', held?.id ?? 0)
      ).error,
    ).toBeNull();
  });

  it('by booking one of their own slots with the address of a lead nobody has yet', async () => {
    const lead = newAddress();
    await stack
      .anon()
      .from('contacts')
      .insert(await stack.withPass('contacts', { name: 'Lead', email: lead, subject: 'Fees', message: 'How much?' }));
    expect((await caseOf(lead))?.counsellor_id).toBeNull();
    await bookAsVisitor(stack, anitaSlot(), lead, '127.0.2.2');
    expect((await caseOf(lead))?.counsellor_id).toBeNull();
    const anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
    const { data: caseId } = await stack.service().from('student_cases').select('id').eq('email', lead).single();
    expect((await anita.rpc('case_file', { case_id: caseId?.id ?? 0 })).error?.code).toBe('42501');
  });
});

describe('the per-address cap counts mailboxes', () => {
  it('refuses an address with a display name or angle brackets', async () => {
    const row = await stack.withPass('bookings', {
      counsellor_id: anitaId,
      starts_at: anitaSlot().starts_at,
      name: 'X',
      email: 'p0<victim@example.com>',
      home_country: 'India',
    });
    const { error } = await stack.anonFrom('127.0.3.2').from('bookings').insert(row);
    expect(error?.message).toContain('bookings_email_format');
  });

  it('counts +tags and Gmail’s dots as the one mailbox they reach', async () => {
    await bookAsVisitor(stack, anitaSlot(), 'victim.person@gmail.com', '127.0.4.2');
    await bookAsVisitor(stack, anitaSlot(), 'victimperson+2@gmail.com', '127.0.5.2');
    const row = await stack.withPass('bookings', {
      counsellor_id: anitaId,
      starts_at: anitaSlot().starts_at,
      name: 'X',
      email: 'V.i.c.t.i.m.Person+3@googlemail.com',
      home_country: 'India',
    });
    const { error } = await stack.anonFrom('127.0.6.2').from('bookings').insert(row);
    expect(error?.message).toBe(
      'This e-mail address already has two upcoming consultations. Move or cancel one from the link in its e-mail.',
    );
  });

  it('keeps control characters out of what reaches a mail', async () => {
    const row = await stack.withPass('bookings', {
      counsellor_id: anitaId,
      starts_at: anitaSlot().starts_at,
      name: 'Ravi\r\nBcc: someone@example.com',
      email: newAddress(),
      home_country: 'India',
    });
    const { error } = await stack.anonFrom('127.0.7.2').from('bookings').insert(row);
    expect(error?.message).toContain('bookings_text_has_no_control_characters');
  });
});

describe('a deleted throwaway account', () => {
  it('takes its bookings but not the case of the lead whose address it used', async () => {
    const lead = newAddress();
    const admin = await stack.signedIn({ email: 'admin@example.com', password: 'admin-demo-2026' });
    const { data: opened } = await admin
      .from('student_cases')
      .insert({ email: lead, name: 'Lead' })
      .select('id')
      .single();
    await admin.from('case_notes').insert({ case_id: opened?.id ?? 0, body: 'Called; wants Germany.' });
    const throwaway = await stack.newUser();
    const row = await stack.withPass('bookings', {
      counsellor_id: anitaId,
      starts_at: anitaSlot().starts_at,
      name: 'Lead',
      email: lead,
      home_country: 'India',
    });
    expect((await throwaway.client.from('bookings').insert(row)).error).toBeNull();
    await stack.service().auth.admin.deleteUser(throwaway.id);
    expect(await caseOf(lead)).toMatchObject({ id: opened?.id });
    const { count } = await stack
      .service()
      .from('case_notes')
      .select('*', { count: 'exact', head: true })
      .eq('case_id', opened?.id ?? 0);
    expect(count).toBe(1);
  });
});

describe('the manage link', () => {
  it('moves a booking five times at most', async () => {
    const booking = await bookDirectly(stack, anitaSlot());
    for (let version = 1; version <= 5; version++) {
      const to = anitaSlot();
      const moved = await manage(stack, {
        token: await tokenFor(booking.id, version),
        action: 'move',
        counsellor_id: to.counsellor_id,
        starts_at: to.starts_at,
      });
      expect(moved.status).toBe(200);
    }
    const to = anitaSlot();
    const sixth = await manage(stack, {
      token: await tokenFor(booking.id, 6),
      action: 'move',
      counsellor_id: to.counsellor_id,
      starts_at: to.starts_at,
    });
    expect(sixth).toEqual({
      status: 429,
      body: { error: 'This consultation has been moved five times. Please cancel it and book a new time.' },
    });
  });

  it('erases a cancelled booking with the link the cancellation gives and mails', async () => {
    const booking = await bookAsVisitor(stack, anitaSlot(), newAddress(), '127.0.8.2');
    const cancelled = await manage(stack, { token: await tokenFor(booking.id, 1), action: 'cancel' });
    expect(cancelled.status).toBe(200);
    const { token } = cancelled.body as { token: string };
    expect(token).toBe(await tokenFor(booking.id, 2));
    const mail = await waitForMail(stack, booking.email, 'booking_cancelled');
    expect(mail.html).toContain(`/booking#token=${token}`);
    expect((await manage(stack, { token, action: 'view' })).body).toMatchObject({ booking: { status: 'cancelled' } });
    expect((await manage(stack, { token, action: 'cancel' })).status).toBe(410);
    expect(await manage(stack, { token, action: 'erase' })).toEqual({ status: 200, body: { erased: true } });
    expect(await caseOf(booking.email)).toBeNull();
  });
});

describe('staff', () => {
  it('cannot revive a cancelled booking or mark one attended before it began', async () => {
    const anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
    const booking = await bookDirectly(stack, anitaSlot());
    const early = await anita.from('bookings').update({ status: 'attended' }).eq('id', booking.id);
    expect(early.error?.message).toBe('Mark attendance once the consultation has begun.');
    expect((await anita.from('bookings').update({ status: 'cancelled' }).eq('id', booking.id)).error).toBeNull();
    const revived = await anita.from('bookings').update({ status: 'booked' }).eq('id', booking.id);
    expect(revived.error?.message).toBe('A cancelled consultation stays cancelled: the student books a new time.');
  });

  it('file tasks under their own name', async () => {
    const anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
    const booking = await bookAsVisitor(stack, anitaSlot(), newAddress(), '127.0.9.2');
    const held = await caseOf(booking.email);
    const { data: sagar } = await stack
      .service()
      .from('counsellors')
      .select('user_id')
      .eq('display_name', 'Sagar Thapa')
      .single();
    const { data, error } = await anita
      .from('case_tasks')
      .insert({ case_id: held?.id ?? 0, title: 'Send the fee list', created_by: sagar?.user_id ?? null })
      .select('created_by')
      .single();
    expect(error).toBeNull();
    expect(data?.created_by).toBe(anitaId);
  });
});

describe('a booking made with a student’s address by someone else', () => {
  it('does not open the student’s shared tracker to the slot’s counsellor until the student books', async () => {
    const student = await stack.newUser();
    await student.client.from('sharing_consents').insert({ share_with_counsellors: true });
    const { data: program } = await stack.service().from('programs').select('id').limit(1).single();
    await student.client.from('applications').insert({ program_id: program?.id ?? 0 });
    const anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
    const applications = async () => (await anita.from('applications').select('id').eq('user_id', student.id)).data;

    await bookAsVisitor(stack, anitaSlot(), student.email, '127.0.10.2');
    expect((await caseOf(student.email))?.counsellor_id).toBe(anitaId);
    expect(await applications()).toEqual([]);
    const caseId = (await caseOf(student.email))?.id ?? 0;
    expect(
      ((await anita.rpc('case_file', { case_id: caseId })).data as { applications: unknown }).applications,
    ).toBeNull();

    const own = await stack.withPass('bookings', {
      counsellor_id: anitaId,
      starts_at: anitaSlot().starts_at,
      name: 'Me',
      email: student.email,
      home_country: 'India',
    });
    expect((await student.client.from('bookings').insert(own)).error).toBeNull();
    expect(await applications()).toHaveLength(1);
  });
});
