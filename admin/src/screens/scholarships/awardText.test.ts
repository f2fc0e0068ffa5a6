import { describe, expect, it } from 'vitest';
import { awardPartText, deadlineText } from './awardText.ts';

const source = { source_url: 'https://www.daad.de/', checked_on: '2026-11-20', applies_to: '2027/28' };
const money = (low_cents: number, high_cents = low_cents) =>
  ({ state: 'known', low_cents, high_cents, currency: 'EUR', ...source }) as const;

describe('awardPartText', () => {
  it('says what each part pays, with its period and months', () => {
    expect(awardPartText({ kind: 'tuition', waiver_percent: 100 })).toBe('Tuition: 100% waived');
    expect(awardPartText({ kind: 'stipend', period: 'month', months: 12, amount: money(93_400) })).toBe(
      'Living allowance: €934 a month × 12',
    );
    expect(awardPartText({ kind: 'travel', period: 'once', amount: money(100_000, 200_000) })).toBe(
      'Travel: €1,000–€2,000 once',
    );
  });

  it('never shows an amount nobody checked as zero', () => {
    expect(awardPartText({ kind: 'insurance', period: 'month', amount: { state: 'unchecked' } })).toBe(
      'Health insurance: amount not checked yet',
    );
    expect(awardPartText({ kind: 'one_off' })).toBe('One-off grant: amount not checked yet');
  });
});

describe('deadlineText', () => {
  it('reads a deadline the page does not fix as rolling', () => {
    expect(deadlineText({ state: 'none', ...source })).toBe('Rolling');
    expect(deadlineText({ state: 'unchecked' })).toBe('Not checked yet');
    expect(deadlineText({ state: 'known', date: '2027-10-15', ...source })).toBe('15 Oct 2027');
  });
});
