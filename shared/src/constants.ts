// Business constants from docs/product.md section 9. Everything the site, admin, backend and tests agree on
// lives here so that a label or a default never drifts between layers.
import { BRAND_DEFAULTS, teamName } from './brand.ts';
import type { Database } from './database.types.ts';

// The database's enums, in their declared order. Written out rather than read from the generated
// `Constants`, whose one object would ship every enum to every island page that needs one; `satisfies`
// refuses a value the database lacks, and constants.test.ts fails when a migration adds, drops or
// reorders one.
type Enum<Name extends keyof Database['public']['Enums']> = readonly Database['public']['Enums'][Name][];

// ── Locations (accommodation and transportation filters; the places come from public.cities) ──
export const ALL_COUNTRIES = 'All Countries';
export const ALL_CITIES = 'All Cities';

export type CityOption = { value: string; disabled: boolean };

/**
 * City dropdown options for a chosen country. With 'All Countries' every city is listed but only
 * 'All Cities' can be picked (docs/product.md section 4), so the dropdown still shows what exists.
 */
export function cityOptions(cities: Readonly<Record<string, readonly string[]>>, country: string): CityOption[] {
  const all = country === ALL_COUNTRIES;
  const names = all ? Object.values(cities).flat() : (cities[country] ?? []);
  return [{ value: ALL_CITIES, disabled: false }, ...names.map((value) => ({ value, disabled: all }))];
}

// ── Enumerations ─────────────────────────────────────────────────────────────────────────────
export const PROGRAM_LEVELS = ["Bachelor's", "Master's"] as const satisfies Enum<'program_level'>;
export const STUDY_MODES = ['Full-time', 'Part-time', 'Full-time or part-time'] as const satisfies Enum<'study_mode'>;
export type StudyMode = (typeof STUDY_MODES)[number];
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export const INTERVIEW_STATUSES = [
  'Pending',
  'Completed',
  'Scheduled',
  'Cancelled',
] as const satisfies Enum<'interview_status'>;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const DEFAULT_INTERVIEW_STATUS: InterviewStatus = 'Pending';

export const TESTIMONIAL_ROLES = [
  'Student',
  'Intern',
  'Parent',
  'Alum',
  'Other',
] as const satisfies Enum<'testimonial_role'>;
export type TestimonialRole = (typeof TESTIMONIAL_ROLES)[number];
export const DEFAULT_TESTIMONIAL_ROLE: TestimonialRole = 'Student';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

export const THEME_COLORS = ['blue', 'purple', 'gold', 'green'] as const satisfies Enum<'theme_color'>;
export type ThemeColor = (typeof THEME_COLORS)[number];
export const DEFAULT_THEME_COLOR: ThemeColor = 'blue';

// Only 'paid' unlocks premium; a full refund or a dispute ends it ('refunded', 'disputed').
export const PURCHASE_STATUSES = ['paid', 'failed', 'refunded', 'disputed'] as const satisfies Enum<'purchase_status'>;
/** How a purchase's status reads to students and staff. */
export const PURCHASE_STATUS_LABELS: Record<(typeof PURCHASE_STATUSES)[number], string> = {
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  disputed: 'Disputed',
};
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

// Only 'published' stories are public (RLS); 'pending' ones wait for review when the setting is on.
export const STORY_STATUSES = ['published', 'pending', 'hidden', 'rejected'] as const satisfies Enum<'story_status'>;
export type StoryStatus = (typeof STORY_STATUSES)[number];
/** The publicly readable settings row: { reviewBeforePublishing: boolean }. */
export const STORIES_SETTINGS_KEY = 'stories';
/** How a story's status reads to staff. */
export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  published: 'Published',
  pending: 'Awaiting review',
  hidden: 'Hidden',
  rejected: 'Rejected',
};

// ── Icons (lucide-react names) ───────────────────────────────────────────────────────────────
export const RESOURCE_ICONS = [
  'BookOpen',
  'LifeBuoy',
  'ShieldCheck',
  'MessageSquare',
] as const satisfies Enum<'resource_icon'>;
export type ResourceIcon = (typeof RESOURCE_ICONS)[number];
export const DEFAULT_RESOURCE_ICON: ResourceIcon = 'BookOpen';

export const ACCOMMODATION_ICONS = ['Home', 'Building2', 'BedDouble'] as const satisfies Enum<'accommodation_icon'>;
export type AccommodationIcon = (typeof ACCOMMODATION_ICONS)[number];
export const DEFAULT_ACCOMMODATION_ICON: AccommodationIcon = 'Home';

