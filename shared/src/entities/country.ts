import { z } from 'zod';
import { COUNTRY_FIGURE_LIMITS } from '../constants.ts';
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
import { checkSource } from './provenance.ts';

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
  visa_fee_cents: nullableInt,
  visa_fee_currency: z.string(),
  permit_fee_cents: nullableInt,
  permit_fee_currency: z.string(),
  insurance_note: nullableText,
  work_hours_per_week: nullableInt,
  work_note: nullableText,
  post_study_months: nullableInt,
  post_study_note: nullableText,
  // jsonb: the generated type is Json; the site reads it through checklistStepSchema.
  checklist: z.unknown(),
  source_url: nullableText,
  checked_on: isoDate.nullable(),
  created_at: timestamp,
});
export type Country = z.infer<typeof countryRowSchema>;

const { note, longNote, workHours, postStudyMonths } = COUNTRY_FIGURE_LIMITS;
const noteOf = (max: number) =>
  optionalText().refine((v) => v === null || v.length <= max, `At most ${max} characters.`);
const intBetween = (min: number, max: number) =>
  optionalInt().refine((n) => n === null || (n >= min && n <= max), `Must be between ${min} and ${max}.`);

export const countryInputSchema = z
  .object({
    code: optionalCountryCode().refine((v) => v !== null, 'Required'),
    name: requiredText(100),
    currency: currencyCode(),
    proof_of_funds_cents: optionalCents(),
    proof_of_funds_currency: currencyCode(),
    proof_of_funds_note: noteOf(longNote),
    visa_fee_cents: optionalCents(),
    visa_fee_currency: currencyCode(),
    permit_fee_cents: optionalCents(),
    permit_fee_currency: currencyCode(),
    insurance_note: noteOf(longNote),
    work_hours_per_week: intBetween(workHours.min, workHours.max),
    work_note: noteOf(note),
    post_study_months: intBetween(postStudyMonths.min, postStudyMonths.max),
    post_study_note: noteOf(note),
    checklist: z
      .array(checklistStepSchema)
      .nullish()
      .transform((steps) => (steps ?? []) as ChecklistStep[])
      .refine((steps) => steps.length <= COUNTRY_FIGURE_LIMITS.steps, `At most ${COUNTRY_FIGURE_LIMITS.steps} steps.`),
    source_url: optionalUrl(),
    checked_on: optionalDate(),
  })
  .superRefine((country, ctx) =>
    checkSource(
      [
        country.proof_of_funds_cents,
        country.visa_fee_cents,
        country.permit_fee_cents,
        country.work_hours_per_week,
        country.post_study_months,
      ],
      country,
      ctx,
      'Enter the official page these figures come from.',
    ),
  );
export type CountryFormValues = z.input<typeof countryInputSchema>;
export type CountryInput = z.output<typeof countryInputSchema> & { code: string };
