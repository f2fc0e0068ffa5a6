import { type Figure, isStale } from '@app/shared/figures';
import { describe, expect, it } from 'vitest';
import { figureText, oldestCheck, staleBefore, staleFigures } from './figures.ts';

const source = { source_url: 'https://www.example.org/costs', checked_on: '2026-11-20', applies_to: '2026/27' };
const checkedOn = (checked_on: string): Figure => ({ state: 'none', source_url: source.source_url, checked_on });

describe('a figure in a list cell', () => {
  it('reads as staff need it in each state', () => {
    const band = { state: 'known', low_cents: 400_000, high_cents: 600_050, currency: 'EUR', ...source } as const;
    expect(figureText(band, 'money')).toBe('€4,000–€6,000.50');
    expect(figureText({ ...band, high_cents: 400_000, currency: 'SEK' }, 'money')).toMatch(/^SEK\s4,000$/);
    expect(figureText({ state: 'known', date: '2027-05-31', ...source }, 'date')).toBe('31 May 2027');
    expect(figureText({ state: 'known', ielts: 6.5, toefl: 90, ...source }, 'english')).toBe(
      'IELTS 6.5 · TOEFL iBT 90',
    );
    expect(figureText({ state: 'known', cefr: 'C1', ...source }, 'english')).toBe('English level C1 (CEFR)');
    expect(figureText({ state: 'none', ...source }, 'money')).toBe('None');
    // Never "—" or €0: nobody has looked yet.
    expect(figureText({ state: 'unchecked', note: 'ask the office' }, 'money')).toBe('Not checked yet');
    expect(figureText(undefined, 'date')).toBe('Not checked yet');
  });
});

describe('stale figures', () => {
  it('start on the same day as the shared isStale, at month ends and leap days too', () => {
    for (const today of ['2026-11-26', '2026-03-31', '2028-02-29', '2027-01-01']) {
      const before = staleBefore(today);
      expect(isStale(checkedOn(before), today)).toBe(false);
      const dayBefore = new Date(`${before}T00:00:00Z`);
      dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
      expect(isStale(checkedOn(dayBefore.toISOString().slice(0, 10)), today)).toBe(true);
    }
    expect(staleBefore('2026-11-26')).toBe('2025-11-26');
  });

  it('are named per row, and an unchecked figure is never stale', () => {
    const city = {
      food: checkedOn('2024-01-15'),
      transport: checkedOn('2026-10-01'),
      phone: { state: 'unchecked' },
    };
    expect(staleFigures('cities', city, '2026-11-26')).toEqual(['Food (a month)']);
    expect(oldestCheck('cities', city)).toBe('2024-01-15');
    expect(oldestCheck('cities', { food: { state: 'unchecked' } })).toBeNull();
  });
});
