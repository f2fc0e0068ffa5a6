// The first-year plan with the scholarships a student holds or applies for, by hand-computed cases:
// only valued award parts are subtracted, the parts we cannot value are named, two tuition awards
// never pay more than the tuition, the cost never goes below zero, and a plan that misses parts stays
// "at least" after the awards too. Converted figures add up on screen (each rounded once, then
// subtracted).

import type { MoneyFigure } from '@app/shared/figures';
import { GERMAN_MASTERS_FOR_ALL } from '@app/shared/scholarship-fixtures';
import type { AwardPart, ScholarshipFacts } from '@app/shared/scholarships';
import { describe, expect, it } from 'vitest';
import type { Plan } from './cost-planner';
import type { Rate } from './money';
import {
  afterAwardsWording,
  convertAfterAwards,
  nationalityOf,
  type PlanScholarship,
  planAfterAwards,
  scholarshipOptions,
} from './scholarship-plan';

const rate = (currency: string, unitsPerEur: number): Rate => ({
  currency,
  unitsPerEur,
  rateDate: '2026-11-20',
  sourceUrl: 'https://www.ecb.europa.eu/',
});
const inr = rate('INR', 100);
const rates = new Map([
  ['INR', inr],
  ['SEK', rate('SEK', 10)],
]);
const source = { source_url: 'https://example.org/official', checked_on: '2026-11-26' };
const known = (low: number, high = low, currency = 'EUR'): MoneyFigure => ({
  state: 'known',
  low_cents: low * 100,
  high_cents: high * 100,
  currency,
  applies_to: '2027/28',
  ...source,
});

const scholarship = (slug: string, covers: AwardPart[], more: Partial<ScholarshipFacts> = {}): PlanScholarship => ({
  ...GERMAN_MASTERS_FOR_ALL,
  ...more,
  slug,
  name: slug.toUpperCase(),
  official_url: `https://example.org/${slug}`,
  covers,
});

/** A plan of €10,000 tuition and €9,000 of living costs; `gaps` turns it into "at least". */
const plan = (tuition: { low: number; high: number } | null, gaps: Plan['gaps'] = []): Plan => {
  const lines: Plan['lines'] = [
    ...(tuition
      ? [{ key: 'tuition' as const, low: tuition.low * 100, high: tuition.high * 100, basis: 'checked' as const }]
      : []),
    { key: 'housing', low: 6_000_00, high: 6_000_00, basis: 'checked' },
    { key: 'food', low: 3_000_00, high: 3_000_00, basis: 'checked' },
  ];
  const low = lines.reduce((sum, line) => sum + line.low, 0);
  const high = lines.reduce((sum, line) => sum + line.high, 0);
  return {
    lines,
    gaps: tuition ? gaps : [{ key: 'tuition', reason: 'unchecked' }, ...gaps],
    low,
    high,
    complete: tuition !== null && gaps.length === 0,
    living: 'city',
    proofOfFunds: { state: 'unchecked' },
  };
};

const stipend = (monthly: number, months?: number): AwardPart => ({
  kind: 'stipend',
  period: 'month',
  ...(months ? { months } : {}),
  amount: known(monthly),
});

