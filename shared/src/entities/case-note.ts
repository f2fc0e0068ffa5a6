// A counsellor's note on a case (public.case_notes): internal, never shown to the student; the author
// is the signed-in user (the column's default, which RLS requires).
import { z } from 'zod';
import { id, requiredText, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const caseNoteRowSchema = z.object({
  id,
  case_id: id,
  author_id: z.string().nullable(),
  body: z.string(),
  created_at: timestamp,
});
export type CaseNote = z.infer<typeof caseNoteRowSchema>;

export const caseNoteInputSchema = z.object({ case_id: id, body: requiredText(5000) });
export type CaseNoteInput = z.output<typeof caseNoteInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type CaseNoteMatchesTable = [
  Check<RowMatches<CaseNote, 'case_notes'>>,
  Check<Insertable<CaseNoteInput, 'case_notes'>>,
];
