// The planner's arithmetic, case by case, with totals computed by hand (docs/product.md section 4 states
// the same rules to students): every figure is integer minor units, a converted line is rounded half up
// to a whole unit of the visitor's currency, and the total is the sum of the lines as shown, so the
// breakdown always adds up on screen. A part nobody has checked is never a silent zero: the plan names
// it and its total becomes "at least"; a city without checked living costs falls back to the country's
// official norm, labelled as such.

import type { MoneyFigure } from '@app/shared/figures';
import { CITY_COSTS, type CityCost } from '@app/shared/living-costs';
import { describe, expect, it } from 'vitest';
import {
  convertPlan,
  DEFAULT_PLAN,
  type PlanCity,
  type PlanCountry,
  parsePlanChoices,
  planFirstYear,
  planQuery,
  totalWording,
} from './cost-planner';
import { rateAgeWarning, ratesAgeWarning, sourceRateNotes } from './currency';
import { eurToWhole, type Rate, toEurCents } from './money';

const rate = (currency: string, unitsPerEur: number): Rate => ({
  currency,
  unitsPerEur,
  rateDate: '2026-11-20',
  sourceUrl: 'https://www.ecb.europa.eu/',
});
const rates = new Map([
  ['INR', rate('INR', 104.25)],
  ['SEK', rate('SEK', 10.9)],
]);

const source = { source_url: 'https://example.org/official', checked_on: '2026-11-26' };
/** A known figure in euros (or another currency), low–high. */
const known = (low: number, high = low, currency = 'EUR'): MoneyFigure => ({
  state: 'known',
  low_cents: Math.round(low * 100),
  high_cents: Math.round(high * 100),
  currency,
  applies_to: '2026/27',
  ...source,
});
const none: MoneyFigure = { state: 'none', ...source };
const unchecked: MoneyFigure = { state: 'unchecked' };

/** A city's monthly costs; a part not given is not checked yet. */
const city = (costs: Partial<Record<CityCost, MoneyFigure>>): PlanCity =>
  Object.fromEntries(CITY_COSTS.map((key) => [key, costs[key] ?? unchecked])) as PlanCity;
const munich = city({
  housing_dorm: known(300, 450),
  housing_shared: known(500, 750),
  food: known(250),
  transport: known(38),
  insurance: known(140),
  phone: known(20),
  other: known(100),
});
const germany: PlanCountry = {
  name: 'Germany',
  visa_fee: known(75),
  permit_fee: known(100),
  proof_of_funds: known(11_904),
  living_norm: known(11_904),
};
const noCountry: PlanCountry = {
  name: 'Nowhere',
  visa_fee: unchecked,
  permit_fee: unchecked,
  proof_of_funds: unchecked,
  living_norm: unchecked,
};
const shared12 = { housing: 'shared', months: 12 } as const;
const keysOf = (plan: { lines: { key: string; low: number; high: number }[] }) =>
  plan.lines.map((line) => [line.key, line.low, line.high]);

describe('money', () => {
  it('converts euro cents to whole units of a currency, half up', () => {
    expect(eurToWhole(400_000, rate('INR', 104.25))).toBe(417_000); // €4,000 × 104.25
    expect(eurToWhole(17_000, rate('INR', 104.25))).toBe(17_723); // 17,722.5 → up
    expect(eurToWhole(7_500, rate('INR', 104.25))).toBe(7_819); // 7,818.75 → up
    expect(eurToWhole(1, rate('INR', 150))).toBe(2); // 1.5 → up
    expect(eurToWhole(1, rate('INR', 149.999999))).toBe(1); // 1.49999999 → down
  });

  it('stays exact where floating point would not (large amounts, six-decimal rates)', () => {
    // €12,345,678.91 × 123.456789 = 1,524,157,876.2536… → 1,524,157,876
    expect(eurToWhole(1_234_567_891, rate('PKR', 123.456789))).toBe(1_524_157_876);
    // 0.5 exactly at the edge: €0.02 × 25 = 0.5 → 1
    expect(eurToWhole(2, rate('INR', 25))).toBe(1);
  });

  it('brings other currencies to euro cents at the rate set, half up, or gives up without one', () => {
    expect(toEurCents(14_500_000, 'SEK', rates)).toBe(1_330_275); // SEK 145,000 / 10.9 = €13,302.752…
    expect(toEurCents(12_345, 'EUR', rates)).toBe(12_345);
    expect(toEurCents(100_000, 'DKK', rates)).toBeNull();
  });
});

