// The tables the apps talk to, by one name each. Plain strings with no zod behind them, so a browser
// island can import this module without pulling the entity schemas into its bundle; `satisfies` fails
// the typecheck when a name is not a table of the generated database types.
import type { Database } from './database.types.ts';

export const TABLES = {
  universities: 'universities_data',
  programs: 'programs',
  fieldsOfStudy: 'fields_of_study',
  shortlistedPrograms: 'shortlisted_programs',
  cities: 'cities',
  countries: 'countries',
  exchangeRates: 'exchange_rates',
  accommodationOptions: 'accommodation_options',
  transportationOptions: 'transportation_options',
  resourceItems: 'resource_items',
  premiumResourceLinks: 'premium_resource_links',
  contacts: 'contacts',
  pricingPlans: 'pricing_plans',
  news: 'news',
  communityBlogPosts: 'community_blog_posts',
  videos: 'videos',
  careers: 'careers',
  interviews: 'interviews',
  testimonials: 'testimonials',
  settings: 'settings',
  purchases: 'purchases',
  auditLog: 'audit_log',
  figureSuggestions: 'figure_suggestions',
  counsellors: 'counsellors',
  counsellorHours: 'counsellor_hours',
  counsellorDaysOff: 'counsellor_days_off',
  studentCases: 'student_cases',
  caseNotes: 'case_notes',
  caseTasks: 'case_tasks',
  bookings: 'bookings',
  sharingConsents: 'sharing_consents',
  homeCountrySteps: 'home_country_steps',
  scholarships: 'scholarships',
  applications: 'applications',
  applicationSteps: 'application_steps',
  applicationComments: 'application_comments',
  reminderPreferences: 'reminder_preferences',
} as const satisfies Record<string, keyof Database['public']['Tables']>;
export type TableName = (typeof TABLES)[keyof typeof TABLES];

/** Views the console lists like tables (read only). */
export const VIEWS = {
  students: 'students',
  programFigureGaps: 'program_figure_gaps',
} as const satisfies Record<string, keyof Database['public']['Views']>;

/**
 * The tables whose staff changes the audit trigger records (migration create_audit_log); the Activity
 * screen's table filter offers these, and a backend test checks the database has the trigger on each.
 */
export const AUDITED_TABLES = [
  TABLES.universities,
  TABLES.programs,
  TABLES.cities,
  TABLES.countries,
  TABLES.fieldsOfStudy,
  TABLES.exchangeRates,
  TABLES.accommodationOptions,
  TABLES.transportationOptions,
  TABLES.resourceItems,
  TABLES.premiumResourceLinks,
  TABLES.pricingPlans,
  TABLES.news,
  TABLES.careers,
  TABLES.videos,
  TABLES.interviews,
  TABLES.testimonials,
  TABLES.communityBlogPosts,
  TABLES.settings,
  TABLES.contacts,
  TABLES.figureSuggestions,
  TABLES.counsellors,
  TABLES.studentCases,
  TABLES.bookings,
  TABLES.homeCountrySteps,
  TABLES.scholarships,
] as const;
