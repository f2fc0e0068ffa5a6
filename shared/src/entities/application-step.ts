// One step of an application's checklist (public.application_steps, issue 33): generated from the
// programme, the destination and the home country (shared/src/checklist.ts), or added by the student or
// their counsellor; done when ticked, or "not needed" with the reason.
import { z } from 'zod';
import {
  id,
  isoDate,
  nullableText,
  optionalDate,
  optionalText,
  optionalUrl,
  requiredText,
  timestamp,
} from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const CHECKLIST_SOURCES = ['programme', 'destination', 'home', 'counsellor', 'student'] as const;

export const applicationStepRowSchema = z.object({
  id,
  application_id: id,
  source: z.enum(CHECKLIST_SOURCES),
  position: z.number().int(),
  title: z.string(),
  detail: nullableText,
  official_url: nullableText,
  lead_time_days: z.number().int().nullable(),
  due_on: isoDate.nullable(),
  done_at: timestamp.nullable(),
  not_needed_reason: nullableText,
  added_by: z.string().nullable(),
  created_at: timestamp,
});
export type ApplicationStep = z.infer<typeof applicationStepRowSchema>;

/** A step the student (or their counsellor, source 'counsellor') adds by hand. */
export const applicationStepInputSchema = z.object({
  application_id: id,
  source: z.enum(['student', 'counsellor']).default('student'),
  title: requiredText(150),
  detail: optionalText().refine((v) => v === null || v.length <= 600, 'At most 600 characters.'),
  official_url: optionalUrl(),
  due_on: optionalDate(),
});
export type ApplicationStepInput = z.output<typeof applicationStepInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type ApplicationStepMatchesTable = [
  Check<RowMatches<ApplicationStep, 'application_steps'>>,
  Check<Insertable<ApplicationStepInput, 'application_steps'>>,
];
