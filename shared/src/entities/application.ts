// A student's application to one programme (public.applications, issue 33): its stage, the portal,
// the application number, the fee paid, the deadline it is tracked against and notes.
import { z } from 'zod';
import { APPLICATION_STAGES } from '../application-stages.ts';
import {
  currencyCode,
  id,
  isoDate,
  nullableText,
  optionalCents,
  optionalDate,
  optionalText,
  timestamp,
} from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

const stage = z.enum(APPLICATION_STAGES);

export const applicationRowSchema = z.object({
  id,
  user_id: z.string(),
  program_id: id,
  stage,
  portal: nullableText,
  application_number: nullableText,
  fee_paid_cents: z.number().int().nullable(),
  fee_currency: z.string(),
  deadline: isoDate.nullable(),
  notes: nullableText,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Application = z.infer<typeof applicationRowSchema>;

const maxText = (max: number) =>
  optionalText().refine((v) => v === null || v.length <= max, `At most ${max} characters.`);

/** What the tracker's form sends (the owner is the signed-in student, by the column default). */
export const applicationInputSchema = z.object({
  program_id: id,
  stage: stage.default('preparing'),
  portal: maxText(120),
  application_number: maxText(80),
  fee_paid_cents: optionalCents(),
  fee_currency: currencyCode(),
  deadline: optionalDate(),
  notes: maxText(5000),
});
export type ApplicationInput = z.output<typeof applicationInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type ApplicationMatchesTable = [
  Check<RowMatches<Application, 'applications'>>,
  Check<Insertable<ApplicationInput, 'applications'>>,
];
