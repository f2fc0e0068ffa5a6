// A task on a case (public.case_tasks): what was promised, with an optional due date, ticked off when done.
import { z } from 'zod';
import { id, isoDate, optionalDate, requiredText, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const caseTaskRowSchema = z.object({
  id,
  case_id: id,
  title: z.string(),
  due_on: isoDate.nullable(),
  done: z.boolean(),
  created_by: z.string().nullable(),
  created_at: timestamp,
});
export type CaseTask = z.infer<typeof caseTaskRowSchema>;

export const caseTaskInputSchema = z.object({ case_id: id, title: requiredText(200), due_on: optionalDate() });
export type CaseTaskInput = z.output<typeof caseTaskInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type CaseTaskMatchesTable = [
  Check<RowMatches<CaseTask, 'case_tasks'>>,
  Check<Insertable<CaseTaskInput, 'case_tasks'>>,
];
