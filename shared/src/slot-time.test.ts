// Consultation times on the visitor's clock across Europe's daylight-saving changes of 2027 (Sunday
// 28 March: CET → CEST; Sunday 31 October: CEST → CET). The office hours stay 9:00–18:00 on Europe's
// clock, so in South Asia (no daylight saving) they start an hour earlier from 29 March and an hour
// later again from 1 November.
import { describe, expect, it } from 'vitest';
import {
  canonicalZone,
  dayKey,
  formatDay,
  formatSlot,
  formatTime,
  groupByDay,
  officeHoursIn,
  officeSlotsOn,
  offsetMinutes,
  wallTimeToInstant,
  zoneAbbreviation,
} from './slot-time.ts';

const ZONES = ['Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Dhaka', 'Asia/Karachi', 'Asia/Colombo'] as const;

/** The first and last slot of an office day, on each South Asian clock. */
const firstAndLast = (day: string) =>
  Object.fromEntries(
    ZONES.map((zone) => {
      const slots = officeSlotsOn(day);
      return [zone, [formatTime(slots[0] as Date, zone), formatTime(slots.at(-1) as Date, zone)]];
    }),
  );

describe('office slots across the March 2027 change (CET → CEST on Sunday 28 March)', () => {
  it('Friday 26 March, CET: 9:00–17:30 in Berlin is 8:00–16:30 UTC', () => {
    const slots = officeSlotsOn('2027-03-26');
    expect(slots).toHaveLength(18);
    expect(slots[0]?.toISOString()).toBe('2027-03-26T08:00:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2027-03-26T16:30:00.000Z');
    expect(firstAndLast('2027-03-26')).toEqual({
      'Asia/Kolkata': ['1:30 PM', '10:00 PM'],
      'Asia/Kathmandu': ['1:45 PM', '10:15 PM'],
      'Asia/Dhaka': ['2:00 PM', '10:30 PM'],
      'Asia/Karachi': ['1:00 PM', '9:30 PM'],
      'Asia/Colombo': ['1:30 PM', '10:00 PM'],
    });
  });

  it('Saturday 27 March: 10:00–13:30 CET; Sunday 28 March: no slots', () => {
    expect(officeSlotsOn('2027-03-27').map((s) => s.toISOString())).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'].map((t) => `2027-03-27T${t}:00.000Z`),
    );
    expect(officeSlotsOn('2027-03-28')).toEqual([]);
  });

  it('Monday 29 March, CEST: the same hours in Berlin start an hour earlier on every South Asian clock', () => {
    const slots = officeSlotsOn('2027-03-29');
    expect(slots).toHaveLength(18);
    expect(slots[0]?.toISOString()).toBe('2027-03-29T07:00:00.000Z');
    expect(firstAndLast('2027-03-29')).toEqual({
      'Asia/Kolkata': ['12:30 PM', '9:00 PM'],
      'Asia/Kathmandu': ['12:45 PM', '9:15 PM'],
      'Asia/Dhaka': ['1:00 PM', '9:30 PM'],
      'Asia/Karachi': ['12:00 PM', '8:30 PM'],
      'Asia/Colombo': ['12:30 PM', '9:00 PM'],
    });
  });
});

describe('office slots across the October 2027 change (CEST → CET on Sunday 31 October)', () => {
  it('Friday 29 October, CEST: 9:00 Berlin is 7:00 UTC, 12:30 PM in India', () => {
    expect(officeSlotsOn('2027-10-29')[0]?.toISOString()).toBe('2027-10-29T07:00:00.000Z');
    expect(firstAndLast('2027-10-29')).toEqual({
      'Asia/Kolkata': ['12:30 PM', '9:00 PM'],
      'Asia/Kathmandu': ['12:45 PM', '9:15 PM'],
      'Asia/Dhaka': ['1:00 PM', '9:30 PM'],
      'Asia/Karachi': ['12:00 PM', '8:30 PM'],
      'Asia/Colombo': ['12:30 PM', '9:00 PM'],
    });
  });

  it('Saturday 30 October is still CEST; Monday 1 November, CET: an hour later on every South Asian clock', () => {
    expect(officeSlotsOn('2027-10-30')[0]?.toISOString()).toBe('2027-10-30T08:00:00.000Z');
    expect(officeSlotsOn('2027-10-31')).toEqual([]);
    expect(officeSlotsOn('2027-11-01')[0]?.toISOString()).toBe('2027-11-01T08:00:00.000Z');
    expect(firstAndLast('2027-11-01')).toEqual({
      'Asia/Kolkata': ['1:30 PM', '10:00 PM'],
      'Asia/Kathmandu': ['1:45 PM', '10:15 PM'],
      'Asia/Dhaka': ['2:00 PM', '10:30 PM'],
      'Asia/Karachi': ['1:00 PM', '9:30 PM'],
      'Asia/Colombo': ['1:30 PM', '10:00 PM'],
    });
  });
});

