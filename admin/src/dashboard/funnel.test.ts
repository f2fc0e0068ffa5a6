import { describe, expect, it } from 'vitest';
import type { FunnelRow } from '../providers/types.ts';
import { funnelByCountry, funnelByWeek, funnelTotal, percent } from './funnel.ts';

const row = (week: string, home_country: string, counts: Partial<FunnelRow>): FunnelRow => ({
  week,
  home_country,
  leads: 0,
  booked: 0,
  showed_up: 0,
  no_shows: 0,
  consulted: 0,
  applying: 0,
  admitted: 0,
  visa: 0,
  enrolled: 0,
  closed: 0,
  booking_rate: 0,
  show_up_rate: 0,
  enrolment_rate: 0,
  ...counts,
});

const rows = [
  row('2026-11-23', 'India', { leads: 10, booked: 5, showed_up: 4, enrolled: 1 }),
  row('2026-11-23', 'Nepal', { leads: 2, booked: 2, showed_up: 1 }),
  row('2026-11-16', 'India', { leads: 4, booked: 1, showed_up: 0, no_shows: 1 }),
];

describe('the funnel on the dashboard', () => {
  it('sums each week over its home countries and computes the rates from the sums', () => {
    const [latest, earlier] = funnelByWeek(rows);
    expect(latest).toMatchObject({ key: '2026-11-23', leads: 12, booked: 7, showed_up: 5, enrolled: 1 });
    expect(latest?.booking_rate).toBeCloseTo(7 / 12);
    expect(latest?.show_up_rate).toBeCloseTo(5 / 7);
    expect(earlier).toMatchObject({ key: '2026-11-16', leads: 4, no_shows: 1, show_up_rate: 0 });
  });

  it('sums each home country over the weeks, most leads first', () => {
    expect(funnelByCountry(rows).map((line) => [line.key, line.leads, line.booked])).toEqual([
      ['India', 14, 6],
      ['Nepal', 2, 2],
    ]);
  });

  it('has no rate where nothing was booked, rather than a division by zero', () => {
    const total = funnelTotal([row('2026-11-23', 'India', { leads: 3 })]);
    expect(total?.show_up_rate).toBeNull();
    expect(percent(total?.show_up_rate ?? null)).toBe('—');
    expect(percent(total?.booking_rate ?? null)).toBe('0%');
  });
});