describe('planFirstYear', () => {
  it('adds a year of tuition and fees, the months of living costs and the one-off fees (Munich, shared flat)', () => {
    const plan = planFirstYear(
      { tuition: known(4_000), semesterFees: known(170), city: munich, country: germany },
      shared12,
      rates,
    );
    expect(keysOf(plan)).toEqual([
      ['tuition', 400_000, 400_000],
      ['fees', 17_000, 17_000],
      ['housing', 600_000, 900_000],
      ['food', 300_000, 300_000],
      ['transport', 45_600, 45_600],
      ['insurance', 168_000, 168_000],
      ['phone', 24_000, 24_000],
      ['other', 120_000, 120_000],
      ['visa', 7_500, 7_500],
      ['permit', 10_000, 10_000],
    ]);
    expect(plan.low).toBe(1_692_100); // €16,921.00
    expect(plan.high).toBe(1_992_100); // €19,921.00
    expect(plan.gaps).toEqual([]);
    expect(plan.complete).toBe(true);
    expect(plan.living).toBe('city');
    expect(plan.proofOfFunds).toEqual({ state: 'known', low: 1_190_400, high: 1_190_400 }); // held, not spent
  });

  it('keeps a published band as a range end to end (TUM: €2,000 or €3,000 a semester → €4,000–6,000 a year)', () => {
    const plan = planFirstYear(
      { tuition: known(4_000, 6_000), semesterFees: known(170), city: munich, country: germany },
      shared12,
      rates,
    );
    expect(plan.lines[0]).toEqual({ key: 'tuition', low: 400_000, high: 600_000, basis: 'checked' });
    expect(plan.high - plan.low).toBe(200_000 + 300_000); // the tuition band plus the rent band
    const inr = convertPlan(plan, rates.get('INR'));
    expect(inr?.lines[0]).toMatchObject({ low: 417_000, high: 625_500 });
  });

  it('counts a confirmed "none" as zero, and says so, but never an unchecked figure', () => {
    const plan = planFirstYear(
      { tuition: none, semesterFees: known(170), city: munich, country: germany },
      shared12,
      rates,
    );
    expect(plan.lines[0]).toEqual({ key: 'tuition', low: 0, high: 0, basis: 'none' });
    expect(plan.complete).toBe(true);

    const unknownFee = planFirstYear(
      { tuition: unchecked, semesterFees: known(170), city: munich, country: germany },
      shared12,
      rates,
    );
    expect(unknownFee.lines.map((line) => line.key)).not.toContain('tuition');
    expect(unknownFee.gaps).toEqual([{ key: 'tuition', reason: 'unchecked' }]);
    expect(unknownFee.complete).toBe(false);
    expect(unknownFee.low).toBe(1_692_100 - 400_000);
  });

  it("falls back to the country's official living-cost norm when the city has no checked rent for the housing chosen", () => {
    // RWTH's Data Science in Aachen: food and insurance known, no rent of any type: not €8,103.94 "in total".
    const aachen = city({ food: known(400), insurance: known(110), other: known(100) });
    const plan = planFirstYear(
      { tuition: none, semesterFees: known(303.49 * 2), city: aachen, country: germany },
      shared12,
      rates,
    );
    expect(plan.living).toBe('norm');
    expect(keysOf(plan)).toEqual([
      ['tuition', 0, 0],
      ['fees', 60_698, 60_698],
      ['living', 1_190_400, 1_190_400], // Germany's norm: €11,904 a year, all living costs
      ['visa', 7_500, 7_500],
      ['permit', 10_000, 10_000],
    ]);
    expect(plan.complete).toBe(true);
  });

  it('takes the months chosen of a yearly norm', () => {
    const plan = planFirstYear(
      { tuition: none, semesterFees: none, city: null, country: germany },
      { housing: 'shared', months: 6 },
      rates,
    );
    expect(plan.lines.find((line) => line.key === 'living')).toEqual({
      key: 'living',
      low: 595_200,
      high: 595_200,
      basis: 'norm',
    });
  });

  it('names every living cost it cannot count when there is neither a checked city nor a norm', () => {
    const sparse = city({ housing_dorm: known(300, 450), transport: known(30) });
    const plan = planFirstYear(
      { tuition: none, semesterFees: known(300), city: sparse, country: noCountry },
      { housing: 'dorm', months: 6 },
      rates,
    );
    expect(plan.living).toBe('city');
    expect(plan.low).toBe(228_000); // €0 + €300 + 6 × €300 dorm + 6 × €30 pass
    expect(plan.high).toBe(318_000); // €0 + €300 + 6 × €450 dorm + 6 × €30 pass
    expect(plan.gaps.map((gap) => gap.key)).toEqual(['food', 'insurance', 'phone', 'other', 'visa', 'permit']);
    expect(plan.complete).toBe(false);
    expect(plan.proofOfFunds).toEqual({ state: 'unchecked' });
  });

  it("uses the city's own figures when rent, food and transport are checked, and names the extras still unchecked", () => {
    const lean = city({ housing_shared: known(500, 700), food: known(250), transport: none, insurance: none });
    const plan = planFirstYear(
      { tuition: none, semesterFees: known(170), city: lean, country: germany },
      shared12,
      rates,
    );
    expect(plan.living).toBe('city');
    expect(plan.lines.find((line) => line.key === 'transport')).toEqual({
      key: 'transport',
      low: 0,
      high: 0,
      basis: 'none',
    });
    expect(plan.gaps).toEqual([
      { key: 'phone', reason: 'unchecked' },
      { key: 'other', reason: 'unchecked' },
    ]);
  });

  it("converts a city's costs from its own currency at the rate set", () => {
    const lund = city({
      housing_shared: known(4_000, 5_000, 'SEK'),
      food: known(2_500, 3_000, 'SEK'),
      transport: none,
    });
    const plan = planFirstYear(
      { tuition: none, semesterFees: none, city: lund, country: noCountry },
      { housing: 'shared', months: 10 },
      rates,
    );
    // 10 × SEK 2,500 = SEK 25,000 / 10.9 = €2,293.577… → 229,358 cents; 10 × SEK 3,000 / 10.9 = €2,752.293…
    expect(plan.lines.find((l) => l.key === 'food')).toEqual({
      key: 'food',
      low: 229_358,
      high: 275_229,
      basis: 'checked',
    });
  });

  it('cannot convert without a rate: the part is a gap for that reason, not guessed', () => {
    const plan = planFirstYear(
      { tuition: known(75_000, 75_000, 'DKK'), semesterFees: none, city: munich, country: germany },
      shared12,
      rates,
    );
    expect(plan.gaps).toEqual([{ key: 'tuition', reason: 'no-rate' }]);
    expect(plan.complete).toBe(false);
  });

  it('on /plan, tuition the student has not typed is a gap of its own kind', () => {
    const plan = planFirstYear(
      {
        tuition: { state: 'typed', cents: null },
        semesterFees: { state: 'typed', cents: 30_000 },
        city: munich,
        country: germany,
      },
      shared12,
      rates,
    );
    expect(plan.gaps).toEqual([{ key: 'tuition', reason: 'not-entered' }]);
    expect(plan.lines[0]).toEqual({ key: 'fees', low: 30_000, high: 30_000, basis: 'typed' });
  });

  it('says how much proof of funds is needed, that none is, or that nobody has checked', () => {
    const plan = (proof: MoneyFigure) =>
      planFirstYear(
        { tuition: none, semesterFees: none, city: null, country: { ...germany, proof_of_funds: proof } },
        shared12,
        rates,
      ).proofOfFunds;
    expect(plan(known(11_904))).toEqual({ state: 'known', low: 1_190_400, high: 1_190_400 });
    expect(plan(none)).toEqual({ state: 'none' });
    expect(plan(unchecked)).toEqual({ state: 'unchecked' });
    expect(plan(known(100_000, 100_000, 'DKK'))).toEqual({ state: 'no-rate' });
  });
});

