import { describe, expect, it } from 'vitest';
import {
  descriptionOrFallback,
  formatAdminDate,
  formatAdminDateTime,
  formatCalendarDate,
  formatDuration,
  formatInr,
  formatMoney,
  formatNewsDate,
  formatPaidAmount,
  formatStoryDate,
  orFallback,
  programsOrFallback,
  tuitionOrFallback,
} from './format.ts';

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [99999, '₹99,999'],
    [123456, '₹1,23,456'],
    [1500000, '₹15,00,000'],
    [123456789, '₹12,34,56,789'],
  ])('groups %d the Indian way', (n, expected) => {
    expect(formatInr(n)).toBe(expected);
  });

  it('shows paise only when the amount has them', () => {
    expect(formatInr(1234.5)).toBe('₹1,234.50');
  });
});

describe('formatNewsDate', () => {
  it('formats a calendar date in en-GB, whatever the zone', () => {
    expect(formatNewsDate('2026-03-05')).toBe('05/03/2026');
    expect(formatNewsDate('2026-03-05', { timeZone: 'America/Los_Angeles' })).toBe('05/03/2026');
  });

  it.each([null, undefined, '', 'not a date'])('falls back to Recent News for %j', (value) => {
    expect(formatNewsDate(value)).toBe('Recent News');
  });
});

describe('formatStoryDate', () => {
  it('is an en-US long date with time in the given zone', () => {
    expect(formatStoryDate('2026-03-05T14:30:00Z', { timeZone: 'UTC' })).toBe('March 5, 2026 at 02:30 PM');
    expect(formatStoryDate('2026-03-05T14:30:00Z', { timeZone: 'Asia/Kolkata' })).toBe('March 5, 2026 at 08:00 PM');
  });

  it('accepts PostgREST timestamps with microseconds and offset', () => {
    expect(formatStoryDate('2026-03-05T14:30:00.123456+00:00', { timeZone: 'UTC' })).toBe('March 5, 2026 at 02:30 PM');
  });

  it('returns an empty string for an invalid value', () => {
    expect(formatStoryDate('nope')).toBe('');
  });
});

describe('formatAdminDate', () => {
  it('is day, short month, year in en-GB', () => {
    expect(formatAdminDate('2026-03-05', 'Not Set')).toBe('5 Mar 2026');
    expect(formatAdminDate('2026-12-31T23:30:00Z', 'Not Set', { timeZone: 'UTC' })).toBe('31 Dec 2026');
    expect(formatAdminDate('2026-12-31T23:30:00Z', 'Not Set', { timeZone: 'Europe/Berlin' })).toBe('1 Jan 2027');
  });

  it('uses the caller fallback when missing', () => {
    expect(formatAdminDate(null, 'Not Set')).toBe('Not Set');
    expect(formatAdminDate('', 'No date')).toBe('No date');
  });

  it('has a date-and-time variant for leads', () => {
    expect(formatAdminDateTime('2026-03-05T14:30:00Z', '', { timeZone: 'UTC' })).toBe('5 Mar 2026, 14:30');
  });
});

describe('formatDuration', () => {
  it.each([
    [4, '4 years'],
    [1.5, '1.5 years'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [0, 'N/A'],
    [Number.NaN, 'N/A'],
  ])('%j → %s', (years, expected) => {
    expect(formatDuration(years)).toBe(expected);
  });
});

describe('fallbacks', () => {
  it('replaces missing or blank text', () => {
    expect(tuitionOrFallback(null)).toBe('Varies');
    expect(tuitionOrFallback('  ')).toBe('Varies');
    expect(tuitionOrFallback('€0-€1,500')).toBe('€0-€1,500');
    expect(descriptionOrFallback(undefined)).toBe('Detailed description coming soon.');
    expect(orFallback(' x ', 'y')).toBe('x');
  });

  it('joins programs from a list or comma text', () => {
    expect(programsOrFallback(['Law', ' Medicine '])).toBe('Law, Medicine');
    expect(programsOrFallback('Law,  Medicine,')).toBe('Law, Medicine');
    expect(programsOrFallback([])).toBe('Various Programs');
    expect(programsOrFallback(null)).toBe('Various Programs');
  });
});

describe('formatMoney', () => {
  it('shows whole amounts without decimals and others to the cent, in the stored currency', () => {
    expect(formatMoney(600_000, 'EUR')).toBe('€6,000');
    expect(formatMoney(145_344, 'EUR')).toBe('€1,453.44');
    expect(formatMoney(0, 'EUR')).toBe('€0');
    expect(formatMoney(7_500_000, 'DKK')).toBe('DKK\u00a075,000');
  });

  it('says nothing when there is no figure', () => {
    expect(formatMoney(null, 'EUR')).toBeNull();
    expect(formatMoney(undefined, 'EUR')).toBeNull();
  });
});

describe('formatCalendarDate', () => {
  it('reads a date column as the calendar day it is, in any time zone', () => {
    expect(formatCalendarDate('2027-05-31')).toBe('31 May 2027');
    expect(formatCalendarDate(null)).toBeNull();
    expect(formatCalendarDate('not a date')).toBeNull();
  });
});

describe('formatPaidAmount', () => {
  it('turns Stripe’s minor units into rupees, or names another currency', () => {
    expect(formatPaidAmount(499_900, 'inr')).toBe('₹4,999');
    expect(formatPaidAmount(12_345_050, 'inr')).toBe('₹1,23,450.50');
    expect(formatPaidAmount(1250, 'eur')).toBe('12.50 EUR');
    expect(formatPaidAmount(null, 'inr')).toBe('—');
  });
});
