// A counsellor (public.counsellors): the staff role that works on students' cases. Their weekly hours
// and days off are rows of their own (counsellor_hours, counsellor_days_off), edited beside the profile.
import { z } from 'zod';
import { SPOKEN_LANGUAGES } from '../consultations.ts';
import { requiredText, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

const language = z.enum(SPOKEN_LANGUAGES);

export const counsellorRowSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  languages: z.array(language),
  video_link: z.string(),
  time_zone: z.string(),
  active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Counsellor = z.infer<typeof counsellorRowSchema>;

/** A time zone the browser knows by its IANA name (the database checks its own list too). */
const timeZone = requiredText(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Enter a time zone such as Europe/Berlin.');

/** The profile a counsellor keeps (and an admin sets when adding one): the call link must be https. */
export const counsellorInputSchema = z.object({
  user_id: z.string().min(1, 'Pick the account.'),
  display_name: requiredText(80),
  languages: z.array(language).min(1, 'Pick at least one language.'),
  video_link: requiredText(2000).pipe(
    z.url({ protocol: /^https$/, hostname: z.regexes.hostname, error: 'Enter the full https:// link of the call.' }),
  ),
  time_zone: timeZone,
});
export type CounsellorFormValues = z.input<typeof counsellorInputSchema>;
export type CounsellorInput = z.output<typeof counsellorInputSchema>;

/** One block of weekly hours (counsellor_hours), on the half hour, closing after it opens. */
const halfHour = z.string().regex(/^([01]\d|2[0-3]):[03]0(:00)?$/, 'Use a time on the half hour, such as 09:00.');
export const counsellorHoursInputSchema = z
  .object({
    counsellor_id: z.string(),
    weekday: z.number().int().min(1).max(7),
    opens: halfHour,
    closes: halfHour,
  })
  .refine((hours) => hours.closes.slice(0, 5) > hours.opens.slice(0, 5), {
    message: 'Closes after it opens.',
    path: ['closes'],
  });
export type CounsellorHoursInput = z.output<typeof counsellorHoursInputSchema>;

/** Compile-time: the schemas match the generated tables (matches-table.ts). */
export type CounsellorMatchesTable = [
  Check<RowMatches<Counsellor, 'counsellors'>>,
  Check<Insertable<CounsellorInput, 'counsellors'>>,
  Check<Insertable<CounsellorHoursInput, 'counsellor_hours'>>,
];
