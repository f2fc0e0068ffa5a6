import { NOT_CHECKED } from '@app/shared/figure-text';
import { describe, expect, it } from 'vitest';
import { nationalityText, partFact, windowText } from './scholarship-text';

const src = { source_url: 'https://example.org/', checked_on: '2026-11-26', applies_to: '2027/28' };

describe('partFact', () => {
  it('says "Not checked yet — ask us" for a part whose amount nobody checked, never 0', () => {
    const travel = partFact({ kind: 'travel' });
    expect(travel.fact).toMatchObject({ state: 'unchecked', text: NOT_CHECKED, money: null });
    expect(partFact({ kind: 'insurance', amount: { state: 'unchecked' } }).fact.text).toBe(NOT_CHECKED);
  });

  it('states a checked monthly amount with its months, and a waiver as its share', () => {
    const stipend = partFact({
      kind: 'stipend',
      period: 'month',
      months: 10,
      amount: { state: 'known', low_cents: 99_200, high_cents: 99_200, currency: 'EUR', ...src },
    });
    expect(stipend).toMatchObject({ label: 'Living allowance', per: 'a month, 10 months a year' });
    expect(stipend.fact.money).toEqual({ low: 99_200, high: 99_200, currency: 'EUR' });
    expect(partFact({ kind: 'tuition', waiver_percent: 100 }).fact.text).toBe('Full tuition waived');
    expect(partFact({ kind: 'tuition', waiver_percent: 50 }).fact.text).toBe('50% of tuition waived');
  });
});

describe('eligibility and window words', () => {
  it('spells out a nationality limit', () => {
    expect(nationalityText(null)).toBe('Open to every nationality');
    expect(nationalityText(['NP', 'BD'])).toBe('Only for citizens of Nepal and Bangladesh');
    expect(nationalityText(null, false)).toBe(`Nationalities: ${NOT_CHECKED}`);
  });

  it('words a passed deadline as closed, never as open', () => {
    const deadline = { state: 'known' as const, date: '2026-10-31', ...src };
    expect(windowText('closed', { state: 'unchecked' }, deadline)).toMatch(/^Closed: the deadline, 31 October 2026/);
    expect(windowText('closed', { state: 'unchecked' }, deadline)).not.toMatch(/apply by/);
    expect(windowText('open', { state: 'unchecked' }, { ...deadline, date: '2027-01-15' })).toBe(
      'Open: apply by 15 January 2027.',
    );
  });
});
