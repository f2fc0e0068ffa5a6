import { z } from 'zod';
import { NAME_LIMITS, PROGRAM_DURATION_YEARS, PROGRAM_LEVELS } from '../constants.ts';
import { id, nullableText, optionalNumber, optionalText, optionalUrl, requiredText, timestamp } from './fields.ts';

export const programRowSchema = z.object({
  id,
  university_id: id,
  name: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  description: nullableText,
  tuition_fee: nullableText,
  duration_in_years: z.number().nullable(),
  application_link: nullableText,
  created_at: timestamp,
});
export type Program = z.infer<typeof programRowSchema>;

export const programInputSchema = z.object({
  university_id: z.coerce.number<number | string>().int().positive(),
  name: requiredText(NAME_LIMITS.program),
  level: z.enum(PROGRAM_LEVELS),
  description: optionalText(),
  tuition_fee: optionalText(),
  // The column holds one decimal below 100 and must be above 0; say so before the request.
  duration_in_years: optionalNumber().refine(
    (n) => n === null || (n >= PROGRAM_DURATION_YEARS.min && n <= PROGRAM_DURATION_YEARS.max),
    { error: `Enter a duration from ${PROGRAM_DURATION_YEARS.min} to ${PROGRAM_DURATION_YEARS.max} years.` },
  ),
  application_link: optionalUrl(),
});
export type ProgramFormValues = z.input<typeof programInputSchema>;
export type ProgramInput = z.output<typeof programInputSchema>;