describe('planAfterAwards', () => {
  it('without a scholarship the plan is unchanged', () => {
    const after = planAfterAwards(plan({ low: 10_000, high: 10_000 }), [], rates);
    expect(after).toMatchObject({ low: 19_000_00, high: 19_000_00, awardLow: 0, awardHigh: 0, atLeast: false });
    expect(after.unvalued).toEqual([]);
  });

  it('subtracts a monthly stipend paid for ten months: €19,000 − 10 × €934 = €9,660', () => {
    const after = planAfterAwards(
      plan({ low: 10_000, high: 10_000 }),
      [scholarship('daad', [stipend(934, 10)])],
      rates,
    );
    expect(after).toMatchObject({ awardLow: 9_340_00, awardHigh: 9_340_00, low: 9_660_00, high: 9_660_00 });
    expect(after.awards).toEqual([{ slug: 'daad', name: 'DAAD', low: 9_340_00, high: 9_340_00, unvalued: [] }]);
  });

  it('keeps ranges end to end: the dearest case takes the smallest award from the dearest plan', () => {
    const award = scholarship('band', [{ kind: 'one_off', period: 'once', amount: known(1_000, 2_000) }]);
    const after = planAfterAwards(plan({ low: 8_000, high: 12_000 }), [award], rates);
    // €17,000–€21,000 − €1,000–€2,000 → €15,000–€20,000
    expect(after).toMatchObject({ low: 15_000_00, high: 20_000_00, awardLow: 1_000_00, awardHigh: 2_000_00 });
  });

  it('values a half tuition waiver from the plan’s tuition, the range kept end to end', () => {
    const waiver = scholarship('half', [{ kind: 'tuition', period: 'year', waiver_percent: 50 }]);
    const after = planAfterAwards(plan({ low: 10_000, high: 12_000 }), [waiver], rates);
    // €19,000–€21,000 − €5,000–€6,000 → €13,000–€16,000 (the shared costAfterAward rule: the widest band)
    expect(after).toMatchObject({ awardLow: 5_000_00, awardHigh: 6_000_00, low: 13_000_00, high: 16_000_00 });
  });

  it('converts an award in another currency with the rate staff set (SEK 50,000 at 10 a euro = €5,000)', () => {
    const sek = scholarship('si', [{ kind: 'one_off', period: 'once', amount: known(50_000, 50_000, 'SEK') }]);
    expect(planAfterAwards(plan({ low: 10_000, high: 10_000 }), [sek], rates)).toMatchObject({ awardLow: 5_000_00 });
  });

  it('never subtracts a part whose amount is not checked yet, and names it', () => {
    const partly = scholarship('partly', [
      stipend(1_000, 12),
      { kind: 'insurance', period: 'month' },
      { kind: 'travel', period: 'once', amount: { state: 'unchecked' } },
    ]);
    const after = planAfterAwards(plan({ low: 10_000, high: 10_000 }), [partly], rates);
    expect(after).toMatchObject({ awardLow: 12_000_00, low: 7_000_00, high: 7_000_00 });
    expect(after.unvalued).toEqual([{ name: 'PARTLY', kinds: ['insurance', 'travel'] }]);
    expect(afterAwardsWording(after).notSubtracted).toBe(
      'Not subtracted (amount not checked yet, or no exchange rate): PARTLY: health insurance and travel.',
    );
  });

  it('cannot value a tuition waiver when the plan’s tuition is not checked: it is named, the plan stays "at least"', () => {
    const waiver = scholarship('full', [{ kind: 'tuition', period: 'year', waiver_percent: 100 }]);
    const after = planAfterAwards(plan(null), [waiver], rates);
    expect(after).toMatchObject({ awardLow: 0, awardHigh: 0, low: 9_000_00, high: 9_000_00, atLeast: true });
    expect(after.unvalued).toEqual([{ name: 'FULL', kinds: ['tuition'] }]);
    expect(afterAwardsWording(after).label).toBe('At least this much after scholarships');
  });

  it('two tuition awards together never pay more than the tuition', () => {
    const full = scholarship('full', [{ kind: 'tuition', period: 'year', waiver_percent: 100 }]);
    const fixed = scholarship('fixed', [{ kind: 'tuition', period: 'year', amount: known(4_000) }]);
    const after = planAfterAwards(plan({ low: 10_000, high: 10_000 }), [full, fixed], rates);
    expect(after).toMatchObject({ awardLow: 10_000_00, awardHigh: 10_000_00, low: 9_000_00, high: 9_000_00 });
  });

  it('never goes below zero, whatever the awards', () => {
    const rich = scholarship('rich', [{ kind: 'one_off', period: 'once', amount: known(50_000) }]);
    expect(planAfterAwards(plan({ low: 10_000, high: 10_000 }), [rich], rates)).toMatchObject({ low: 0, high: 0 });
  });

  it('a plan that misses a part stays "at least" after the awards', () => {
    const after = planAfterAwards(
      plan({ low: 10_000, high: 10_000 }, [{ key: 'visa', reason: 'unchecked' }]),
      [scholarship('daad', [stipend(934, 10)])],
      rates,
    );
    expect(after.atLeast).toBe(true);
    expect(afterAwardsWording(after)).toEqual({ label: 'At least this much after scholarships' });
  });

  it('a complete plan with every award part valued is a total', () => {
    const after = planAfterAwards(plan({ low: 10_000, high: 10_000 }), [scholarship('daad', [stipend(934)])], rates);
    expect(afterAwardsWording(after)).toEqual({ label: 'Total after scholarships' });
  });
});