describe('totalWording', () => {
  it('prints a total only when every part is counted', () => {
    expect(totalWording({ complete: true, gaps: [] })).toEqual({
      label: 'Total to spend in the first year',
      atLeast: false,
    });
  });

  it('says "at least" and why when a part is missing', () => {
    const wording = totalWording({
      complete: false,
      gaps: [
        { key: 'tuition', reason: 'unchecked' },
        { key: 'food', reason: 'unchecked' },
        { key: 'permit', reason: 'no-rate' },
      ],
    });
    expect(wording.atLeast).toBe(true);
    expect(wording.label).toBe('At least this much in the first year');
    expect(wording.reason).toBe(
      'Not counted yet: tuition (one year) and food (not checked yet — ask us); residence permit fee (no exchange rate set for its currency).',
    );
  });
});

describe('rateAgeWarning', () => {
  const inr = (rateDate: string): Rate => ({ ...rate('INR', 104.25), rateDate });
  it('warns when the rate used is older than 30 days', () => {
    expect(rateAgeWarning(inr('2026-10-26'), '2026-11-26')).toBe(
      'This exchange rate is from 26 October 2026, more than 30 days ago: amounts in INR may have changed since.',
    );
  });
  it('stays quiet for a rate 30 days old or newer', () => {
    expect(rateAgeWarning(inr('2026-10-27'), '2026-11-26')).toBeNull();
    expect(rateAgeWarning(inr('2026-11-26'), '2026-11-26')).toBeNull();
  });
});

