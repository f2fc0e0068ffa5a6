// The first-year plan with the scholarships a student holds or applies for (docs/product.md section 4):
// each award is valued with the shared rules (@app/shared/scholarships firstYearValue), only the valued
// parts are subtracted, the parts nobody could value are named, and a plan that misses parts stays
// "at least". Which scholarships the planner offers first: the ones open to the student for the
// programme (or, on /plan, for the chosen country).

import type { Band } from '@app/shared/figures';
import {
  AWARD_KIND_LABELS,
  type AwardKind,
  type AwardValue,
  type Candidate,
  candidateFor,
  costAfterAward,
  firstYearValue,
  isEligible,
  type ProgramFacts,
  type ScholarshipFacts,
  scholarshipFacts,
} from '@app/shared/scholarships';
import type { Plan } from './cost-planner';
import { eurToWhole, type Rate, type Rates, toEurCents } from './money';

export { nationalityOf } from './nationality';

/** What the planner island is given of a scholarship: the facts for matching and valuing, and its name. */
export type PlanScholarship = ScholarshipFacts & { slug: string; name: string; official_url: string };

/** A scholarship row as the page gives it to the planner island: only what PlanScholarship holds. */
export const planScholarship = (s: PlanScholarship): PlanScholarship => ({
  ...scholarshipFacts(s),
  slug: s.slug,
  name: s.name,
  official_url: s.official_url,
});

/** One ticked award in euro cents, and the kinds of its parts we could not value. */
export type AwardInPlan = { slug: string; name: string; low: number; high: number; unvalued: AwardKind[] };

export type PlanAfterAwards = {
  awards: AwardInPlan[];
  /** What the ticked awards are worth together in the first year (valued parts only), euro cents. */
  awardLow: number;
  awardHigh: number;
  /** The first-year cost after them, euro cents, never below zero. */
  low: number;
  high: number;
  /** The plan itself misses parts: the sum after the awards is a floor, like the plan's. */
  atLeast: boolean;
  /** Award parts not subtracted, by scholarship. */
  unvalued: { name: string; kinds: AwardKind[] }[];
};

/** The plan's tuition in euro cents, when it is counted: a waiver's share is valued from it. */
const tuitionOf = (plan: Plan): Band | null => {
  const line = plan.lines.find((l) => l.key === 'tuition');
  return line ? { low: line.low, high: line.high, currency: 'EUR' } : null;
};

const awardValueOf = (s: PlanScholarship, kinds: 'tuition' | 'rest', tuition: Band | null, rates: Rates): AwardValue =>
  firstYearValue(
    { covers: s.covers.filter((part) => (part.kind === 'tuition') === (kinds === 'tuition')) },
    tuition,
    (cents, currency) => toEurCents(cents, currency, rates),
  );

export function planAfterAwards(plan: Plan, chosen: readonly PlanScholarship[], rates: Rates): PlanAfterAwards {
  const tuition = tuitionOf(plan);
  const awards = chosen.map((s): AwardInPlan & { tuition: AwardValue } => {
    const forTuition = awardValueOf(s, 'tuition', tuition, rates);
    const rest = awardValueOf(s, 'rest', tuition, rates);
    return {
      slug: s.slug,
      name: s.name,
      low: forTuition.low + rest.low,
      high: forTuition.high + rest.high,
      unvalued: [...forTuition.unvalued, ...rest.unvalued],
      tuition: forTuition,
    };
  });
  // Several tuition awards together pay at most the tuition.
  const sum = (pick: (a: (typeof awards)[number]) => number) => awards.reduce((total, a) => total + pick(a), 0);
  const tuitionLow = sum((a) => a.tuition.low);
  const tuitionHigh = sum((a) => a.tuition.high);
  const awardLow = sum((a) => a.low) - tuitionLow + (tuition ? Math.min(tuitionLow, tuition.low) : tuitionLow);
  const awardHigh = sum((a) => a.high) - tuitionHigh + (tuition ? Math.min(tuitionHigh, tuition.high) : tuitionHigh);
  const after = costAfterAward(plan, { low: awardLow, high: awardHigh, unvalued: [] });
  return {
    awards: awards.map(({ tuition: _, ...award }) => award),
    awardLow,
    awardHigh,
    ...after,
    atLeast: !plan.complete,
    unvalued: awards.filter((a) => a.unvalued.length > 0).map((a) => ({ name: a.name, kinds: a.unvalued })),
  };
}

const listed = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The label of the total after the awards, and the award parts it does not subtract. */
export function afterAwardsWording(after: Pick<PlanAfterAwards, 'atLeast' | 'unvalued'>): {
  label: string;
  notSubtracted?: string;
} {
  const label = after.atLeast ? 'At least this much after scholarships' : 'Total after scholarships';
  if (after.unvalued.length === 0) return { label };
  const parts = after.unvalued.map(
    ({ name, kinds }) => `${name}: ${listed(kinds.map((kind) => AWARD_KIND_LABELS[kind].toLowerCase()))}`,
  );
  return { label, notSubtracted: `Not subtracted (amount not checked yet, or no exchange rate): ${parts.join('; ')}.` };
}

/**
 * In whole units of the family's currency: the award rounded once, then subtracted from the converted
 * plan's total, so the rows on screen add up.
 */
export function convertAfterAwards(
  after: PlanAfterAwards,
  converted: { low: number; high: number } | null,
  rate: Rate | undefined,
): { awardLow: number; awardHigh: number; low: number; high: number } | null {
  if (!converted || !rate) return null;
  const awardLow = eurToWhole(after.awardLow, rate);
  const awardHigh = eurToWhole(after.awardHigh, rate);
  return {
    awardLow,
    awardHigh,
    low: Math.max(0, converted.low - awardHigh),
    high: Math.max(0, converted.high - awardLow),
  };
}

// ── Which scholarships the planner offers ───────────────────────────────────────────────────────────

type Where = { program: ProgramFacts; nationality: string | null } | { country: string; nationality: string | null };

/**
 * The scholarships for the programme's (or chosen) country: those open to the student first, then the
 * others a student may still hold. Without a known nationality a scheme limited by nationality (or whose
 * nationalities nobody has checked) is not called open to the student.
 */
export function scholarshipOptions<S extends ScholarshipFacts>(
  list: readonly S[],
  where: Where,
): { eligible: S[]; others: S[] } {
  const candidate: Candidate =
    'program' in where
      ? candidateFor(where.program, where.nationality)
      : { destination: where.country, nationality: where.nationality };
  const destination = candidate.destination;
  const forCountry = list.filter((s) => destination != null && s.destination_codes.includes(destination));
  const open = (s: S) =>
    isEligible(s, candidate) && (where.nationality !== null || (s.nationalities === null && s.nationalities_checked));
  return { eligible: forCountry.filter(open), others: forCountry.filter((s) => !open(s)) };
}
