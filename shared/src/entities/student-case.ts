// A student's case (public.student_cases): one per e-mail address, made by their first booking or
// contact message. Staff change its stage (Closed needs a reason) and, for admins, its counsellor.
import { z } from 'zod';
import { CASE_STAGES } from '../consultations.ts';
import { id, nullableText, timestamp } from './fields.ts';
import type { Check, RowMatches } from './matches-table.ts';

export const studentCaseRowSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  home_country: nullableText,
  stage: z.enum(CASE_STAGES),
  closed_reason: nullableText,
  counsellor_id: z.string().nullable(),
  // False while the counsellor came from a booking anyone could make with the address.
  assignment_confirmed: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type StudentCase = z.infer<typeof studentCaseRowSchema>;

/**
 * A stage move as the board and the case file send it: Closed carries its reason, every other stage
 * clears it (the database requires exactly that: student_cases_closed_has_reason).
 */
export const stageChangeSchema = z
  .object({
    stage: z.enum(CASE_STAGES),
    closed_reason: z.string().trim().max(500, 'At most 500 characters.').nullish(),
  })
  .transform(({ stage, closed_reason }) => ({
    stage,
    closed_reason: stage === 'closed' ? closed_reason || null : null,
  }))
  .refine((change) => change.stage !== 'closed' || change.closed_reason, {
    message: 'Say why the case is closed.',
    path: ['closed_reason'],
  });
export type StageChange = z.output<typeof stageChangeSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type StudentCaseMatchesTable = [
  Check<RowMatches<StudentCase, 'student_cases'>>,
  Check<[StageChange] extends [Partial<StudentCase>] ? true : false>,
];