describe('the rates of published currencies', () => {
  const on = (currency: string, units: number, rateDate: string): Rate => ({ ...rate(currency, units), rateDate });
  it('are one sentence and one warning per day they were read, not one per currency', () => {
    const notes = sourceRateNotes([
      on('CZK', 24.47, '2026-10-02'),
      on('SEK', 11.29, '2026-10-02'),
      on('DKK', 7.4736, '2026-10-02'),
      on('PLN', 4.3, '2026-11-20'),
    ]);
    expect(notes).toEqual([
      {
        currencies: ['CZK', 'SEK', 'DKK'],
        rateDate: '2026-10-02',
        text: 'Amounts published in CZK, SEK and DKK go through euros at 1 EUR = 24.47 CZK, 11.29 SEK and 7.4736 DKK, rates of 2 October 2026.',
      },
      {
        currencies: ['PLN'],
        rateDate: '2026-11-20',
        text: 'Amounts published in PLN go through euros at 1 EUR = 4.3 PLN, rate of 20 November 2026.',
      },
    ]);
    expect(ratesAgeWarning(['CZK', 'SEK', 'DKK'], '2026-10-02', '2026-11-26')).toBe(
      'These exchange rates are from 2 October 2026, more than 30 days ago: amounts in CZK, SEK and DKK may have changed since.',
    );
    expect(ratesAgeWarning(['PLN'], '2026-11-20', '2026-11-26')).toBeNull();
  });
});

describe('convertPlan', () => {
  it('shows each line in whole rupees and a total that is the sum of the lines shown', () => {
    const plan = planFirstYear(
      { tuition: known(4_000), semesterFees: known(170), city: munich, country: germany },
      shared12,
      rates,
    );
    const inr = convertPlan(plan, rates.get('INR'));
    expect(inr?.lines.map((line) => [line.key, line.low, line.high])).toEqual([
      ['tuition', 417_000, 417_000],
      ['fees', 17_723, 17_723],
      ['housing', 625_500, 938_250],
      ['food', 312_750, 312_750],
      ['transport', 47_538, 47_538],
      ['insurance', 175_140, 175_140],
      ['phone', 25_020, 25_020],
      ['other', 125_100, 125_100],
      ['visa', 7_819, 7_819],
      ['permit', 10_425, 10_425],
    ]);
    // €16,921.00 × 104.25 is ₹17,64,014.25; the lines as shown add up to ₹17,64,015.
    expect(inr?.low).toBe(1_764_015);
    expect(inr?.high).toBe(2_076_765);
    expect(inr?.proofOfFunds).toEqual({ low: 1_240_992, high: 1_240_992 }); // €11,904 × 104.25
  });

  it('rounds every line before adding, so two 1.5s make 4, not 3', () => {
    const plan = planFirstYear(
      { tuition: known(0.01), semesterFees: known(0.01), city: null, country: null },
      shared12,
      rates,
    );
    expect(convertPlan(plan, rate('INR', 150))?.low).toBe(4);
  });

  it('has nothing to show without a rate', () => {
    const plan = planFirstYear(
      { tuition: known(0.01), semesterFees: none, city: null, country: null },
      shared12,
      rates,
    );
    expect(convertPlan(plan, undefined)).toBeNull();
  });
});

describe('plan choices in the URL', () => {
  it('reads what it wrote', () => {
    const choices = {
      housing: 'studio',
      months: 9,
      currency: 'NPR',
      city: 12,
      tuition: 350_000,
      fees: 0,
      scholarships: ['daad-epos', 'deutschlandstipendium'],
    } as const;
    expect(parsePlanChoices(new URLSearchParams(planQuery(choices)))).toEqual(choices);
  });

  it('keeps the ticked scholarships as their slugs, and none when none is ticked', () => {
    const choices = { ...DEFAULT_PLAN, scholarships: ['daad-epos'] };
    expect(planQuery(choices)).toContain('sch=daad-epos');
    expect(planQuery(DEFAULT_PLAN)).not.toContain('sch=');
  });

  it('falls back to the defaults for anything a hostile or stale link sends', () => {
    const parsed = parsePlanChoices(
      new URLSearchParams('housing=castle&months=99&cur=XYZ&city=-4&tuition=1e99&fees=abc&sch=<script>,ok-1,,ok-1'),
    );
    expect(parsed).toEqual({
      housing: 'shared',
      months: 12,
      currency: 'INR',
      city: null,
      tuition: null,
      fees: null,
      scholarships: ['ok-1'],
    });
    expect(parsePlanChoices(new URLSearchParams('months=0')).months).toBe(12);
    expect(parsePlanChoices(new URLSearchParams('months=3.5')).months).toBe(12);
  });
});
