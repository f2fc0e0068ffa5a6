// The planner's arithmetic, case by case, with totals computed by hand (docs/product.md section on the
// cost planner states the same rules to students): every figure is integer minor units, a converted line
// is rounded half up to a whole unit of the visitor's currency, and the total is the sum of the lines
// as shown, so the breakdown always adds up on screen.

import { CITY_COSTS, type CityCost } from '@app/shared/living-costs';
import { describe, expect, it } from 'vitest';
import {
  convertPlan,
  type PlanCity,
  type PlanCountry,
  parsePlanChoices,
  planFirstYear,
  planQuery,
} from './cost-planner';
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

/** A city's costs in euros a month, each [low, high] (null: not published), as the table stores them. */
const city = (costs: Partial<Record<CityCost, readonly [number, number] | null>>): PlanCity => {
  const ends = CITY_COSTS.flatMap((key) => {
    const range = costs[key] ?? null;
    return [
      [`${key}_low_cents`, range && range[0] * 100],
      [`${key}_high_cents`, range && range[1] * 100],
    ];
  });
  return { currency: 'EUR', ...Object.fromEntries(ends) } as PlanCity;
};
const munichCosts = {
  housing_dorm: [300, 450],
  housing_shared: [500, 750],
  food: [250, 250],
  transport: [38, 38],
  insurance: [140, 140],
  phone: [20, 20],
  other: [100, 100],
} as const;
const munich = city(munichCosts);
const germany: PlanCountry = {
  visa_fee_cents: 7_500,
  visa_fee_currency: 'EUR',
  permit_fee_cents: 10_000,
  permit_fee_currency: 'EUR',
  proof_of_funds_cents: 1_190_400,
  proof_of_funds_currency: 'EUR',
};
const eur = (cents: number | null) => ({ cents, currency: 'EUR' });

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
      { tuition: eur(400_000), semesterFees: eur(17_000), city: munich, country: germany },
      { housing: 'shared', months: 12 },
      rates,
    );
    expect(plan.lines.map((line) => [line.key, line.low, line.high])).toEqual([
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
    expect(plan.missing).toEqual([]);
    expect(plan.proofOfFunds).toBe(1_190_400); // held, not spent: never in the total
  });

  it('counts only the months chosen and names what the sources do not give', () => {
    const sparse = city({ housing_dorm: [300, 450], transport: [30, 30] });
    const plan = planFirstYear(
      { tuition: eur(0), semesterFees: eur(30_000), city: sparse, country: null },
      { housing: 'dorm', months: 6 },
      rates,
    );
    expect(plan.low).toBe(228_000); // €0 + €300 + 6 × €300 dorm + 6 × €30 pass
    expect(plan.high).toBe(318_000); // €0 + €300 + 6 × €450 dorm + 6 × €30 pass
    expect(plan.missing).toEqual(['food', 'insurance', 'phone', 'other', 'visa', 'permit']);
    expect(plan.proofOfFunds).toBeNull();
  });

  it('leaves out a housing type the city has no figure for', () => {
    const plan = planFirstYear(
      { tuition: eur(400_000), semesterFees: eur(null), city: munich, country: germany },
      { housing: 'studio', months: 12 },
      rates,
    );
    expect(plan.missing).toEqual(['fees', 'housing']);
    expect(plan.low).toBe(400_000 + 300_000 + 45_600 + 168_000 + 24_000 + 120_000 + 7_500 + 10_000);
  });

  it("carries a range from any cost, and converts a city's costs from its own currency at the rate set", () => {
    const lund: PlanCity = { ...city({ food: [2_500, 3_000] }), currency: 'SEK' }; // SEK, not euros
    const plan = planFirstYear(
      { tuition: eur(0), semesterFees: eur(0), city: lund, country: null },
      { housing: 'shared', months: 10 },
      rates,
    );
    // 10 × SEK 2,500 = SEK 25,000 / 10.9 = €2,293.577… → 229,358 cents; 10 × SEK 3,000 / 10.9 = €2,752.293…
    expect(plan.lines.find((l) => l.key === 'food')).toEqual({ key: 'food', low: 229_358, high: 275_229 });
  });

  it('converts fees published in another currency to euros at the rate set', () => {
    const sweden: PlanCountry = { ...germany, permit_fee_cents: 150_000, permit_fee_currency: 'SEK' };
    const plan = planFirstYear(
      { tuition: { cents: 14_500_000, currency: 'SEK' }, semesterFees: eur(0), city: null, country: sweden },
      { housing: 'shared', months: 12 },
      rates,
    );
    const line = (key: string) => plan.lines.find((l) => l.key === key);
    expect(line('tuition')?.low).toBe(1_330_275);
    expect(line('permit')?.low).toBe(13_761); // SEK 1,500 / 10.9 = €137.614…
    expect(plan.missing).toEqual(['housing', 'food', 'transport', 'insurance', 'phone', 'other']);
  });

  it('cannot convert without a rate: the line is missing, not guessed', () => {
    const plan = planFirstYear(
      { tuition: { cents: 7_500_000, currency: 'DKK' }, semesterFees: eur(0), city: munich, country: germany },
      { housing: 'shared', months: 12 },
      rates,
    );
    expect(plan.missing).toEqual(['tuition']);
    expect(plan.low).toBe(1_692_100 - 400_000 - 17_000); // no tuition line, and fees of €0
  });
});

describe('convertPlan', () => {
  it('shows each line in whole rupees and a total that is the sum of the lines shown', () => {
    const plan = planFirstYear(
      { tuition: eur(400_000), semesterFees: eur(17_000), city: munich, country: germany },
      { housing: 'shared', months: 12 },
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
    expect(inr?.proofOfFunds).toBe(1_240_992); // €11,904 × 104.25
  });

  it('rounds every line before adding, so two 1.5s make 4, not 3', () => {
    const plan = planFirstYear(
      { tuition: eur(1), semesterFees: eur(1), city: null, country: null },
      { housing: 'shared', months: 12 },
      rates,
    );
    expect(convertPlan(plan, rate('INR', 150))?.low).toBe(4);
  });

  it('has nothing to show without a rate', () => {
    const plan = planFirstYear(
      { tuition: eur(1), semesterFees: eur(1), city: null, country: null },
      { housing: 'shared', months: 12 },
      rates,
    );
    expect(convertPlan(plan, undefined)).toBeNull();
  });
});

describe('plan choices in the URL', () => {
  it('reads what it wrote', () => {
    const choices = { housing: 'studio', months: 9, currency: 'NPR', city: 12, tuition: 350_000, fees: 0 } as const;
    expect(parsePlanChoices(new URLSearchParams(planQuery(choices)))).toEqual(choices);
  });

  it('falls back to the defaults for anything a hostile or stale link sends', () => {
    const parsed = parsePlanChoices(
      new URLSearchParams('housing=castle&months=99&cur=XYZ&city=-4&tuition=1e99&fees=abc'),
    );
    expect(parsed).toEqual({ housing: 'shared', months: 12, currency: 'INR', city: null, tuition: null, fees: null });
    expect(parsePlanChoices(new URLSearchParams('months=0')).months).toBe(12);
    expect(parsePlanChoices(new URLSearchParams('months=3.5')).months).toBe(12);
  });
});
