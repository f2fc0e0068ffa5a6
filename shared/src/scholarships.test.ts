import { describe, expect, it } from 'vitest';
import { HOME_COUNTRIES } from './checklist.ts';
import type { MoneyFigure } from './figures.ts';
import { FIXTURE_SOURCE, GERMAN_MASTERS_FOR_ALL } from './scholarship-fixtures.ts';
import {
  type AwardPart,
  candidateFor,
  costAfterAward,
  deadlineStatus,
  firstYearValue,
  isEligible,
  NATIONALITY_OF_HOME_COUNTRY,
  type ScholarshipFacts,
} from './scholarships.ts';

const src = FIXTURE_SOURCE;
const eur = (low: number, high = low): MoneyFigure => ({
  state: 'known',
  low_cents: low * 100,
  high_cents: high * 100,
  currency: 'EUR',
  ...src,
});
const scholarship = (over: Partial<ScholarshipFacts> = {}): ScholarshipFacts => ({
  ...GERMAN_MASTERS_FOR_ALL,
  covers: [{ kind: 'stipend', period: 'month', amount: eur(992) }],
  ...over,
});
const tum = { id: 7, university_id: 1, level: "Master's", field_code: '07', country_code: 'DE' };
const noRates = (cents: number, currency: string) => (currency === 'EUR' ? cents : null);

describe('isEligible', () => {
  it('matches an Indian master student at a German programme with an all-nationalities scheme', () => {
    expect(isEligible(scholarship(), candidateFor(tum, 'IN'))).toBe(true);
  });
  it('refuses a nationality the scheme does not list, and keeps one it lists', () => {
    const nepalOnly = scholarship({ nationalities: ['NP', 'BD'] });
    expect(isEligible(nepalOnly, candidateFor(tum, 'IN'))).toBe(false);
    expect(isEligible(nepalOnly, candidateFor(tum, 'NP'))).toBe(true);
  });
  it('refuses another level, another destination, another field, university or programme', () => {
    expect(isEligible(scholarship({ levels: ["Bachelor's"] }), candidateFor(tum, 'IN'))).toBe(false);
    expect(isEligible(scholarship({ destination_codes: ['FR'] }), candidateFor(tum, 'IN'))).toBe(false);
    expect(isEligible(scholarship({ field_codes: ['06'] }), candidateFor(tum, 'IN'))).toBe(false);
    expect(isEligible(scholarship({ field_codes: ['06', '07'] }), candidateFor(tum, 'IN'))).toBe(true);
    expect(isEligible(scholarship({ university_ids: [2] }), candidateFor(tum, 'IN'))).toBe(false);
    expect(isEligible(scholarship({ university_ids: [1] }), candidateFor(tum, 'IN'))).toBe(true);
    expect(isEligible(scholarship({ program_ids: [8] }), candidateFor(tum, 'IN'))).toBe(false);
    expect(isEligible(scholarship({ program_ids: [7] }), candidateFor(tum, 'IN'))).toBe(true);
  });
  it('matches no catalogue programme when it is for universities or a joint programme we do not list', () => {
    expect(isEligible(scholarship({ university_ids: [] }), candidateFor(tum, 'IN'))).toBe(false);
    expect(isEligible(scholarship({ program_ids: [] }), candidateFor(tum, 'IN'))).toBe(false);
  });
  it('does not claim a field-limited scheme for a programme whose field is not recorded', () => {
    expect(isEligible(scholarship({ field_codes: ['07'] }), candidateFor({ ...tum, field_code: null }))).toBe(false);
  });
  it('matches no nationality while nobody has checked who may apply', () => {
    const unread = scholarship({ nationalities_checked: false });
    expect(isEligible(unread, candidateFor(tum, 'IN'))).toBe(false);
    expect(isEligible(unread, candidateFor(tum))).toBe(true);
  });
  it('leaves out a criterion nobody gave (no nationality chosen yet)', () => {
    expect(isEligible(scholarship({ nationalities: ['NP'] }), candidateFor(tum))).toBe(true);
  });
});

