// A home-country rule (public.home_country_steps): a step a student from one South Asian country takes
// before studying abroad (India's APS certificate for Germany, Nepal's No Objection Certificate…), for
// one destination or all, with its official page, the intake that page spoke of and the day staff read
// it. Staff edit them in the console; the country guides and the application checklists read them.
import { z } from 'zod';
import { PROGRAM_LEVELS } from '../constants.ts';
import { HOME_COUNTRIES } from '../consultations.ts';
import {
  id,
  intWithDefault,
  isoDate,
  nullableText,
  optionalCountryCode,
  optionalDate,
  optionalInt,
  optionalText,
  optionalUrl,
  requiredText,
  timestamp,
} from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';
import { refuseFutureCheck } from './provenance.ts';

/** The database's limits (home_country_steps' checks). */
export const HOME_STEP_LIMITS = { title: 150, detail: 600, appliesTo: 40, leadTimeDays: { min: 0, max: 365 } };

export const homeCountryStepRowSchema = z.object({
  id,
  home_country: z.string(),
  destination_code: nullableText,
  level: z.enum(PROGRAM_LEVELS).nullable(),
  position: z.number().int(),
  title: z.string(),
  detail: nullableText,
  official_url: z.string(),
  lead_time_days: z.number().int(),
  applies_to: z.string(),
  checked_on: isoDate,
  created_at: timestamp,
  updated_at: timestamp,
});
export type HomeCountryStep = z.infer<typeof homeCountryStepRowSchema>;

const { min, max } = HOME_STEP_LIMITS.leadTimeDays;

export const homeCountryStepInputSchema = z
  .object({
    home_country: z.enum(HOME_COUNTRIES, { error: 'Choose the home country.' }),
    // Blank: the step applies whatever the destination.
    destination_code: optionalCountryCode(),
    level: z
      .union([z.enum(PROGRAM_LEVELS), z.literal('')])
      .nullish()
      .transform((v) => v || null),
    position: intWithDefault(0, 999, 0),
    title: requiredText(HOME_STEP_LIMITS.title),
    detail: optionalText().refine(
      (v) => v === null || v.length <= HOME_STEP_LIMITS.detail,
      `At most ${HOME_STEP_LIMITS.detail} characters.`,
    ),
    official_url: optionalUrl().refine((v) => v !== null, 'Enter the official page this step comes from.'),
    lead_time_days: optionalInt()
      .refine((n) => n !== null, 'Enter how many days the step takes before the deadline.')
      .refine((n) => n === null || (n >= min && n <= max), `Must be between ${min} and ${max}.`),
    applies_to: requiredText(HOME_STEP_LIMITS.appliesTo),
    checked_on: optionalDate().refine((v) => v !== null, 'Enter the day you read the official page.'),
  })
  .superRefine((step, ctx) => refuseFutureCheck(step.checked_on, ctx));
export type HomeCountryStepFormValues = z.input<typeof homeCountryStepInputSchema>;
export type HomeCountryStepInput = z.output<typeof homeCountryStepInputSchema> & {
  official_url: string;
  lead_time_days: number;
  checked_on: string;
};

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type HomeCountryStepMatchesTable = [
  Check<RowMatches<HomeCountryStep, 'home_country_steps'>>,
  Check<Insertable<HomeCountryStepInput, 'home_country_steps'>>,
];
