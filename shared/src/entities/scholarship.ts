// A scholarship (public.scholarships): who funds it, its official page, who may hold it and for which
// programmes, what it pays (`covers`, parts checked by private.award_problem) and its window for the
// 2027 intake. The pure rules over a row (eligibility, deadline status, first-year value) are in
// shared/src/scholarships.ts; this module is what reads return and what the console and CSV send.
import { z } from 'zod';
import { FIELD_CODE_PATTERN, PROGRAM_LEVELS } from '../constants.ts';
import { AWARD_KINDS, AWARD_PERIODS, type AwardPart } from '../scholarships.ts';
import {
  booleanWithDefault,
  id,
  isoDate,
  nullableText,
  optionalDate,
  optionalInt,
  optionalText,
  optionalUrl,
  requiredText,
  slugInput,
  timestamp,
} from './fields.ts';
import { dateFigureInput, dateFigureSchema, moneyFigureInput, moneyFigureSchema } from './figure.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';
import { refuseFutureCheck } from './provenance.ts';

/** The database's limits (scholarships' checks and private.award_problem). */
export const SCHOLARSHIP_LIMITS = {
  name: 200,
  provider: 200,
  intake: 40,
  criteria: 400,
  eligibilityNote: 600,
  parts: 8,
  partNote: 200,
  awards: 100_000,
};

const awardPartSchema: z.ZodType<AwardPart> = z.object({
  kind: z.enum(AWARD_KINDS),
  period: z.enum(AWARD_PERIODS).optional(),
  months: z.int().optional(),
  waiver_percent: z.int().optional(),
  amount: moneyFigureSchema.optional(),
  note: z.string().optional(),
});

const codes = z.array(z.string()).nullable();
const ids = z.array(z.number().int()).nullable();

export const scholarshipRowSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  official_url: z.string(),
  levels: z.array(z.enum(PROGRAM_LEVELS)),
  field_codes: codes,
  destination_codes: z.array(z.string()),
  university_ids: ids,
  program_ids: ids,
  nationalities: codes,
  nationalities_checked: z.boolean(),
  covers: z.array(awardPartSchema),
  awards_count: z.number().int().nullable(),
  intake: z.string(),
  criteria: z.string(),
  eligibility_note: nullableText,
  opens_on: dateFigureSchema,
  deadline: dateFigureSchema,
  checked_on: isoDate,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Scholarship = z.infer<typeof scholarshipRowSchema>;

const problem = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/** A part of what the scholarship pays, as the console's repeating rows send it. */
const awardPartInput = z
  .object({
    kind: z.enum(AWARD_KINDS, { error: 'Choose what this part pays for.' }),
    period: z
      .union([z.enum(AWARD_PERIODS), z.literal('')])
      .nullish()
      .transform((v) => v || null),
    months: optionalInt(),
    waiver_percent: optionalInt(),
    amount: moneyFigureInput(),
    note: optionalText().refine(
      (v) => v === null || v.length <= SCHOLARSHIP_LIMITS.partNote,
      `At most ${SCHOLARSHIP_LIMITS.partNote} characters.`,
    ),
  })
  .superRefine((part, ctx) => {
    const hasAmount = part.amount.state !== 'unchecked';
    if (part.waiver_percent !== null) {
      if (part.kind !== 'tuition') problem(ctx, ['waiver_percent'], 'Only a tuition part waives a share.');
      else if (part.waiver_percent < 1 || part.waiver_percent > 100) problem(ctx, ['waiver_percent'], 'From 1 to 100.');
      if (hasAmount) problem(ctx, ['amount'], 'Give the share waived or an amount, not both.');
    } else if (part.kind === 'tuition' && !hasAmount) {
      problem(ctx, ['waiver_percent'], 'Enter the share of tuition it waives (100 for all), or an amount.');
    }
    if ((hasAmount || part.kind === 'stipend') && part.period === null) {
      problem(ctx, ['period'], 'Choose how often it is paid.');
    }
    if (part.months !== null && (part.kind !== 'stipend' || part.period !== 'month')) {
      problem(ctx, ['months'], 'Only a monthly allowance has a number of months.');
    } else if (part.months !== null && (part.months < 1 || part.months > 12)) {
      problem(ctx, ['months'], 'From 1 to 12.');
    }
  })
  .transform((part): AwardPart => {
    const stored: AwardPart = { kind: part.kind };
    if (part.period !== null) stored.period = part.period;
    if (part.months !== null) stored.months = part.months;
    if (part.waiver_percent !== null) stored.waiver_percent = part.waiver_percent;
    // A part whose amount nobody has checked keeps an unchecked amount: shown as "not checked yet".
    else if (part.kind !== 'tuition' || part.amount.state !== 'unchecked') stored.amount = part.amount;
    if (part.note !== null) stored.note = part.note;
    return stored;
  });

