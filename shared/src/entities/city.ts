import { z } from 'zod';
import type { MoneyFigure } from '../figures.ts';
import { CITY_COSTS, type CityCost } from '../living-costs.ts';
import {
  checkImageAlt,
  id,
  imageFields,
  nullableText,
  optionalCountryCode,
  optionalText,
  requiredText,
  timestamp,
} from './fields.ts';
import { moneyFigureInput, moneyFigureSchema } from './figure.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

// The monthly costs of a city, each a money figure (shared/src/figures.ts).
const costs = <T extends z.ZodType>(make: () => T) =>
  Object.fromEntries(CITY_COSTS.map((key) => [key, make()])) as Record<CityCost, T>;

export const cityRowSchema = z.object({
  id,
  name: z.string(),
  country_code: z.string(),
  ...(costs(() => moneyFigureSchema) as Record<CityCost, z.ZodType<MoneyFigure>>),
  cost_note: nullableText,
  image_path: nullableText,
  image_alt: nullableText,
  created_at: timestamp,
});
export type City = z.infer<typeof cityRowSchema>;

export const cityInputSchema = z
  .object({
    name: requiredText(100),
    country_code: optionalCountryCode().refine((v) => v !== null, 'Required'),
    ...(costs(moneyFigureInput) as Record<CityCost, ReturnType<typeof moneyFigureInput>>),
    cost_note: optionalText().refine((v) => v === null || v.length <= 500, 'At most 500 characters.'),
    ...imageFields(),
  })
  .superRefine(checkImageAlt);
export type CityFormValues = z.input<typeof cityInputSchema>;
export type CityInput = z.output<typeof cityInputSchema> & { country_code: string };

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type CityMatchesTable = [Check<RowMatches<City, 'cities'>>, Check<Insertable<CityInput, 'cities'>>];
