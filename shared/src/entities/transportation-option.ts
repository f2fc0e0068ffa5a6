import { z } from 'zod';
import { DEFAULT_TRANSPORTATION_ICON, TRANSPORTATION_ICONS } from '../constants.ts';
import { enumWithDefault, id, nullableText, optionalText, requiredText, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const transportationOptionRowSchema = z.object({
  id,
  mode: z.string(),
  primaryArea: nullableText,
  typicalCost: nullableText,
  studentDiscountInfo: nullableText,
  icon: z.enum(TRANSPORTATION_ICONS),
  imagePlaceholderText: nullableText,
  created_at: timestamp,
});
export type TransportationOption = z.infer<typeof transportationOptionRowSchema>;

export const transportationOptionInputSchema = z.object({
  mode: requiredText(),
  primaryArea: optionalText(),
  typicalCost: optionalText(),
  studentDiscountInfo: optionalText(),
  icon: enumWithDefault(TRANSPORTATION_ICONS, DEFAULT_TRANSPORTATION_ICON),
  imagePlaceholderText: optionalText(),
});
export type TransportationOptionFormValues = z.input<typeof transportationOptionInputSchema>;
export type TransportationOptionInput = z.output<typeof transportationOptionInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type TransportationOptionMatchesTable = [
  Check<RowMatches<TransportationOption, 'transportation_options'>>,
  Check<Insertable<TransportationOptionInput, 'transportation_options'>>,
];
