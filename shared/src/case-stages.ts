// The words the console uses for a student's case: its stages in the order a student moves through
// them, the languages counsellors speak and a booking's states. Plain constants with no zod behind
// them, so the board and the calendar load without the entity schemas. The values are the database's
// enums (public.case_stage, public.spoken_language, public.booking_status).
import type { Database } from './database.types.ts';

type Enums = Database['public']['Enums'];
export type CaseStage = Enums['case_stage'];
export type SpokenLanguage = Enums['spoken_language'];
export type BookingStatus = Enums['booking_status'];

/** The stage board's columns, left to right: the way forward, then Closed. */
export const CASE_STAGES = [
  'new',
  'consultation_booked',
  'consulted',
  'applying',
  'admitted',
  'visa',
  'enrolled',
  'closed',
] as const satisfies readonly CaseStage[];

export const STAGE_LABELS: Record<CaseStage, string> = {
  new: 'New',
  consultation_booked: 'Consultation booked',
  consulted: 'Consulted',
  applying: 'Applying',
  admitted: 'Admitted',
  visa: 'Visa',
  enrolled: 'Enrolled',
  closed: 'Closed',
};

export const SPOKEN_LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Nepali',
  'Urdu',
  'Sinhala',
  'Tamil',
  'Punjabi',
  'Telugu',
  'Malayalam',
] as const satisfies readonly SpokenLanguage[];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'No-show',
};

/** ISO weekdays as counsellor_hours stores them (1 Monday … 7 Sunday). */
export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A consultation's length: the slots are 30 minutes (private.slots_between). */
export const CONSULTATION_MINUTES = 30;
