import { z } from 'zod';
import { HOUSING_TYPES } from '../constants.ts';
import {
  id,
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

export const cityRowSchema = z.object({
  id,
  name: z.string(),
  country_code: z.string(),
  housing_dorm_low_cents: nullableInt,
  housing_dorm_high_cents: nullableInt,
  housing_shared_low_cents: nullableInt,
  housing_shared_high_cents: nullableInt,
  housing_studio_low_cents: nullableInt,
  housing_studio_high_cents: nullableInt,
  food_cents: nullableInt,
  transport_cents: nullableInt,
  transport_note: nullableText,
  insurance_cents: nullableInt,
  phone_cents: nullableInt,
  other_cents: nullableInt,
  cost_note: nullableText,
  source_url: nullableText,
  transport_source_url: nullableText,
  checked_on: isoDate.nullable(),
  created_at: timestamp,
});
export type City = z.infer<typeof cityRowSchema>;

const note = () => optionalText().refine((v) => v === null || v.length <= 300, 'At most 300 characters.');

export const cityInputSchema = z
  .object({
    name: requiredText(100),
    country_code: optionalCountryCode().refine((v) => v !== null, 'Required'),
    housing_dorm_low_cents: optionalCents(),
    housing_dorm_high_cents: optionalCents(),
    housing_shared_low_cents: optionalCents(),
    housing_shared_high_cents: optionalCents(),
    housing_studio_low_cents: optionalCents(),
    housing_studio_high_cents: optionalCents(),
    food_cents: optionalCents(),
    transport_cents: optionalCents(),
    transport_note: note(),
    insurance_cents: optionalCents(),
    phone_cents: optionalCents(),
    other_cents: optionalCents(),
    cost_note: note(),
    source_url: optionalUrl(),
    transport_source_url: optionalUrl(),
    checked_on: optionalDate(),
  })
  .superRefine((city, ctx) => {
    for (const type of HOUSING_TYPES) {
      const low = city[`housing_${type}_low_cents`];
      const high = city[`housing_${type}_high_cents`];
      if ((low === null) !== (high === null)) {
        const missing = low === null ? 'low' : 'high';
        ctx.addIssue({
          code: 'custom',
          path: [`housing_${type}_${missing}_cents`],
          message: 'Enter both ends of the range (the same figure twice for a single amount).',
        });
      } else if (low !== null && high !== null && high < low) {
        ctx.addIssue({ code: 'custom', path: [`housing_${type}_high_cents`], message: 'Must be at least the low figure.' });
      }
    }
    const figures = [
      ...HOUSING_TYPES.map((type) => city[`housing_${type}_low_cents`]),
      city.food_cents,
      city.transport_cents,
      city.insurance_cents,
      city.phone_cents,
      city.other_cents,
    ];
    // The pass price may come from the transport operator's page alone.
    checkSource(
      figures,
      { source_url: city.source_url ?? city.transport_source_url, checked_on: city.checked_on },
      ctx,
      'Enter the official page these costs come from.',
    );
  });
export type CityFormValues = z.input<typeof cityInputSchema>;
export type CityInput = z.output<typeof cityInputSchema> & { country_code: string };
