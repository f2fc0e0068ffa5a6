import { z } from 'zod';
import { DEFAULT_THEME_COLOR, THEME_COLORS } from '../constants.ts';
import {
  booleanWithDefault,
  enumWithDefault,
  id,
  list,
  nullableText,
  optionalText,
  requiredNumber,
  requiredText,
  textList,
  timestamp,
} from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

/** Stripe price ids look like 'price_1Nx…'; checkout is blocked while a plan has none. */
export const STRIPE_PRICE_ID_PATTERN = /^price_[A-Za-z0-9]+$/;

export const pricingPlanRowSchema = z.object({
  id,
  name: z.string(),
  description: nullableText,
  price_inr: z.number(),
  features: list,
  theme_color: z.enum(THEME_COLORS),
  is_most_popular: z.boolean(),
  stripe_price_id: nullableText,
  /** What the buyer gets and does after paying; shown on the card, on return from Stripe and in /account. */
  after_purchase: nullableText,
  created_at: timestamp,
});
export type PricingPlan = z.infer<typeof pricingPlanRowSchema>;

export const pricingPlanInputSchema = z.object({
  name: requiredText(),
  description: optionalText(),
  price_inr: requiredNumber(),
  features: textList(),
  theme_color: enumWithDefault(THEME_COLORS, DEFAULT_THEME_COLOR),
  is_most_popular: booleanWithDefault(false),
  stripe_price_id: optionalText().pipe(
    z.string().regex(STRIPE_PRICE_ID_PATTERN, 'A Stripe price ID starts with price_.').nullable(),
  ),
  after_purchase: optionalText().pipe(z.string().max(1000, 'At most 1,000 characters.').nullable()),
});
export type PricingPlanFormValues = z.input<typeof pricingPlanInputSchema>;
export type PricingPlanInput = z.output<typeof pricingPlanInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type PricingPlanMatchesTable = [
  Check<RowMatches<PricingPlan, 'pricing_plans'>>,
  Check<Insertable<PricingPlanInput, 'pricing_plans'>>,
];
