import { z } from 'zod';
import { DEFAULT_INTERVIEW_STATUS, INTERVIEW_STATUSES } from '../constants.ts';
import {
  enumWithDefault,
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

export const interviewRowSchema = z.object({
  id,
  interviewee_name: z.string(),
  interviewee_role: nullableText,
  interview_date: isoDate.nullable(),
  video_link: nullableText,
  status: z.enum(INTERVIEW_STATUSES),
  notes: nullableText,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Interview = z.infer<typeof interviewRowSchema>;

/** Any status may follow any other; updated_at is maintained by a trigger, never sent. */
export const interviewInputSchema = z.object({
  interviewee_name: requiredText(),
  interviewee_role: optionalText(),
  interview_date: optionalDate(),
  video_link: optionalUrl(),
  status: enumWithDefault(INTERVIEW_STATUSES, DEFAULT_INTERVIEW_STATUS),
  notes: optionalText(),
});
export type InterviewFormValues = z.input<typeof interviewInputSchema>;
export type InterviewInput = z.output<typeof interviewInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type InterviewMatchesTable = [
  Check<RowMatches<Interview, 'interviews'>>,
  Check<Insertable<InterviewInput, 'interviews'>>,
];
