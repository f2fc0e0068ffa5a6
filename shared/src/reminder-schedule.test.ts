// Reminders on the student's calendar across Europe's daylight-saving changes of 2027 (Sunday 28 March:
// CET → CEST at 02:00; Sunday 31 October: CEST → CET at 03:00) and in South Asia's zones without
// daylight saving, one of them a quarter hour off the hour (Asia/Kathmandu, +5:45).
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysLeftText,
  digestDueFrom,
  dueDigest,
  dueReminders,
  localDate,
  nextReminder,
  reminderDueFrom,
  reminderOffset,
  startOfLocalDay,
  weekOf,
} from './reminder-schedule.ts';

const iso = (date: Date) => date.toISOString();

describe('reminderOffset', () => {
  it('gives each day before a date the nearest reminder whose day has come', () => {
    const date = '2027-05-20';
    const offsetOn = (daysBefore: number) => reminderOffset(date, addDays(date, -daysBefore));
    expect(offsetOn(15)).toBeNull();
    expect([14, 13, 8].map(offsetOn)).toEqual([14, 14, 14]);
    expect([7, 3].map(offsetOn)).toEqual([7, 7]);
    expect([2, 1, 0].map(offsetOn)).toEqual([2, 2, 2]);
    expect(offsetOn(-1)).toBeNull();
  });

  it('counts calendar days across month and year ends', () => {
    expect(daysBetween('2027-12-25', '2028-01-08')).toBe(14);
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('reminderDueFrom (local midnight of D-n)', () => {
  it('follows Berlin’s clock across the spring change', () => {
    // D-14 and D-7 fall on CET days (UTC+1), D-2 on a CEST day (UTC+2).
    expect(iso(reminderDueFrom('2027-04-04', 14, 'Europe/Berlin'))).toBe('2027-03-20T23:00:00.000Z');
    // Midnight of the change day itself is still CET: the change comes at 02:00.
    expect(iso(reminderDueFrom('2027-04-04', 7, 'Europe/Berlin'))).toBe('2027-03-27T23:00:00.000Z');
    expect(iso(reminderDueFrom('2027-04-04', 2, 'Europe/Berlin'))).toBe('2027-04-01T22:00:00.000Z');
  });

  it('follows Berlin’s clock across the autumn change', () => {
    // The change day's midnight is still CEST (the change comes at 03:00), the next days CET.
    expect(iso(reminderDueFrom('2027-11-07', 7, 'Europe/Berlin'))).toBe('2027-10-30T22:00:00.000Z');
    expect(iso(reminderDueFrom('2027-11-07', 2, 'Europe/Berlin'))).toBe('2027-11-04T23:00:00.000Z');
    expect(iso(reminderDueFrom('2027-11-02', 2, 'Europe/London'))).toBe('2027-10-30T23:00:00.000Z');
    expect(iso(reminderDueFrom('2027-11-03', 2, 'Europe/London'))).toBe('2027-11-01T00:00:00.000Z');
  });

  it('is the same local midnight all year in India and Nepal', () => {
    for (const date of ['2027-03-30', '2027-11-02']) {
      const day = addDays(date, -2);
      expect(iso(reminderDueFrom(date, 2, 'Asia/Kolkata'))).toBe(`${addDays(day, -1)}T18:30:00.000Z`);
      expect(iso(reminderDueFrom(date, 2, 'Asia/Kathmandu'))).toBe(`${addDays(day, -1)}T18:15:00.000Z`);
    }
  });

  it('finds a day’s first minute where a change skips midnight', () => {
    // Whatever a zone does at midnight, the start is on that day and the minute before is not.
    for (const zone of ['America/Santiago', 'America/Havana', 'Asia/Kathmandu', 'Europe/Berlin']) {
      for (let day = 0; day < 400; day += 3) {
        const date = addDays('2027-01-01', day);
        const start = startOfLocalDay(date, zone);
        expect(localDate(start, zone)).toBe(date);
        expect(localDate(start.getTime() - 60_000, zone)).toBe(addDays(date, -1));
      }
    }
  });
});

describe('dueReminders', () => {
  const dates = [
    { kind: 'deadline' as const, id: 1, date: '2027-03-30' },
    { kind: 'step' as const, id: 7, date: '2027-04-11' },
    { kind: 'step' as const, id: 8, date: '2027-05-30' },
  ];

  it('turns over at the student’s midnight, not UTC’s', () => {
    // 18:29 UTC on 27 March is 23:59 in India: the deadline is three days away (the 7-day reminder).
    const before = dueReminders(dates, { now: new Date('2027-03-27T18:29:00Z'), timeZone: 'Asia/Kolkata' });
    // Step 7 is still fifteen days away: nothing yet.
    expect(before.map((r) => [r.kind, r.id, r.offset, r.daysLeft])).toEqual([['deadline', 1, 7, 3]]);
    // A minute later it is 28 March in India: the 2-day reminder, and step 7 is exactly 14 days away.
    const after = dueReminders(dates, { now: new Date('2027-03-27T18:30:00Z'), timeZone: 'Asia/Kolkata' });
    expect(after.map((r) => [r.id, r.offset, r.daysLeft])).toEqual([
      [1, 2, 2],
      [7, 14, 14],
    ]);
    expect(iso(after[0]?.dueFrom as Date)).toBe('2027-03-27T18:30:00.000Z');
    // Kathmandu turned over a quarter of an hour earlier; Berlin is still on 27 March.
    expect(dueReminders(dates, { now: new Date('2027-03-27T18:15:00Z'), timeZone: 'Asia/Kathmandu' })[0]?.offset).toBe(
      2,
    );
    expect(dueReminders(dates, { now: new Date('2027-03-27T18:30:00Z'), timeZone: 'Europe/Berlin' })[0]?.offset).toBe(
      7,
    );
  });

  it('keeps the day across the night Berlin’s clocks go forward', () => {
    // 23:30 UTC on 27 March is 00:30 CET on 28 March: two days before 30 March.
    const [reminder] = dueReminders(dates, { now: new Date('2027-03-27T23:30:00Z'), timeZone: 'Europe/Berlin' });
    expect(reminder).toMatchObject({ id: 1, offset: 2, daysLeft: 2 });
    expect(iso(reminder?.dueFrom as Date)).toBe('2027-03-27T23:00:00.000Z');
  });

  it('sends nothing for a date that has passed, and one reminder with the true days left for a late date', () => {
    expect(dueReminders(dates, { now: new Date('2027-03-31T12:00:00Z'), timeZone: 'Asia/Kolkata' })).toHaveLength(1);
    const late = dueReminders([{ kind: 'step', id: 9, date: '2027-06-05' }], {
      now: new Date('2027-05-31T06:00:00Z'),
      timeZone: 'Asia/Kolkata',
    });
    expect(late.map((r) => [r.offset, r.daysLeft, daysLeftText(r.daysLeft)])).toEqual([[7, 5, 'in 5 days']]);
    expect([0, 1, 2].map(daysLeftText)).toEqual(['today', 'tomorrow', 'in 2 days']);
  });

  it('tells the next reminder still ahead', () => {
    const now = new Date('2027-03-25T00:00:00Z');
    expect(nextReminder('2027-04-04', { now, timeZone: 'Europe/Berlin' })).toEqual({
      offset: 7,
      dueFrom: new Date('2027-03-27T23:00:00Z'),
    });
    expect(nextReminder('2027-03-26', { now, timeZone: 'Europe/Berlin' })).toBeNull();
  });
});

describe('weekly digest', () => {
  it('is due from Monday 08:00 on the student’s clock', () => {
    // Monday 29 March 2027: Berlin is on CEST since the day before.
    expect(weekOf(new Date('2027-03-31T12:00:00Z'), 'Europe/Berlin')).toBe('2027-03-29');
    expect(iso(digestDueFrom('2027-03-29', 'Europe/Berlin'))).toBe('2027-03-29T06:00:00.000Z');
    expect(iso(digestDueFrom('2027-03-22', 'Europe/Berlin'))).toBe('2027-03-22T07:00:00.000Z');
    expect(iso(digestDueFrom('2027-11-01', 'Europe/Berlin'))).toBe('2027-11-01T07:00:00.000Z');
    expect(iso(digestDueFrom('2027-03-29', 'Asia/Kolkata'))).toBe('2027-03-29T02:30:00.000Z');
    expect(iso(digestDueFrom('2027-03-29', 'Asia/Kathmandu'))).toBe('2027-03-29T02:15:00.000Z');
  });

  it('is not due before then, and due for that week all week after', () => {
    expect(dueDigest(new Date('2027-03-29T05:59:00Z'), 'Europe/Berlin')).toBeNull();
    expect(dueDigest(new Date('2027-03-29T06:00:00Z'), 'Europe/Berlin')?.weekOf).toBe('2027-03-29');
    expect(dueDigest(new Date('2027-04-04T21:00:00Z'), 'Europe/Berlin')?.weekOf).toBe('2027-03-29');
    // Sunday 19:00 UTC is already Monday 00:30 in India: next week, not due until 08:00.
    expect(dueDigest(new Date('2027-04-04T19:00:00Z'), 'Asia/Kolkata')).toBeNull();
  });
});
