import { z } from 'zod';
import { COUNTRY_FIGURE_LIMITS } from '../living-costs.ts';
import {
  currencyCode,
  id,
  isoDate,
  nullableText,
  optionalCents,
  optionalCountryCode,
  optionalDate,
  optionalInt,
  optionalText,
  optionalUrl,
  requiredText,
  timestamp,
} from './fields.ts';
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
  proof_of_funds_cents: nullableInt,
  proof_of_funds_currency: z.string(),
  proof_of_funds_note: nullableText,
  proof_of_funds_source_url: nullableText,
  visa_fee_cents: nullableInt,
  visa_fee_currency: z.string(),
  visa_fee_source_url: nullableText,
  permit_fee_cents: nullableInt,
  permit_fee_currency: z.string(),
  permit_fee_source_url: nullableText,
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

/** Each figure of a country and the column naming its official page. */
export const COUNTRY_FIGURE_SOURCES = [
  ['proof_of_funds_cents', 'proof_of_funds_source_url'],
  ['visa_fee_cents', 'visa_fee_source_url'],
  ['permit_fee_cents', 'permit_fee_source_url'],
  ['work_hours_per_week', 'work_source_url'],
  ['post_study_months', 'post_study_source_url'],
] as const;

export const countryInputSchema = z
  .object({
    code: optionalCountryCode().refine((v) => v !== null, 'Required'),
    name: requiredText(100),
    currency: currencyCode(),
    proof_of_funds_cents: optionalCents(),
    proof_of_funds_currency: currencyCode(),
    proof_of_funds_note: noteOf(longNote),
    proof_of_funds_source_url: optionalUrl(),
    visa_fee_cents: optionalCents(),
    visa_fee_currency: currencyCode(),
    visa_fee_source_url: optionalUrl(),
    permit_fee_cents: optionalCents(),
    permit_fee_currency: currencyCode(),
    permit_fee_source_url: optionalUrl(),
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
    for (const [figure, source] of COUNTRY_FIGURE_SOURCES) {
      if (country[figure] !== null && country[source] === null) {
        ctx.addIssue({ code: 'custom', path: [source], message: 'Enter the official page this figure comes from.' });
      }
    }
    checkCheckedOn(
      COUNTRY_FIGURE_SOURCES.some(([figure]) => country[figure] !== null),
      country.checked_on,
      ctx,
    );
  });
export type CountryFormValues = z.input<typeof countryInputSchema>;
export type CountryInput = z.output<typeof countryInputSchema> & { code: string };
