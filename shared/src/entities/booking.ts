// A free consultation (public.bookings, migration 20261127000100). Written with zod's mini build so the
// /book island can check the form with this same schema for a few KB (docs/decisions.md); each message
// says what to fix, and the island shows it under its field.
import * as z from 'zod/mini';
import { PROGRAM_LEVELS } from '../constants.ts';
import { BOOKING_HOME_COUNTRIES, BUDGET_BANDS, ENGLISH_TEST_STATUSES, SPOKEN_LANGUAGES } from '../consultations.ts';
import { EMAIL_PATTERN } from '../email.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

/** Mirrors the table's check constraints. */
export const BOOKING_LIMITS = {
  name: 200,
  email: 320,
  field_of_study: 120,
  intended_intake: 40,
  plan_query: 2000,
  shortlist: 50,
} as const;

/** E.164: a plus, the country code and the number, 8 to 15 digits in all (bookings_whatsapp_e164). */
export const E164_PATTERN = /^\+[1-9][0-9]{7,14}$/;

export const bookingMessages = {
  name: 'Enter your name.',
  nameTooLong: `Your name can be at most ${BOOKING_LIMITS.name} characters.`,
  email: 'Enter your e-mail address, like name@example.com: the confirmation goes there.',
  whatsapp: 'Enter your WhatsApp number with + and the country code, like +91 98765 43210, or leave it empty.',
  homeCountry: 'Choose your home country (or Other).',
  studyLevel: "Choose Bachelor's or Master's, or leave it empty.",
  fieldOfStudy: `Keep the field of study to ${BOOKING_LIMITS.field_of_study} characters.`,
  intendedIntake: `Keep the intake to ${BOOKING_LIMITS.intended_intake} characters, like "Winter 2027".`,
  budgetBand: 'Choose a budget band, or leave it empty.',
  englishTest: 'Choose where you are with the English test, or leave it empty.',
  language: 'Choose the language you want to talk in.',
  slot: 'Pick a day and a time first.',
  shortlist: `A booking can attach up to ${BOOKING_LIMITS.shortlist} programmes.`,
  planQuery: 'The plan link is too long to attach.',
} as const;

/** Blank text → null; anything else trimmed. */
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((value) => value?.trim() || null),
    ),
    z.nullable(z.string().check(z.maxLength(max, message))),
  );

/** Blank → null, else one of `values`. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((value) => value || null),
    ),
    z.nullable(z.enum(values, message)),
  );

/** What the /book form sends (the counsellor and slot picked, the visitor's details, what they share). */
export const bookingInputSchema = z.pipe(
  z.object({
    counsellor_id: z.guid(bookingMessages.slot),
    starts_at: z.iso.datetime({ offset: true, error: bookingMessages.slot }),
    name: z
      .string(bookingMessages.name)
      .check(
        z.trim(),
        z.minLength(1, bookingMessages.name),
        z.maxLength(BOOKING_LIMITS.name, bookingMessages.nameTooLong),
      ),
    email: z
      .string(bookingMessages.email)
      .check(
        z.trim(),
        z.maxLength(BOOKING_LIMITS.email, bookingMessages.email),
        z.regex(EMAIL_PATTERN, bookingMessages.email),
      ),
    // People type spaces, dashes and brackets; the database keeps the digits.
    whatsapp: z.pipe(
      z.pipe(
        z.optional(z.nullable(z.string())),
        z.transform((value) => value?.replace(/[\s().-]/g, '') || null),
      ),
      z.nullable(z.string().check(z.regex(E164_PATTERN, bookingMessages.whatsapp))),
    ),
    home_country: z.enum(BOOKING_HOME_COUNTRIES, bookingMessages.homeCountry),
    study_level: optionalChoice(PROGRAM_LEVELS, bookingMessages.studyLevel),
    field_of_study: optionalText(BOOKING_LIMITS.field_of_study, bookingMessages.fieldOfStudy),
    intended_intake: optionalText(BOOKING_LIMITS.intended_intake, bookingMessages.intendedIntake),
    budget_band: optionalChoice(BUDGET_BANDS, bookingMessages.budgetBand),
    english_test: optionalChoice(ENGLISH_TEST_STATUSES, bookingMessages.englishTest),
    language: z._default(z.enum(SPOKEN_LANGUAGES, bookingMessages.language), 'English'),
    share_consent: z._default(z.boolean(), false),
    shortlist_program_ids: z._default(
      z
        .array(z.number().check(z.int(), z.positive()))
        .check(z.maxLength(BOOKING_LIMITS.shortlist, bookingMessages.shortlist)),
      [],
    ),
    plan_query: optionalText(BOOKING_LIMITS.plan_query, bookingMessages.planQuery),
  }),
  // Nothing is attached without consent (the table's bookings_shared_only_with_consent).
  z.transform((value) => (value.share_consent ? value : { ...value, shortlist_program_ids: [], plan_query: null })),
);
export type BookingInput = z.output<typeof bookingInputSchema>;
export type BookingField = keyof BookingInput;

/** The first message per field, for the form to show under each. */
export function bookingProblems(input: unknown): Partial<Record<BookingField, string>> | null {
  const result = bookingInputSchema.safeParse(input);
  if (result.success) return null;
  const problems: Partial<Record<BookingField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** A booking as staff and its student read it (the honeypot and the pass are never stored). */
export const bookingRowSchema = z.object({
  id: z.number(),
  counsellor_id: z.string(),
  starts_at: z.string(),
  status: z.enum(['booked', 'cancelled', 'attended', 'no_show']),
  name: z.string(),
  email: z.string(),
  whatsapp: z.nullable(z.string()),
  home_country: z.string(),
  study_level: z.nullable(z.enum(PROGRAM_LEVELS)),
  field_of_study: z.nullable(z.string()),
  intended_intake: z.nullable(z.string()),
  budget_band: z.nullable(z.string()),
  english_test: z.nullable(z.string()),
  language: z.enum(SPOKEN_LANGUAGES),
  share_consent: z.boolean(),
  shortlist_program_ids: z.array(z.number()),
  plan_query: z.nullable(z.string()),
  user_id: z.nullable(z.string()),
  case_id: z.nullable(z.number()),
  manage_version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Booking = z.infer<typeof bookingRowSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type BookingMatchesTable = [
  Check<RowMatches<Booking, 'bookings', 'website' | 'human_pass'>>,
  Check<Insertable<BookingInput, 'bookings'>>,
];