/** A list typed as chips or comma text → upper-cased codes; empty → null ("all"). */
const codeList = (pattern: RegExp, message: string, upper = true) =>
  z
    .union([z.string(), z.array(z.string())])
    .nullish()
    .transform((v) => {
      const items = (Array.isArray(v) ? v : (v ?? '').split(','))
        .map((item) => (upper ? item.trim().toUpperCase() : item.trim()))
        .filter(Boolean);
      return items.length ? [...new Set(items)] : null;
    })
    .refine((items) => items === null || items.every((item) => pattern.test(item)), message);
/** null: any in its destinations; an empty list: none of the catalogue's (kept, never widened to any). */
const idList = () =>
  z
    .array(z.union([z.number(), z.string()]))
    .nullish()
    .transform((v) => (v == null ? null : [...new Set(v.map(Number).filter((n) => Number.isInteger(n) && n > 0))]));

export const scholarshipInputSchema = z
  .object({
    name: requiredText(SCHOLARSHIP_LIMITS.name),
    slug: slugInput(),
    provider: requiredText(SCHOLARSHIP_LIMITS.provider),
    official_url: optionalUrl().refine((v) => v !== null, 'Enter the official page of the scholarship.'),
    levels: z.array(z.enum(PROGRAM_LEVELS)).min(1, 'Choose at least one level.'),
    field_codes: codeList(FIELD_CODE_PATTERN, 'Choose fields of study from the list.', false),
    destination_codes: codeList(/^[A-Z]{2}$/, 'Use two-letter country codes (DE, FR).').refine(
      (v) => v !== null,
      'Choose at least one destination country.',
    ),
    university_ids: idList(),
    program_ids: idList(),
    nationalities: codeList(/^[A-Z]{2}$/, 'Use two-letter country codes (IN, NP).'),
    // Unticked: the official list of nationalities is not read yet (shown as "not checked yet").
    nationalities_checked: booleanWithDefault(true),
    covers: z
      .array(awardPartInput)
      .min(1, 'Add what the scholarship pays for.')
      .max(SCHOLARSHIP_LIMITS.parts, `At most ${SCHOLARSHIP_LIMITS.parts} parts.`),
    awards_count: optionalInt().refine(
      (n) => n === null || (n >= 1 && n <= SCHOLARSHIP_LIMITS.awards),
      `From 1 to ${SCHOLARSHIP_LIMITS.awards}.`,
    ),
    intake: requiredText(SCHOLARSHIP_LIMITS.intake),
    criteria: requiredText(SCHOLARSHIP_LIMITS.criteria),
    eligibility_note: optionalText().refine(
      (v) => v === null || v.length <= SCHOLARSHIP_LIMITS.eligibilityNote,
      `At most ${SCHOLARSHIP_LIMITS.eligibilityNote} characters.`,
    ),
    opens_on: dateFigureInput(),
    deadline: dateFigureInput(),
    checked_on: optionalDate().refine((v) => v !== null, 'Enter the day you read the official page.'),
  })
  .superRefine((s, ctx) => {
    refuseFutureCheck(s.checked_on, ctx);
    if (!s.nationalities_checked && s.nationalities !== null) {
      problem(ctx, ['nationalities'], 'Leave the list empty until the official list of nationalities is checked.');
    }
  });
export type ScholarshipFormValues = z.input<typeof scholarshipInputSchema>;
export type ScholarshipInput = z.output<typeof scholarshipInputSchema> & {
  official_url: string;
  destination_codes: string[];
  checked_on: string;
};

/** Compile-time: the schemas match the generated table (matches-table.ts); `covers` is jsonb. */
export type ScholarshipMatchesTable = [
  Check<RowMatches<Scholarship, 'scholarships', 'covers'>>,
  Check<Insertable<ScholarshipInput, 'scholarships'>>,
];
