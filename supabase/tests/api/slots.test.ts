// Slot generation (private.slots_between) across Europe's daylight-saving changes of 2027: the office
// hours stay on the counsellor's clock (Europe/Berlin: 9:00 is 9:00 in CET and in CEST), so the slots
// move by an hour in UTC on Sunday 28 March and back on Sunday 31 October. The booking page shows them
// in the visitor's zone; the last tests read the first slot of those days as families in India, Nepal,
// Bangladesh, Pakistan and Sri Lanka see it (none of those zones has daylight saving).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUNSELLORS, startTestStack, type TestStack } from '../support/stack.ts';

describe('slots in the counsellor’s time zone, across daylight-saving changes', () => {
  let stack: TestStack;
  let berlin: string;

  /** The slots of one counsellor in [from, until) as ISO instants (UTC). */
  const slots = async (counsellor: string, from: string, until: string) =>
    (
      await stack.engine.owner.query<{ starts_at: Date }>(
        `select starts_at from private.slots_between($1::timestamptz, $2::timestamptz)
          where counsellor_id = $3 order by starts_at`,
        [from, until, counsellor],
      )
    ).rows.map((row) => row.starts_at.toISOString());
  /** One UTC day's slots. */
  const day = (counsellor: string, date: string) => {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return slots(counsellor, `${date}T00:00:00Z`, next.toISOString());
  };
  const halfHours = (first: string, count: number) =>
    Array.from({ length: count }, (_, i) => new Date(Date.parse(first) + i * 30 * 60_000).toISOString());

  beforeAll(async () => {
    stack = await startTestStack();
    const { data } = await stack.service().from('counsellors').select('user_id, display_name, time_zone');
    const anita = data?.find((c) => c.display_name === DEMO_COUNSELLORS[0].fullName);
    expect(anita?.time_zone).toBe('Europe/Berlin');
    berlin = anita?.user_id ?? '';
  });
  afterAll(() => stack?.close());

  it('Monday 9:00–18:00 in Berlin is 08:00–17:00 UTC before 28 March 2027 and 07:00–16:00 UTC after', async () => {
    expect(await day(berlin, '2027-03-22')).toEqual(halfHours('2027-03-22T08:00:00.000Z', 18));
    expect(await day(berlin, '2027-03-29')).toEqual(halfHours('2027-03-29T07:00:00.000Z', 18));
  });

  it('and back on 31 October 2027: 07:00 UTC on Monday the 25th, 08:00 UTC on Monday 1 November', async () => {
    expect(await day(berlin, '2027-10-25')).toEqual(halfHours('2027-10-25T07:00:00.000Z', 18));
    expect(await day(berlin, '2027-11-01')).toEqual(halfHours('2027-11-01T08:00:00.000Z', 18));
  });

  it('Saturday 10:00–14:00 gives 8 slots, on either side of each change; the changing Sundays have none', async () => {
    expect(await day(berlin, '2027-03-27')).toEqual(halfHours('2027-03-27T09:00:00.000Z', 8));
    expect(await day(berlin, '2027-04-03')).toEqual(halfHours('2027-04-03T08:00:00.000Z', 8));
    expect(await day(berlin, '2027-10-30')).toEqual(halfHours('2027-10-30T08:00:00.000Z', 8));
    expect(await day(berlin, '2027-11-06')).toEqual(halfHours('2027-11-06T09:00:00.000Z', 8));
    expect(await day(berlin, '2027-03-28')).toEqual([]);
    expect(await day(berlin, '2027-10-31')).toEqual([]);
  });

  it('the week of a change has the whole week’s slots (5 × 18 + 8), none lost or doubled', async () => {
    for (const [from, until] of [
      ['2027-03-22T00:00:00Z', '2027-03-29T00:00:00Z'],
      ['2027-10-25T00:00:00Z', '2027-11-01T00:00:00Z'],
    ] as const) {
      const week = await slots(berlin, from, until);
      expect(week).toHaveLength(98);
      expect(new Set(week).size).toBe(98);
    }
  });

  it('a day off removes that day, for that counsellor only', async () => {
    const { error } = await stack
      .service()
      .from('counsellor_days_off')
      .insert({ counsellor_id: berlin, day: '2027-03-29', note: 'Easter Monday' });
    expect(error).toBeNull();
    expect(await day(berlin, '2027-03-29')).toEqual([]);
    expect(await day(berlin, '2027-03-30')).toHaveLength(18);
    const { rows } = await stack.engine.owner.query<{ n: number }>(
      `select count(*)::int as n from private.slots_between('2027-03-29T00:00Z', '2027-03-30T00:00Z')
        where counsellor_id <> $1`,
      [berlin],
    );
    expect(rows[0]?.n).toBe(18);
  });

  it('a counsellor whose hours are written in Asia/Kolkata keeps 9:00 IST = 03:30 UTC all year', async () => {
    const kolkata = await stack.newUser({ full_name: 'Meera' });
    const service = stack.service();
    expect(
      (
        await service.from('counsellors').insert({
          user_id: kolkata.id,
          display_name: 'Meera',
          time_zone: 'Asia/Kolkata',
          video_link: 'https://meet.example.com/meera',
        })
      ).error,
    ).toBeNull();
    expect((await day(kolkata.id, '2027-03-22'))[0]).toBe('2027-03-22T03:30:00.000Z');
    expect((await day(kolkata.id, '2027-03-29'))[0]).toBe('2027-03-29T03:30:00.000Z');
    expect((await day(kolkata.id, '2027-11-01'))[0]).toBe('2027-11-01T03:30:00.000Z');
  });

  describe('the first Monday slot as families in South Asia read it', () => {
    const ZONES = ['Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Dhaka', 'Asia/Karachi', 'Asia/Colombo'] as const;
    const local = (instant: string, timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        new Date(instant),
      );
    const firstSlotIn = async (date: string) => {
      const first = (await day(berlin, date))[0] as string;
      return Object.fromEntries(ZONES.map((zone) => [zone, local(first, zone)]));
    };
    // 9:00 in Berlin: CET (UTC+1) in winter, CEST (UTC+2) in summer.
    const WINTER = {
      'Asia/Kolkata': '13:30',
      'Asia/Kathmandu': '13:45',
      'Asia/Dhaka': '14:00',
      'Asia/Karachi': '13:00',
      'Asia/Colombo': '13:30',
    };
    const SUMMER = {
      'Asia/Kolkata': '12:30',
      'Asia/Kathmandu': '12:45',
      'Asia/Dhaka': '13:00',
      'Asia/Karachi': '12:00',
      'Asia/Colombo': '12:30',
    };

    it('before 28 March 2027 (08:00 UTC) and after it (07:00 UTC)', async () => {
      expect(await firstSlotIn('2027-03-22')).toEqual(WINTER);
      expect(await firstSlotIn('2027-03-30')).toEqual(SUMMER);
    });

    it('before 31 October 2027 (07:00 UTC) and after it (08:00 UTC)', async () => {
      expect(await firstSlotIn('2027-10-25')).toEqual(SUMMER);
      expect(await firstSlotIn('2027-11-01')).toEqual(WINTER);
    });

    it('a Saturday’s 10:00 Berlin slot, read in Kathmandu, on each side of the March change', async () => {
      const before = (await day(berlin, '2027-03-27'))[0] as string;
      const after = (await day(berlin, '2027-04-03'))[0] as string;
      expect([local(before, 'Asia/Kathmandu'), local(after, 'Asia/Kathmandu')]).toEqual(['14:45', '13:45']);
    });
  });
});