export const TRANSPORTATION_ICONS = [
  'Bus',
  'Train',
  'TramFront',
  'Bike',
] as const satisfies Enum<'transportation_icon'>;
export type TransportationIcon = (typeof TRANSPORTATION_ICONS)[number];
export const DEFAULT_TRANSPORTATION_ICON: TransportationIcon = 'Bus';

// ── Links ────────────────────────────────────────────────────────────────────────────────────
export const DEFAULT_PREMIUM_LINK = '/pricing';
export const DEFAULT_RESOURCE_LINK = '#';
export const DEFAULT_APPLY_LINK = '#';
/** A link equal to this is "not set": the UI shows a coming-soon notice instead of navigating. */
export const PLACEHOLDER_LINK = '#';
export const CHECKOUT_SUCCESS_PATH = '/account?payment=success';
export const CHECKOUT_CANCEL_PATH = '/pricing?payment=cancelled';
export const CHECKOUT_QUANTITY = 1;
export const CHECKOUT_CURRENCY = 'inr';

// ── Lists and limits ─────────────────────────────────────────────────────────────────────────
export const STORIES_LIST_LIMIT = 20;
export const ADMIN_PRICING_FEATURE_PREVIEW = 2;

/** Mirrors the database check constraints on anonymous inserts. */
export const CONTACT_LIMITS = { name: 200, email: 320, subject: 300, message: 5000 } as const;
export const COMMUNITY_POST_LIMITS = { title: 200, content: 10000, author: 100 } as const;
/** A suggested correction to a figure (public.figure_suggestions). */
export const SUGGESTION_LIMITS = { suggested_value: 300, source_url: 2000, note: 1000 } as const;
/** Mirrors the database check constraints on the names staff type in the console. */
export const NAME_LIMITS = { university: 300, program: 300 } as const;
/** programs.duration_in_years is numeric(3, 1) and above 0. */
export const PROGRAM_DURATION_YEARS = { min: 0.1, max: 99.9 } as const;
/** The checks on programs' structured figures (migration 20261123200000_structure_programs.sql). */
export const PROGRAM_FIGURE_LIMITS = {
  ects: { min: 1, max: 600 },
} as const;
/** ISCED-F 2013 broad field codes, '00'–'10' (the names are in public.fields_of_study). */
export const FIELD_CODE_PATTERN = /^(0[0-9]|10)$/;

// ── Toasts ───────────────────────────────────────────────────────────────────────────────────
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOAST_REGION_LABEL = 'Notifications ({hotkey})';
export const TOAST_VARIANTS = ['default', 'destructive'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

// ── Fallback texts ───────────────────────────────────────────────────────────────────────────
export const FALLBACK_TUITION = 'Varies';
export const FALLBACK_PROGRAMS = 'Various Programs';
export const FALLBACK_DESCRIPTION = 'Detailed description coming soon.';
export const FALLBACK_DURATION = 'N/A';
export const DURATION_TEMPLATE = '{n} years';
export const FALLBACK_NEWS_DATE = 'Recent News';
export const FALLBACK_ADMIN_NEWS_DATE = 'No date';
export const FALLBACK_INTERVIEW_DATE = 'Not Set';
export const FALLBACK_INTERVIEW_ROLE = 'N/A';
export const FALLBACK_PRICE_ID = 'Not set';
export const LINK_NOT_AVAILABLE = 'Link not available';

export const DEFAULT_STORY_AUTHOR = 'Anonymous Explorer';
/** Admin blog posts with a blank author; apps with a configured brand should use teamName(brand). */
export const DEFAULT_BLOG_AUTHOR = teamName(BRAND_DEFAULTS);

// ── Marketing and fixed figures ──────────────────────────────────────────────────────────────
export const MARKETING_STATS = [
  { value: '500+', label: 'Students Helped' },
  { value: '15+', label: 'Countries' },
  { value: '98%', label: 'Satisfaction Rate' },
  { value: '100%', label: 'Free Consultancy' },
] as const;

/** The dashboard tiles are fixed figures, not fetched (docs/product.md section 9). */
export const DASHBOARD_TILES = [
  { label: 'Total Universities', value: 120 },
  { label: 'Blog Posts', value: 45 },
  { label: 'Pending Interviews', value: 8 },
  { label: 'New Leads', value: 23 },
] as const;

/** Universities list: cards in the page's HTML, added per "Show more", and per card file of the build. */
export const UNIVERSITY_LIST_PAGE_SIZE = 60;

export const LEGAL = { changeNoticeDays: 30, minimumAge: 13 } as const;
