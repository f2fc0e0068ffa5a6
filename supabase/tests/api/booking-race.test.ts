// One slot, one booking: the database decides (the partial unique index bookings_one_per_slot), not
// the booking page. Sixteen visitors from sixteen addresses (distinct networks, so no rate limit is in
// play) ask for the same slot at once: one booking is stored, every other request is refused as taken.
// Then the guard every visitor's booking passes: the cap per e-mail, the slot's validity, the honeypot
// and the human pass. On both engines (PGlite answers the requests one after another; PostgreSQL runs
// them in parallel transactions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../support/rls.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

interface Slot {
  counsellor_id: string;
  starts_at: string;
}

describe('bookings: one per slot, and only open slots', () => {
  let stack: TestStack;
  let slots: Slot[];
  let network = 0;
  /** A visitor on their own network (127.0.N.1), so each test's requests count against their own limits. */
  const visitor = () => {
    network += 1;
    return stack.anonFrom(`127.0.${network}.1`);
  };
  const booking = (slot: Slot, email = `visitor.${unique()}@example.com`) => ({
    counsellor_id: slot.counsellor_id,
    starts_at: slot.starts_at,
    name: 'Sita',
    email,
    home_country: 'Nepal',
    language: 'Nepali' as const,
  });
  const stored = async (filter: { email?: string; slot?: Slot }) => {
    let query = stack.service().from('bookings').select('id, email, counsellor_id, starts_at');
    if (filter.email) query = query.eq('email', filter.email);
    if (filter.slot)
      query = query.eq('counsellor_id', filter.slot.counsellor_id).eq('starts_at', filter.slot.starts_at);
    const { data, error } = await query;
    if (error) throw error;
    return data;
  };
  /** The counsellor's slots (taken or not) in a range, as the database generates them. */
  const slotsBetween = async (from: string, until: string) =>
    (
      await stack.engine.owner.query<{ counsellor_id: string; starts_at: Date }>(
        `select counsellor_id, starts_at from private.slots_between(now() + $1::interval, now() + $2::interval)
          order by starts_at, counsellor_id`,
        [from, until],
      )
    ).rows.map((row) => ({ counsellor_id: row.counsellor_id, starts_at: row.starts_at.toISOString() }));

  beforeAll(async () => {
    stack = await startTestStack();
    const { data, error } = await stack.anon().rpc('open_slots');
    if (error) throw error;
    slots = data ?? [];
    expect(slots.length).toBeGreaterThan(100);
  });
  afterAll(() => stack?.close());

  it('16 visitors asking for one slot at once: exactly one booking, every other request refused as taken', async () => {
    const slot = slots[0] as Slot;
    const requests = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const row = await stack.withPass('bookings', booking(slot, `racer.${i}.${unique()}@example.com`));
        return visitor().from('bookings').insert(row);
      }),
    );
    const won = requests.filter((r) => r.error === null);
    const lost = requests.filter((r) => r.error !== null);
    expect(won).toHaveLength(1);
    expect(won[0]?.status).toBe(201);
    expect(lost.map((r) => [r.status, r.error?.code])).toEqual(Array(15).fill([409, '23505']));
    expect(await stored({ slot })).toHaveLength(1);
    // The taken slot is no longer offered; the other counsellor's slots at the same time still are.
    const { data: after } = await stack.anon().rpc('open_slots');
    expect(after?.some((s) => s.counsellor_id === slot.counsellor_id && s.starts_at === slot.starts_at)).toBe(false);
    expect(after?.length).toBe(slots.length - 1);
  });

  it('a cancelled booking frees its slot for the next visitor', async () => {
    const slot = slots[0] as Slot;
    await stack
      .service()
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('counsellor_id', slot.counsellor_id)
      .eq('starts_at', slot.starts_at);
    const { error } = await visitor()
      .from('bookings')
      .insert(await stack.withPass('bookings', booking(slot)));
    expect(error).toBeNull();
    expect(await stored({ slot })).toHaveLength(2);
  });

  it('one e-mail address holds two upcoming consultations; the third is refused with the reason', async () => {
    const email = `planner.${unique()}@example.com`;
    const client = visitor();
    for (const slot of [slots[10], slots[20]] as Slot[]) {
      expect(
        (await client.from('bookings').insert(await stack.withPass('bookings', booking(slot, email)))).error,
      ).toBeNull();
    }
    const third = await visitor()
      .from('bookings')
      .insert(await stack.withPass('bookings', booking(slots[30] as Slot, email.toUpperCase())));
    expect(third.status).toBe(429);
    expect(third.error?.message).toBe(
      'This e-mail address already has two upcoming consultations. Move or cancel one from the link in its e-mail.',
    );
    expect(await stored({ email })).toHaveLength(2);
  });

  it('a time that is not an open slot is refused: off the half hour, outside hours, past, too far ahead', async () => {
    const open = slots[40] as Slot;
    const offTheHalfHour = { ...open, starts_at: new Date(Date.parse(open.starts_at) + 15 * 60_000).toISOString() };
    // A Sunday: no office hours.
    const sunday = new Date(Date.parse(open.starts_at));
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
    sunday.setUTCHours(11, 0, 0, 0);
    const outsideHours = { ...open, starts_at: sunday.toISOString() };
    const [past] = await slotsBetween('-7 days', '-1 day');
    const [tooFar] = await slotsBetween('22 days', '29 days');
    const [tooSoon] = await slotsBetween('0 seconds', '2 hours');
    const attempts = [offTheHalfHour, outsideHours, past, tooFar, ...(tooSoon ? [tooSoon] : [])] as Slot[];
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    for (const slot of attempts) {
      const email = `wrongtime.${unique()}@example.com`;
      const { error } = await visitor()
        .from('bookings')
        .insert(await stack.withPass('bookings', booking(slot, email)));
      expect(error?.code, slot.starts_at).toBe('22023');
      expect(error?.message).toBe('That time is not open for booking. Please pick one of the times shown.');
      expect(await stored({ email })).toEqual([]);
    }
    // Nor with a counsellor who is not one (an unknown id).
    const stranger = await visitor()
      .from('bookings')
      .insert(await stack.withPass('bookings', booking({ ...open, counsellor_id: crypto.randomUUID() })));
    expect(stranger.error).not.toBeNull();
  });

  it('a filled honeypot looks like success and stores nothing, not even a case', async () => {
    const email = `bot.${unique()}@example.com`;
    const { error } = await visitor()
      .from('bookings')
      .insert(
        await stack.withPass('bookings', { ...booking(slots[50] as Slot, email), website: 'https://spam.example' }),
      );
    expect(error).toBeNull();
    expect(await stored({ email })).toEqual([]);
    const { data: cases } = await stack.service().from('student_cases').select('id').eq('email', email);
    expect(cases).toEqual([]);
  });

  it('a booking without a human pass, or with a spent one, is refused', async () => {
    const email = `nopass.${unique()}@example.com`;
    const none = await visitor()
      .from('bookings')
      .insert(booking(slots[60] as Slot, email));
    expect(none.status).toBe(403);
    expect(none.error?.message).toBe('Please complete the check that you are human, then send the form again.');
    const row = await stack.withPass('bookings', booking(slots[61] as Slot, email));
    expect((await visitor().from('bookings').insert(row)).error).toBeNull();
    const again = await visitor()
      .from('bookings')
      .insert({ ...row, starts_at: (slots[62] as Slot).starts_at, counsellor_id: (slots[62] as Slot).counsellor_id });
    expect(again.status).toBe(403);
    expect(await stored({ email })).toHaveLength(1);
  });

  it('a pass for the contact form does not book', async () => {
    const email = `otherform.${unique()}@example.com`;
    const { error } = await visitor()
      .from('bookings')
      .insert(await stack.withPass('contacts', booking(slots[70] as Slot, email)));
    expect(error?.code).toBe('PT403');
    expect(await stored({ email })).toEqual([]);
  });
});
