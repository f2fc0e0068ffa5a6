import { z } from 'zod';
import { DEFAULT_PREMIUM_LINK, DEFAULT_RESOURCE_ICON, DEFAULT_RESOURCE_LINK, RESOURCE_ICONS } from '../constants.ts';
import {
  booleanWithDefault,
  enumWithDefault,
  id,
  nullableText,
  optionalText,
  requiredText,
  textWithDefault,
  timestamp,
} from './fields.ts';

export const RESOURCE_ITEMS_TABLE = 'resource_items';

export const resourceItemRowSchema = z.object({
  id,
  title: z.string(),
  description: nullableText,
  icon: z.enum(RESOURCE_ICONS),
  ctaText: z.string(),
  isPremium: z.boolean(),
  premiumLink: z.string(),
  resourceLink: z.string(),
  imagePlaceholderText: nullableText,
  created_at: timestamp,
});
export type ResourceItem = z.infer<typeof resourceItemRowSchema>;

/** Links are site paths or '#' as well as URLs, so they are free text with defaults. */
export const resourceItemInputSchema = z.object({
  title: requiredText(),
  description: optionalText(),
  icon: enumWithDefault(RESOURCE_ICONS, DEFAULT_RESOURCE_ICON),
  ctaText: requiredText(),
  isPremium: booleanWithDefault(false),
  premiumLink: textWithDefault(DEFAULT_PREMIUM_LINK),
  resourceLink: textWithDefault(DEFAULT_RESOURCE_LINK),
  imagePlaceholderText: optionalText(),
});
export type ResourceItemFormValues = z.input<typeof resourceItemInputSchema>;
export type ResourceItemInput = z.output<typeof resourceItemInputSchema>;
