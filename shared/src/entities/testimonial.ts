import { z } from 'zod';
import { DEFAULT_RATING, DEFAULT_TESTIMONIAL_ROLE, RATING_MAX, RATING_MIN, TESTIMONIAL_ROLES } from '../constants.ts';
import {
  booleanWithDefault,
  checkImageAlt,
  enumWithDefault,
  id,
  imageFields,
  intWithDefault,
  nullableText,
  optionalText,
  optionalUrl,
  requiredText,
  timestamp,
} from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const testimonialRowSchema = z.object({
  id,
  author_name: z.string(),
  author_role: z.enum(TESTIMONIAL_ROLES),
  content: z.string(),
  university_name: nullableText,
  country_studied: nullableText,
  rating: z.int().min(RATING_MIN).max(RATING_MAX),
  is_featured: z.boolean(),
  image_url: nullableText,
  image_path: nullableText,
  image_alt: nullableText,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Testimonial = z.infer<typeof testimonialRowSchema>;

export const testimonialInputSchema = z
  .object({
    author_name: requiredText(),
    author_role: enumWithDefault(TESTIMONIAL_ROLES, DEFAULT_TESTIMONIAL_ROLE),
    content: requiredText(),
    university_name: optionalText(),
    country_studied: optionalText(),
    rating: intWithDefault(RATING_MIN, RATING_MAX, DEFAULT_RATING),
    is_featured: booleanWithDefault(false),
    image_url: optionalUrl(),
    ...imageFields(),
  })
  .superRefine(checkImageAlt);
export type TestimonialFormValues = z.input<typeof testimonialInputSchema>;
export type TestimonialInput = z.output<typeof testimonialInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type TestimonialMatchesTable = [
  Check<RowMatches<Testimonial, 'testimonials'>>,
  Check<Insertable<TestimonialInput, 'testimonials'>>,
];
