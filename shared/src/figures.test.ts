import { describe, expect, it } from 'vitest';
import { deadlineText, englishText, moneyFigureText, NOT_CHECKED, provenanceText } from './figure-text.ts';
import { bandOf, effectiveTuition, isStale, type MoneyFigure } from './figures.ts';

const source = { source_url: 'https://www.example.edu/fees', checked_on: '2026-11-26' };
const band: MoneyFigure = {
  state: 'known',
  low_cents: 400_000,
  high_cents: 600_000,
  currency: 'EUR',
  applies_to: '2026/27',
  ...source,
};
const none: MoneyFigure = { state: 'none', ...source };
const unchecked: MoneyFigure = { state: 'unchecked', note: 'asked the office on 20 November' };

describe('a figure in its three states', () => {
  it('is a band when known, zero when confirmed none, and nothing (never zero) when not checked', () => {
    expect(bandOf(band)).toEqual({ low: 400_000, high: 600_000, currency: 'EUR' });
    expect(bandOf(none)).toEqual({ low: 0, high: 0, currency: null });
    expect(bandOf(unchecked)).toBeNull();
  });

  it('reads as families should read it: an amount, what "none" means there, or "Not checked yet — ask us"', () => {
    expect(moneyFigureText(band, 'tuition', 'a year')).toBe('€4,000–€6,000 a year');
    expect(moneyFigureText(none, 'tuition')).toBe('No tuition fee');
    expect(moneyFigureText(none, 'proof')).toBe('Not required');
    expect(moneyFigureText(unchecked)).toBe(NOT_CHECKED);
    expect(NOT_CHECKED).toBe('Not checked yet — ask us');
    expect(deadlineText({ state: 'known', date: '2027-05-31', applies_to: 'Winter 2027/28', ...source })).toBe(
      '31 May 2027',
    );
    expect(deadlineText({ state: 'none', ...source })).toBe('No fixed deadline');
    expect(englishText({ state: 'known', toefl: 90, applies_to: '2027', ...source })).toBe('TOEFL iBT 90');
    expect(englishText({ state: 'known', cefr: 'B2', applies_to: '2026/27', ...source })).toBe(
      'English level B2 (CEFR)',
    );
    expect(englishText({ state: 'known', ielts: 6, toefl: 80, cefr: 'C1', applies_to: '2027', ...source })).toBe(
      'IELTS 6.0 · TOEFL iBT 80 · English level C1 (CEFR)',
    );
    expect(englishText({ state: 'none', ...source })).toBe('No English test required');
  });

  it('says the year it is for and the day it was checked, and nothing for an unchecked one', () => {
    expect(provenanceText(band)).toBe('2026/27 · checked on 26 November 2026');
    expect(provenanceText(none)).toBe('Checked on 26 November 2026');
    expect(provenanceText(unchecked)).toBeNull();
  });

  it('is stale once checked more than 12 months ago; an unchecked figure is missing, not stale', () => {
    expect(isStale({ ...band, checked_on: '2025-11-25' }, '2026-11-26')).toBe(true);
    expect(isStale({ ...band, checked_on: '2025-11-26' }, '2026-11-26')).toBe(false);
    expect(isStale(unchecked, '2026-11-26')).toBe(false);
  });
});

describe("a programme's non-EU tuition", () => {
  const tum = { tuition_non_eu_bachelor: band, tuition_non_eu_master: unchecked };
  it("is its own once checked, else its university's published fee for the level, said to be so", () => {
    expect(effectiveTuition(none, "Bachelor's", tum)).toEqual({ figure: none, universityWide: false });
    expect(effectiveTuition(unchecked, "Bachelor's", tum)).toEqual({ figure: band, universityWide: true });
    expect(effectiveTuition(unchecked, "Master's", tum)).toEqual({ figure: unchecked, universityWide: false });
    expect(effectiveTuition(unchecked, "Bachelor's", null)).toEqual({ figure: unchecked, universityWide: false });
  });
});