describe('grouping by the visitor’s day', () => {
  const week = ['2027-03-26', '2027-03-27', '2027-03-29'].flatMap(officeSlotsOn).map((d) => ({
    starts_at: d.toISOString().replace('.000Z', '+00:00'),
  }));

  it('in each South Asian zone, one group per office day, its slots in order', () => {
    for (const zone of ZONES) {
      const days = groupByDay([...week].reverse(), zone);
      expect(days.map((d) => d.day)).toEqual(['2027-03-26', '2027-03-27', '2027-03-29']);
      expect(days.map((d) => d.slots.length)).toEqual([18, 8, 18]);
      expect(days[0]?.slots[0]?.starts_at).toBe('2027-03-26T08:00:00+00:00');
    }
  });

  it('splits an office day where the visitor’s midnight falls inside it (Auckland)', () => {
    const days = groupByDay(week, 'Pacific/Auckland');
    expect(days[0]).toMatchObject({ day: '2027-03-26' });
    // 08:00 UTC is 21:00 in Auckland (NZDT, +13): the evening's slots on the 26th, the rest on the 27th.
    expect(days[0]?.slots.map((s) => formatTime(s.starts_at, 'Pacific/Auckland'))).toEqual([
      '9:00 PM',
      '9:30 PM',
      '10:00 PM',
      '10:30 PM',
      '11:00 PM',
      '11:30 PM',
    ]);
    expect(days[1]?.day).toBe('2027-03-27');
  });
});

describe('formatting', () => {
  it('a slot reads with its day, 12-hour time and the zone families know', () => {
    expect(formatSlot('2027-03-29T07:00:00+00:00', 'Asia/Kolkata')).toBe('Monday 29 March, 12:30 PM IST');
    expect(formatSlot('2027-03-29T07:00:00+00:00', 'Asia/Kathmandu')).toBe('Monday 29 March, 12:45 PM NPT');
    expect(formatSlot('2027-03-29T07:00:00+00:00', 'Asia/Dhaka')).toBe('Monday 29 March, 1:00 PM BST');
    expect(formatSlot('2027-03-29T07:00:00+00:00', 'Asia/Karachi')).toBe('Monday 29 March, 12:00 PM PKT');
    expect(formatSlot('2027-03-29T07:00:00+00:00', 'Asia/Colombo')).toBe('Monday 29 March, 12:30 PM SLST');
    expect(formatSlot('2027-03-29T07:00:00+00:00', 'Europe/Berlin')).toBe('Monday 29 March, 9:00 AM CEST');
    expect(formatSlot('2027-03-26T08:00:00+00:00', 'Europe/Berlin')).toBe('Friday 26 March, 9:00 AM CET');
    expect(formatDay('2027-10-31', { short: true })).toBe('Sun 31 Oct');
  });

  it('midnight and noon on the 12-hour clock', () => {
    expect(formatTime('2027-01-01T00:00:00Z', 'UTC')).toBe('12:00 AM');
    expect(formatTime('2027-01-01T12:05:00Z', 'UTC')).toBe('12:05 PM');
  });

  it('offsets and wall times either side of a change', () => {
    expect(offsetMinutes('2027-03-28T00:59:00Z', 'Europe/Berlin')).toBe(60);
    expect(offsetMinutes('2027-03-28T01:00:00Z', 'Europe/Berlin')).toBe(120);
    expect(offsetMinutes('2027-03-28T01:00:00Z', 'Asia/Kathmandu')).toBe(345);
    expect(wallTimeToInstant('2027-10-31', '12:00', 'Europe/Berlin').toISOString()).toBe('2027-10-31T11:00:00.000Z');
    expect(wallTimeToInstant('2027-10-30', '12:00', 'Europe/Berlin').toISOString()).toBe('2027-10-30T10:00:00.000Z');
    expect(dayKey('2027-03-26T18:30:00Z', 'Asia/Kolkata')).toBe('2027-03-27');
    expect(zoneAbbreviation('Asia/Calcutta', '2027-01-15T12:00:00Z')).toBe('IST');
    expect(canonicalZone('Asia/Katmandu')).toBe('Asia/Kathmandu');
    expect(zoneAbbreviation('America/New_York', '2027-01-15T12:00:00Z')).toMatch(/EST|GMT-5/);
  });
});

describe('office hours on the visitor’s clock (/contact)', () => {
  it('follow Europe’s daylight saving', () => {
    expect(officeHoursIn('Asia/Kolkata', '2027-03-24T12:00:00Z')).toEqual([
      { days: 'Mon-Fri', hours: '1:30 PM–10:30 PM IST' },
      { days: 'Sat', hours: '2:30 PM–6:30 PM IST' },
      { days: 'Sun', hours: 'Closed' },
    ]);
    expect(officeHoursIn('Asia/Kathmandu', '2027-04-07T12:00:00Z')[0]).toEqual({
      days: 'Mon-Fri',
      hours: '12:45 PM–9:45 PM NPT',
    });
    expect(officeHoursIn('Europe/Berlin', '2027-07-01T12:00:00Z')[1]).toEqual({
      days: 'Sat',
      hours: '10:00 AM–2:00 PM CEST',
    });
    expect(officeHoursIn('Pacific/Honolulu', '2027-07-01T12:00:00Z')[0]?.hours).toMatch(
      /^9:00 PM–6:00 AM .* \(day before\)$/,
    );
  });
});
