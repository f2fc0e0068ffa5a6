// The free consultation's words and fixed facts (issue 32), for the site's booking pages, the console's
// case file and stage board, and the tests: the database's enums and checks in the order they declare
// them, each with the label people read. No zod and nothing heavy here: the /book island imports it.
import type { Database } from './database.types.ts';

type Enum<Name extends keyof Database['public']['Enums']> = readonly Database['public']['Enums'][Name][];

/** public.spoken_language, in its declared order (consultations.test.ts compares). */
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
] as const satisfies Enum<'spoken_language'>;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];
/** How each language reads in a filter: its English name, then its own. */
export const LANGUAGE_LABELS: Record<SpokenLanguage, string> = {
  English: 'English',
  Hindi: 'Hindi (हिन्दी)',
  Bengali: 'Bengali (বাংলা)',
  Nepali: 'Nepali (नेपाली)',
  Urdu: 'Urdu (اردو)',
  Sinhala: 'Sinhala (සිංහල)',
  Tamil: 'Tamil (தமிழ்)',
  Punjabi: 'Punjabi (ਪੰਜਾਬੀ)',
  Telugu: 'Telugu (తెలుగు)',
  Malayalam: 'Malayalam (മലയാളം)',
};

/** bookings.budget_band's check: the family's budget for the first year, in Indian rupees. */
export const BUDGET_BANDS = ['under_10_lakh', '10_20_lakh', '20_30_lakh', 'over_30_lakh'] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];
export const BUDGET_BAND_LABELS: Record<BudgetBand, string> = {
  under_10_lakh: 'Under ₹10 lakh',
  '10_20_lakh': '₹10–20 lakh',
  '20_30_lakh': '₹20–30 lakh',
  over_30_lakh: 'Over ₹30 lakh',
};

/** bookings.english_test's check. */
export const ENGLISH_TEST_STATUSES = ['not_yet', 'booked', 'have_score', 'not_needed'] as const;
export type EnglishTestStatus = (typeof ENGLISH_TEST_STATUSES)[number];
export const ENGLISH_TEST_LABELS: Record<EnglishTestStatus, string> = {
  not_yet: 'Not taken yet',
  booked: 'Test date booked',
  have_score: 'I have a score (IELTS, TOEFL, PTE…)',
  not_needed: 'Not needed (e.g. taught in English before)',
};

/** Where the families we serve come from (home_country_steps' check, in its order). */
export const HOME_COUNTRIES = ['India', 'Nepal', 'Bangladesh', 'Pakistan', 'Sri Lanka', 'Bhutan', 'Maldives'] as const;
export type HomeCountry = (typeof HOME_COUNTRIES)[number];
/** The booking form's choices: anyone else picks Other. */
export const BOOKING_HOME_COUNTRIES = [...HOME_COUNTRIES, 'Other'] as const;

/** public.case_stage, in its declared order: the stage board's columns. */
export const CASE_STAGES = [
  'new',
  'consultation_booked',
  'consulted',
  'applying',
  'admitted',
  'visa',
  'enrolled',
  'closed',
] as const satisfies Enum<'case_stage'>;
export type CaseStage = (typeof CASE_STAGES)[number];
export const CASE_STAGE_LABELS: Record<CaseStage, string> = {
  new: 'New',
  consultation_booked: 'Consultation booked',
  consulted: 'Consulted',
  applying: 'Applying',
  admitted: 'Admitted',
  visa: 'Visa',
  enrolled: 'Enrolled',
  closed: 'Closed',
};

/** public.booking_status, as the student and staff read it. */
export const BOOKING_STATUSES = [
  'booked',
  'cancelled',
  'attended',
  'no_show',
] as const satisfies Enum<'booking_status'>;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'Missed',
};

/** ISO weekdays as counsellor_hours stores them (1 Monday … 7 Sunday), from index 0. */
export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

// ── Office hours and slots ───────────────────────────────────────────────────────────────────
/** The zone the office hours (and, by default, each counsellor's weekly hours) are written in. */
export const OFFICE_TIME_ZONE = 'Europe/Berlin';
/** A consultation's length; the database makes slots of the same length (private.slots_between). */
export const SLOT_MINUTES = 30;
/** How far ahead a visitor can book (private.booking_window: from 2 hours to 21 days from now). */
export const BOOKING_WINDOW_DAYS = 21;

export type OfficeHours = {
  /** What the days read as. */
  days: string;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** 'HH:MM' in OFFICE_TIME_ZONE; null: closed. */
  opens: string | null;
  closes: string | null;
};

/** Mon–Fri 9:00–18:00, Sat 10:00–14:00, Sunday closed: what private.give_office_hours gives a new counsellor. */
export const OFFICE_HOURS: readonly OfficeHours[] = [
  { days: 'Mon-Fri', weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
  { days: 'Sat', weekdays: [6], opens: '10:00', closes: '14:00' },
  { days: 'Sun', weekdays: [7], opens: null, closes: null },
];

/** '9:00-18:00 CET/CEST' (Europe's clock, summer or winter), or 'Closed'. */
export function officeHoursLabel(block: OfficeHours): string {
  if (!block.opens || !block.closes) return 'Closed';
  const short = (time: string) => time.replace(/^0/, '');
  return `${short(block.opens)}-${short(block.closes)} CET/CEST`;
}

/** The zones a visitor can show the times in (their browser's own zone is offered too), with the
 *  abbreviation families know them by; Europe's changes with daylight saving (slot-time.ts). */
export const TIME_ZONE_CHOICES = [
  { zone: 'Asia/Kolkata', label: 'India', abbr: 'IST' },
  { zone: 'Asia/Kathmandu', label: 'Nepal', abbr: 'NPT' },
  { zone: 'Asia/Dhaka', label: 'Bangladesh', abbr: 'BST' },
  { zone: 'Asia/Karachi', label: 'Pakistan', abbr: 'PKT' },
  { zone: 'Asia/Colombo', label: 'Sri Lanka', abbr: 'SLST' },
  { zone: 'Asia/Thimphu', label: 'Bhutan', abbr: 'BTT' },
  { zone: 'Indian/Maldives', label: 'Maldives', abbr: 'MVT' },
  { zone: OFFICE_TIME_ZONE, label: 'Europe (our office)', abbr: 'CET/CEST' },
] as const;