describe('convertAfterAwards', () => {
  it('rounds the award once to whole rupees and subtracts it from the converted plan, so the rows add up', () => {
    const after = planAfterAwards(
      plan({ low: 10_000, high: 10_000 }),
      [scholarship('odd', [{ kind: 'one_off', period: 'once', amount: known(0.005 * 100) }])],
      rates,
    );
    // Plan ₹1,900,000; award €0.50 → ₹50; after ₹1,899,950.
    expect(convertAfterAwards(after, { low: 1_900_000, high: 1_900_000 }, inr)).toEqual({
      awardLow: 50,
      awardHigh: 50,
      low: 1_899_950,
      high: 1_899_950,
    });
  });

  it('has nothing to show without a rate', () => {
    const after = planAfterAwards(plan({ low: 10_000, high: 10_000 }), [], rates);
    expect(convertAfterAwards(after, null, undefined)).toBeNull();
  });
});

describe('scholarshipOptions', () => {
  const program = { id: 7, university_id: 3, level: "Master's", field_code: '06', country_code: 'DE' };
  const open = scholarship('open', [stipend(934)]);
  const notForIndians = scholarship('closed-in', [stipend(500)], { nationalities: ['NP'] });
  const otherUniversity = scholarship('elsewhere', [stipend(500)], { university_ids: [99] });
  const france = scholarship('eiffel', [stipend(1_181)], { destination_codes: ['FR'] });

  it('offers the scholarships open to the student for the programme first, then the others for its country', () => {
    const options = scholarshipOptions([notForIndians, otherUniversity, open, france], { program, nationality: 'IN' });
    expect(options.eligible.map((s) => s.slug)).toEqual(['open']);
    expect(options.others.map((s) => s.slug)).toEqual(['closed-in', 'elsewhere']);
  });

  it('without a known nationality, a scheme limited by nationality is not listed as open to the student', () => {
    const options = scholarshipOptions([notForIndians, open], { program, nationality: null });
    expect(options.eligible.map((s) => s.slug)).toEqual(['open']);
  });

  it('a scheme whose nationalities nobody has checked is never called open to the student', () => {
    const unread = scholarship('unread', [stipend(500)], { nationalities_checked: false });
    for (const nationality of ['IN', null]) {
      const options = scholarshipOptions([unread], { program, nationality });
      expect(options.others.map((s) => s.slug)).toEqual(['unread']);
    }
  });

  it('on /plan, without a programme, the chosen country decides', () => {
    const options = scholarshipOptions([open, france], { country: 'FR', nationality: 'IN' });
    expect(options.eligible.map((s) => s.slug)).toEqual(['eiffel']);
    expect(options.others).toEqual([]);
  });

  it('maps the remembered home country to its ISO code', () => {
    expect(nationalityOf('India')).toBe('IN');
    expect(nationalityOf('Sri Lanka')).toBe('LK');
    expect(nationalityOf(null)).toBeNull();
  });
});
