import { z } from 'zod';
import { COUNTRY_FIGURE_LIMITS } from '../living-costs.ts';
import {
  currencyCode,
  id,
  isoDate,
  nullableText,
  optionalCountryCode,
  optionalDate,
  optionalInt,
  optionalText,
  optionalUrl,
  requiredText,
  timestamp,
} from './fields.ts';
import { moneyFigureInput, moneyFigureSchema } from './figure.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';
import { checkCheckedOn } from './provenance.ts';

const nullableInt = z.number().int().nullable();

/** One step of a country's application checklist, in the order students take them. */
export const checklistStepSchema = z.object({
  title: requiredText(COUNTRY_FIGURE_LIMITS.stepTitle),
  detail: optionalText().refine(
    (v) => v === null || v.length <= COUNTRY_FIGURE_LIMITS.stepDetail,
    `At most ${COUNTRY_FIGURE_LIMITS.stepDetail} characters.`,
  ),
  lead_time: optionalText().refine(
    (v) => v === null || v.length <= COUNTRY_FIGURE_LIMITS.leadTime,
    `At most ${COUNTRY_FIGURE_LIMITS.leadTime} characters.`,
  ),
  url: optionalUrl().refine((v) => v !== null, 'Enter the official page for this step.'),
});
export type ChecklistStep = { title: string; detail: string | null; lead_time: string | null; url: string };

export const countryRowSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  proof_of_funds: moneyFigureSchema,
  living_norm: moneyFigureSchema,
  visa_fee: moneyFigureSchema,
  permit_fee: moneyFigureSchema,
  insurance_note: nullableText,
  insurance_source_url: nullableText,
  work_hours_per_week: nullableInt,
  work_note: nullableText,
  work_source_url: nullableText,
  post_study_months: nullableInt,
  post_study_note: nullableText,
  post_study_source_url: nullableText,
  // jsonb: the generated type is Json; the site reads it through checklistStepSchema.
  checklist: z.unknown(),
  checked_on: isoDate.nullable(),
  created_at: timestamp,
});
export type Country = z.infer<typeof countryRowSchema>;

const { note, longNote, workHours, postStudyMonths } = COUNTRY_FIGURE_LIMITS;
const noteOf = (max: number) =>
  optionalText().refine((v) => v === null || v.length <= max, `At most ${max} characters.`);
const intBetween = (min: number, max: number) =>
  optionalInt().refine((n) => n === null || (n >= min && n <= max), `Must be between ${min} and ${max}.`);

/** Each rule of a country that is not a figure, and the column naming its official page. */
export const COUNTRY_RULE_SOURCES = [
  ['work_hours_per_week', 'work_source_url'],
  ['post_study_months', 'post_study_source_url'],
] as const;

export const countryInputSchema = z
  .object({
    code: optionalCountryCode().refine((v) => v !== null, 'Required'),
    name: requiredText(100),
    currency: currencyCode(),
    proof_of_funds: moneyFigureInput(),
    living_norm: moneyFigureInput(),
    visa_fee: moneyFigureInput(),
    permit_fee: moneyFigureInput(),
    insurance_note: noteOf(longNote),
    insurance_source_url: optionalUrl(),
    work_hours_per_week: intBetween(workHours.min, workHours.max),
    work_note: noteOf(note),
    work_source_url: optionalUrl(),
    post_study_months: intBetween(postStudyMonths.min, postStudyMonths.max),
    post_study_note: noteOf(note),
    post_study_source_url: optionalUrl(),
    checklist: z
      .array(checklistStepSchema)
      .nullish()
      .transform((steps) => (steps ?? []) as ChecklistStep[])
      .refine((steps) => steps.length <= COUNTRY_FIGURE_LIMITS.steps, `At most ${COUNTRY_FIGURE_LIMITS.steps} steps.`),
    checked_on: optionalDate(),
  })
  .superRefine((country, ctx) => {
    for (const [figure, source] of COUNTRY_RULE_SOURCES) {
      if (country[figure] !== null && country[source] === null) {
        ctx.addIssue({ code: 'custom', path: [source], message: 'Enter the official page this rule comes from.' });
      }
    }
    checkCheckedOn(
      COUNTRY_RULE_SOURCES.some(([figure]) => country[figure] !== null),
      country.checked_on,
      ctx,
    );
  });
export type CountryFormValues = z.input<typeof countryInputSchema>;
export type CountryInput = z.output<typeof countryInputSchema> & { code: string };

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type CountryMatchesTable = [
  Check<RowMatches<Country, 'countries', 'checklist'>>,
  Check<Insertable<CountryInput, 'countries'>>,
];
