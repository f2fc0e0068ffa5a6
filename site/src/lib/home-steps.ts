// The home-country rules (public.home_country_steps, issue 33), read once per build for the country
// guides, which bake every home country's steps and switch between them without framework JavaScript.
import { HOME_COUNTRIES, type HomeCountry, type HomeStepRow, homeStepsFor } from '@app/shared/checklist';
import { z } from 'zod';
import { readTable } from './build-reads';

const rowSchema = z.object({
  id: z.number().int(),
  home_country: z.string(),
  destination_code: z.string().nullable(),
  level: z.enum(["Bachelor's", "Master's"]).nullable(),
  position: z.number().int(),
  title: z.string(),
  detail: z.string().nullable(),
  official_url: z.string(),
  lead_time_days: z.number().int(),
  applies_to: z.string(),
  checked_on: z.string(),
});

let all: Promise<HomeStepRow[]> | undefined;
const readAll = () =>
  (all ??= readTable('home_country_steps', rowSchema, [
    { column: 'home_country', ascending: true },
    { column: 'position', ascending: true },
  ]));

/** Each home country's steps for a destination (rows for it or for every destination; every level). */
export async function homeStepsByCountry(destinationCode: string): Promise<[HomeCountry, HomeStepRow[]][]> {
  const rows = await readAll();
  return HOME_COUNTRIES.map((country) => [country, homeStepsFor(rows, country, destinationCode, null)]);
}

/** The page's value for a home country in data-home (no spaces). */
export const homeSlug = (country: string) => country.toLowerCase().replace(/\s+/g, '-');

/** The rule that shows a home country's panel (Tailwind finds these literal classes). */
export const SHOW_FOR: Record<HomeCountry, string> = {
  India: 'group-data-[home=india]:block',
  Nepal: 'group-data-[home=nepal]:block',
  Bangladesh: 'group-data-[home=bangladesh]:block',
  Pakistan: 'group-data-[home=pakistan]:block',
  'Sri Lanka': 'group-data-[home=sri-lanka]:block',
  Bhutan: 'group-data-[home=bhutan]:block',
  Maldives: 'group-data-[home=maldives]:block',
};
