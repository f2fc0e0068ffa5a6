import { z } from 'zod';
import { ACCOMMODATION_ICONS, DEFAULT_ACCOMMODATION_ICON } from '../constants.ts';
import { enumWithDefault, id, list, nullableText, optionalText, requiredText, textList, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const accommodationOptionRowSchema = z.object({
  id,
  type: z.string(),
  location: nullableText,
  avgMonthlyCost: nullableText,
  keyFeatures: list,
  icon: z.enum(ACCOMMODATION_ICONS),
  imagePlaceholderText: nullableText,
  created_at: timestamp,
});
export type AccommodationOption = z.infer<typeof accommodationOptionRowSchema>;

export const accommodationOptionInputSchema = z.object({
  type: requiredText(),
  location: optionalText(),
  avgMonthlyCost: optionalText(),
  keyFeatures: textList(),
  icon: enumWithDefault(ACCOMMODATION_ICONS, DEFAULT_ACCOMMODATION_ICON),
  imagePlaceholderText: optionalText(),
});
export type AccommodationOptionFormValues = z.input<typeof accommodationOptionInputSchema>;
export type AccommodationOptionInput = z.output<typeof accommodationOptionInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type AccommodationOptionMatchesTable = [
  Check<RowMatches<AccommodationOption, 'accommodation_options'>>,
  Check<Insertable<AccommodationOptionInput, 'accommodation_options'>>,
];
