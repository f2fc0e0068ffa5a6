import { z } from 'zod';
import { DEFAULT_APPLY_LINK } from '../constants.ts';
import { id, linkWithDefault, nullableText, optionalText, requiredText, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const careerRowSchema = z.object({
  id,
  title: z.string(),
  location: nullableText,
  type: nullableText,
  description: z.string(),
  imagePlaceholderText: nullableText,
  applyLink: z.string(),
  created_at: timestamp,
});
export type Career = z.infer<typeof careerRowSchema>;

/** applyLink may be '#', a mailto:, a site path or a URL, defaulting to '#'. */
export const careerInputSchema = z.object({
  title: requiredText(),
  location: optionalText(),
  type: optionalText(),
  description: requiredText(),
  imagePlaceholderText: optionalText(),
  applyLink: linkWithDefault(DEFAULT_APPLY_LINK, { mailto: true }),
});
export type CareerFormValues = z.input<typeof careerInputSchema>;
export type CareerInput = z.output<typeof careerInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type CareerMatchesTable = [Check<RowMatches<Career, 'careers'>>, Check<Insertable<CareerInput, 'careers'>>];
