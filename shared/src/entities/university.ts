import { z } from 'zod';
import { NAME_LIMITS } from '../constants.ts';
import {
  checkImageAlt,
  id,
  imageFields,
  list,
  nullableText,
  optionalCountryCode,
  optionalInt,
  optionalText,
  optionalUrl,
  requiredText,
  slugInput,
  textList,
  timestamp,
} from './fields.ts';
import { moneyFigureInput, moneyFigureSchema } from './figure.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const universityRowSchema = z.object({
  id,
  university_name: z.string(),
  slug: z.string(),
  country_code: nullableText,
  other_names: list,
  city: nullableText,
  country: nullableText,
  location: nullableText,
  description: nullableText,
  approx_tuition_fee_range: nullableText,
  popular_programs: list,
  masters_programs: list,
  application_deadline_info: nullableText,
  official_website_url: nullableText,
  image_placeholder_text: nullableText,
  attendance: nullableText,
  global_ranking: z.int().nullable(),
  institution_type: nullableText,
  scholarships: nullableText,
  image_path: nullableText,
  image_alt: nullableText,
  tuition_non_eu_bachelor: moneyFigureSchema,
  tuition_non_eu_master: moneyFigureSchema,
  created_at: timestamp,
});
export type University = z.infer<typeof universityRowSchema>;

/** Admin form: only the name is required; program lists may be typed as comma text. */
export const universityInputSchema = z
  .object({
    university_name: requiredText(NAME_LIMITS.university),
    slug: slugInput(),
    country_code: optionalCountryCode(),
    other_names: textList(),
    city: optionalText(),
    country: optionalText(),
    location: optionalText(),
    description: optionalText(),
    approx_tuition_fee_range: optionalText(),
    popular_programs: textList(),
    masters_programs: textList(),
    application_deadline_info: optionalText(),
    official_website_url: optionalUrl(),
    image_placeholder_text: optionalText(),
    attendance: optionalText(),
    // The database refuses rankings below 1; say so before the request.
    global_ranking: optionalInt().refine((n) => n === null || n > 0, { error: 'Enter a ranking of 1 or more.' }),
    institution_type: optionalText(),
    scholarships: optionalText(),
    tuition_non_eu_bachelor: moneyFigureInput(),
    tuition_non_eu_master: moneyFigureInput(),
    ...imageFields(),
  })
  .superRefine(checkImageAlt);
export type UniversityFormValues = z.input<typeof universityInputSchema>;
export type UniversityInput = z.output<typeof universityInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type UniversityMatchesTable = [
  Check<RowMatches<University, 'universities_data'>>,
  Check<Insertable<UniversityInput, 'universities_data'>>,
];
