import { z } from 'zod';
import { CITY_COSTS, type CityCost } from '../living-costs.ts';
import {
  checkImageAlt,
  currencyCode,
  id,
  imageFields,
  isoDate,
  nullableText,
  optionalCents,
  optionalCountryCode,
  optionalDate,
  optionalText,
  optionalUrl,
  requiredText,
  timestamp,
} from './fields.ts';
import { checkSource } from './provenance.ts';

const nullableInt = z.number().int().nullable();
type Ends<T> = { [K in CityCost as `${K}_low_cents` | `${K}_high_cents`]: T };
const ends = <T extends z.ZodType>(make: () => T) =>
  Object.fromEntries(
    CITY_COSTS.flatMap((key) => [
      [`${key}_low_cents`, make()],
      [`${key}_high_cents`, make()],
    ]),
  ) as Ends<T>;

export const cityRowSchema = z.object({
  id,
  name: z.string(),
  country_code: z.string(),
  currency: z.string(),
  ...ends(() => nullableInt),
  transport_note: nullableText,
  cost_note: nullableText,
  source_url: nullableText,
  transport_source_url: nullableText,
  checked_on: isoDate.nullable(),
  image_path: nullableText,
  image_alt: nullableText,
  created_at: timestamp,
});
export type City = z.infer<typeof cityRowSchema>;

const note = (max: number) => optionalText().refine((v) => v === null || v.length <= max, `At most ${max} characters.`);

export const cityInputSchema = z
  .object({
    name: requiredText(100),
    country_code: optionalCountryCode().refine((v) => v !== null, 'Required'),
    currency: currencyCode(),
    ...ends(optionalCents),
    transport_note: note(300),
    cost_note: note(500),
    source_url: optionalUrl(),
    transport_source_url: optionalUrl(),
    checked_on: optionalDate(),
    ...imageFields(),
  })
  .superRefine((city, ctx) => {
    checkImageAlt(city, ctx);
    for (const key of CITY_COSTS) {
      const low = city[`${key}_low_cents`];
      const high = city[`${key}_high_cents`];
      if ((low === null) !== (high === null)) {
        ctx.addIssue({
          code: 'custom',
          path: [`${key}_${low === null ? 'low' : 'high'}_cents`],
          message: 'Enter both ends of the range (the same figure twice for a single amount).',
        });
      } else if (low !== null && high !== null && high < low) {
        ctx.addIssue({ code: 'custom', path: [`${key}_high_cents`], message: 'Must be at least the low figure.' });
      }
    }
    // The pass price may come from the transport operator's page alone.
    checkSource(
      CITY_COSTS.map((key) => city[`${key}_low_cents`]),
      { source_url: city.source_url ?? city.transport_source_url, checked_on: city.checked_on },
      ctx,
      'Enter the official page these costs come from.',
    );
  });
export type CityFormValues = z.input<typeof cityInputSchema>;
export type CityInput = z.output<typeof cityInputSchema> & { country_code: string };
