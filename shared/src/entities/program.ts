import { z } from 'zod';
import {
  FIELD_CODE_PATTERN,
  NAME_LIMITS,
  PROGRAM_DURATION_YEARS,
  PROGRAM_FIGURE_LIMITS,
  PROGRAM_LEVELS,
  STUDY_MODES,
} from '../constants.ts';
import {
  id,
  isoDate,
  list,
  nullableText,
  optionalCents,
  optionalDate,
  optionalInt,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredText,
  slugInput,
  timestamp,
} from './fields.ts';
import { checkSource } from './provenance.ts';

const nullableInt = z.number().int().nullable();

export const programRowSchema = z.object({
  id,
  university_id: id,
  name: z.string(),
  slug: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  description: nullableText,
  tuition_fee: nullableText,
  duration_in_years: z.number().nullable(),
  application_link: nullableText,
  field_code: nullableText,
  languages: list,
  ects: nullableInt,
  study_mode: z.enum(STUDY_MODES).nullable(),
  intake_months: z.array(z.number().int()),
  application_deadline: isoDate.nullable(),
  deadline_note: nullableText,
  fee_currency: z.string(),
  tuition_non_eu_cents: nullableInt,
  tuition_eu_cents: nullableInt,
  semester_fees_cents: nullableInt,
  fee_note: nullableText,
  ielts_min: z.number().nullable(),
  toefl_min: nullableInt,
  program_url: nullableText,
  source_url: nullableText,
  deadline_source_url: nullableText,
  checked_on: isoDate.nullable(),
  created_at: timestamp,
});
export type Program = z.infer<typeof programRowSchema>;

const { ects, ielts, toefl, note } = PROGRAM_FIGURE_LIMITS;
const between = (min: number, max: number) => `Must be between ${min} and ${max}.`;
const optionalNote = () => optionalText().refine((v) => v === null || v.length <= note, `At most ${note} characters.`);

/** The form's fields; programInputSchema adds the rule that figures name their source. */
export const programFieldsSchema = z.object({
  university_id: z.coerce.number<number | string>().int().positive(),
  name: requiredText(NAME_LIMITS.program),
  // Blank: the database makes it from the name.
  slug: slugInput(),
  level: z.enum(PROGRAM_LEVELS),
  description: optionalText(),
  tuition_fee: optionalText(),
  // The column holds one decimal below 100 and must be above 0; say so before the request.
  duration_in_years: optionalNumber().refine(
    (n) => n === null || (n >= PROGRAM_DURATION_YEARS.min && n <= PROGRAM_DURATION_YEARS.max),
    { error: `Enter a duration from ${PROGRAM_DURATION_YEARS.min} to ${PROGRAM_DURATION_YEARS.max} years.` },
  ),
  application_link: optionalUrl(),
  field_code: optionalText().refine((v) => v === null || FIELD_CODE_PATTERN.test(v), 'Choose a field of study.'),
  languages: z
    .array(z.string())
    .nullish()
    .transform((v) => [...new Set((v ?? []).map((code) => code.trim().toLowerCase()).filter(Boolean))])
    .refine((codes) => codes.every((code) => /^[a-z]{2}$/.test(code)), 'Use two-letter language codes (en, de).'),
  ects: optionalInt().refine((n) => n === null || (n >= ects.min && n <= ects.max), between(ects.min, ects.max)),
  study_mode: z
    .union([z.enum(STUDY_MODES), z.literal('')])
    .nullish()
    .transform((v) => v || null),
  intake_months: z
    .array(z.coerce.number<number | string>())
    .nullish()
    .transform((v) => [...new Set(v ?? [])].sort((a, b) => a - b))
    .refine((months) => months.every((m) => Number.isInteger(m) && m >= 1 && m <= 12), 'Choose months 1–12.'),
  application_deadline: optionalDate(),
  deadline_note: optionalNote(),
  fee_currency: z
    .string()
    .nullish()
    .transform((v) => v?.trim().toUpperCase() || 'EUR')
    .refine((v) => /^[A-Z]{3}$/.test(v), 'Use a three-letter currency code (EUR, SEK).'),
  tuition_non_eu_cents: optionalCents(),
  tuition_eu_cents: optionalCents(),
  semester_fees_cents: optionalCents(),
  fee_note: optionalNote(),
  ielts_min: optionalNumber().refine(
    (n) => n === null || (n >= ielts.min && n <= ielts.max && Number.isInteger(n * 2)),
    `Enter a band from ${ielts.min} to ${ielts.max} in steps of 0.5.`,
  ),
  toefl_min: optionalInt().refine(
    (n) => n === null || (n >= toefl.min && n <= toefl.max),
    between(toefl.min, toefl.max),
  ),
  program_url: optionalUrl(),
  source_url: optionalUrl(),
  deadline_source_url: optionalUrl(),
  checked_on: optionalDate(),
});

type ProgramFigures = Pick<
  z.output<typeof programFieldsSchema>,
  | 'tuition_non_eu_cents'
  | 'tuition_eu_cents'
  | 'semester_fees_cents'
  | 'application_deadline'
  | 'source_url'
  | 'checked_on'
>;

/** A fee or deadline shown to students must say where it comes from and when it was checked. */
export function checkProvenance(program: ProgramFigures, ctx: z.RefinementCtx): void {
  checkSource(
    [program.tuition_non_eu_cents, program.tuition_eu_cents, program.semester_fees_cents, program.application_deadline],
    program,
    ctx,
    'Enter the official page the fees and deadline come from.',
  );
}

export const programInputSchema = programFieldsSchema.superRefine(checkProvenance);
export type ProgramFormValues = z.input<typeof programInputSchema>;
export type ProgramInput = z.output<typeof programInputSchema>;
