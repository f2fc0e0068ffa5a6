// Constants of living costs, country facts and currencies (public.cities, public.countries,
// public.exchange_rates). Apart from constants.ts so that pages without costs do not load them.

/** Limits of the countries table's texts and figures (supabase/migrations/20261124000100_*). */
export const COUNTRY_FIGURE_LIMITS = {
  note: 300,
  longNote: 500,
  workHours: { min: 0, max: 60 },
  postStudyMonths: { min: 0, max: 120 },
  steps: 20,
  stepTitle: 150,
  stepDetail: 600,
  leadTime: 100,
} as const;
/** The currencies families choose between on the site; amounts show in INR until they switch. */
export const VISITOR_CURRENCIES = ['INR', 'NPR', 'BDT', 'LKR', 'PKR'] as const;
export type VisitorCurrency = (typeof VISITOR_CURRENCIES)[number];
/**
 * An exchange rate older than this many days is named as such next to the amounts converted with it
 * (site) and counted as stale (console; the database's figure_staleness holds the same number).
 */
export const RATE_WARNING_DAYS = 30;
/** Housing types with a monthly rent range per city (public.cities), in the order the site lists them. */
export const HOUSING_TYPES = ['dorm', 'shared', 'studio'] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];
export const HOUSING_LABELS: Record<HousingType, string> = {
  dorm: 'Student residence room',
  shared: 'Room in a shared flat',
  studio: 'Studio of your own',
};
/** The monthly costs of a city (public.cities), each a money figure in its own column. */
export const CITY_COSTS = [
  'housing_dorm',
  'housing_shared',
  'housing_studio',
  'food',
  'transport',
  'insurance',
  'phone',
  'other',
] as const;
export type CityCost = (typeof CITY_COSTS)[number];
/** How the site and the console name each monthly cost of a city. */
export const CITY_COST_LABELS: Record<CityCost, string> = {
  housing_dorm: 'Student residence room',
  housing_shared: 'Room in a shared flat',
  housing_studio: 'Studio of your own',
  food: 'Food',
  transport: 'Local transport',
  insurance: 'Health insurance',
  phone: 'Phone and internet',
  other: 'Other costs',
};