describe('deadlineStatus', () => {
  const known = (date: string) => ({ state: 'known' as const, date, ...src });
  it('is open up to and on the deadline day, closed the day after', () => {
    const s = scholarship({ deadline: known('2027-01-31') });
    expect(deadlineStatus(s, '2027-01-31')).toBe('open');
    expect(deadlineStatus(s, '2027-02-01')).toBe('closed');
  });
  it('is upcoming before the window opens', () => {
    const s = scholarship({ opens_on: known('2027-03-01'), deadline: known('2027-04-30') });
    expect(deadlineStatus(s, '2026-11-26')).toBe('upcoming');
  });
  it('says rolling when the page says there is no deadline, unchecked when nobody looked', () => {
    expect(deadlineStatus(scholarship({ deadline: { state: 'none', ...src } }), '2026-11-26')).toBe('rolling');
    expect(deadlineStatus(scholarship(), '2026-11-26')).toBe('unchecked');
  });
});

describe('firstYearValue', () => {
  const tuition = { low: 400_000, high: 600_000, currency: 'EUR' };
  it('counts a monthly stipend twelve times, or the months it is paid', () => {
    expect(firstYearValue(scholarship(), tuition, noRates)).toEqual({ low: 1_190_400, high: 1_190_400, unvalued: [] });
    const tenMonths: AwardPart = { kind: 'stipend', period: 'month', months: 10, amount: eur(1000) };
    expect(firstYearValue({ covers: [tenMonths] }, tuition, noRates).low).toBe(1_000_000);
  });
  it('values a tuition waiver as its share of the tuition band', () => {
    const half: AwardPart = { kind: 'tuition', waiver_percent: 50 };
    expect(firstYearValue({ covers: [half] }, tuition, noRates)).toEqual({ low: 200_000, high: 300_000, unvalued: [] });
  });
  it('leaves a waiver unvalued when tuition is not checked, never zero', () => {
    const full: AwardPart = { kind: 'tuition', waiver_percent: 100 };
    expect(firstYearValue({ covers: [full] }, null, noRates)).toEqual({ low: 0, high: 0, unvalued: ['tuition'] });
  });
  it('caps a tuition amount at the tuition it pays', () => {
    const big: AwardPart = { kind: 'tuition', period: 'year', amount: eur(10_000) };
    expect(firstYearValue({ covers: [big] }, tuition, noRates)).toEqual({ low: 400_000, high: 600_000, unvalued: [] });
  });
  it('keeps bands as bands, and names parts with no checked amount or no rate', () => {
    const band: AwardPart = { kind: 'one_off', period: 'once', amount: eur(1000, 3000) };
    const sek: AwardPart = {
      kind: 'stipend',
      period: 'month',
      amount: { state: 'known', low_cents: 1_200_000, high_cents: 1_200_000, currency: 'SEK', ...src },
    };
    const insurance: AwardPart = { kind: 'insurance' };
    expect(firstYearValue({ covers: [band, sek, insurance] }, tuition, noRates)).toEqual({
      low: 100_000,
      high: 300_000,
      unvalued: ['stipend', 'insurance'],
    });
  });
});

describe('costAfterAward', () => {
  it('spans from the dearest case to the cheapest, never below zero', () => {
    expect(costAfterAward({ low: 1_000_000, high: 1_500_000 }, { low: 200_000, high: 500_000, unvalued: [] })).toEqual({
      low: 500_000,
      high: 1_300_000,
    });
    expect(costAfterAward({ low: 100, high: 200 }, { low: 500, high: 500, unvalued: [] })).toEqual({ low: 0, high: 0 });
  });
});

describe('NATIONALITY_OF_HOME_COUNTRY', () => {
  it('gives every home country its ISO code, so a remembered country filters by nationality', () => {
    expect(HOME_COUNTRIES.map((country) => NATIONALITY_OF_HOME_COUNTRY[country])).toEqual([
      'IN',
      'NP',
      'BD',
      'PK',
      'LK',
      'BT',
      'MV',
    ]);
    const notForIndia = scholarship({ nationalities: ['NP', 'BD'] });
    expect(isEligible(notForIndia, { nationality: NATIONALITY_OF_HOME_COUNTRY.India })).toBe(false);
    expect(isEligible(notForIndia, { nationality: NATIONALITY_OF_HOME_COUNTRY.Nepal })).toBe(true);
  });
});
