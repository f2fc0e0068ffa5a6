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
  list,
  nullableText,
  optionalDate,
  optionalInt,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredText,
  slugInput,
  textList,
  timestamp,
} from './fields.ts';
import {
  dateFigureInput,
  dateFigureSchema,
  englishFigureInput,
  englishFigureSchema,
  moneyFigureInput,
  moneyFigureSchema,
} from './figure.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';
import { refuseFutureCheck } from './provenance.ts';

const nullableInt = z.number().int().nullable();

export const programRowSchema = z.object({
  id,
  university_id: id,
  name: z.string(),
  slug: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  description: nullableText,
  duration_in_years: z.number().nullable(),
  application_link: nullableText,
  field_code: nullableText,
  languages: list,
  ects: nullableInt,
  study_mode: z.enum(STUDY_MODES).nullable(),
  intake_months: z.array(z.number().int()),
  program_url: nullableText,
  tuition_non_eu: moneyFigureSchema,
  tuition_eu: moneyFigureSchema,
  semester_fees: moneyFigureSchema,
  deadline: dateFigureSchema,
  english_requirement: englishFigureSchema,
  application_fee: moneyFigureSchema,
  documents: z.array(z.string()).nullable(),
  documents_source_url: nullableText,
  documents_checked_on: nullableText,
  created_at: timestamp,
});
export type Program = z.infer<typeof programRowSchema>;

const { ects } = PROGRAM_FIGURE_LIMITS;
const between = (min: number, max: number) => `Must be between ${min} and ${max}.`;

/**
 * The programme form's own fields (a figure names its own source: shared/src/entities/figure.ts). The
 * console checks a programme typed into a university not saved yet with these, as it has no university
 * id until then; the CSV import names the university by its slug instead.
 */
export const programFieldsSchema = z.object({
  name: requiredText(NAME_LIMITS.program),
  // Blank: the database makes it from the name.
  slug: slugInput(),
  level: z.enum(PROGRAM_LEVELS),
  description: optionalText(),
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
  program_url: optionalUrl(),
  tuition_non_eu: moneyFigureInput(),
  tuition_eu: moneyFigureInput(),
  semester_fees: moneyFigureInput(),
  deadline: dateFigureInput(),
  english_requirement: englishFigureInput(),
  application_fee: moneyFigureInput(),
  // What the application page asks for, one item a line; with that page and the day it was read.
  documents: textList().transform((items) => (items.length > 0 ? items : null)),
  documents_source_url: optionalUrl(),
  documents_checked_on: optionalDate(),
});

type DocumentFields = {
  documents: string[] | null;
  documents_source_url: string | null;
  documents_checked_on: string | null;
};

/** The documents list is a fact only with the page that asks for it and the day it was read (programs_documents_sourced). */
export function checkProgramDocuments(program: DocumentFields, ctx: z.RefinementCtx): void {
  const problem = (path: keyof DocumentFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const listed = program.documents !== null;
  if (listed && program.documents_source_url === null)
    problem('documents_source_url', 'Enter the page that asks for these documents.');
  if (listed && program.documents_checked_on === null)
    problem('documents_checked_on', 'Enter the day you read that page.');
  if (!listed && (program.documents_source_url !== null || program.documents_checked_on !== null)) {
    problem('documents', 'List the documents the page asks for, or clear its page and day.');
  }
  refuseFutureCheck(program.documents_checked_on, ctx);
}

/** A programme as the console saves it: its fields and its university. */
export const programInputSchema = programFieldsSchema
  .extend({ university_id: z.coerce.number<number | string>().int().positive() })
  .superRefine(checkProgramDocuments);

export type ProgramFormValues = z.input<typeof programInputSchema>;
export type ProgramInput = z.output<typeof programInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type ProgramMatchesTable = [Check<RowMatches<Program, 'programs'>>, Check<Insertable<ProgramInput, 'programs'>>];
