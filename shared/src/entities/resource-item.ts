import { z } from 'zod';
import {
  DEFAULT_PREMIUM_LINK,
  DEFAULT_RESOURCE_ICON,
  DEFAULT_RESOURCE_LINK,
  PLACEHOLDER_LINK,
  RESOURCE_ICONS,
} from '../constants.ts';
import { isSafeLink } from '../safe-url.ts';
import {
  booleanWithDefault,
  enumWithDefault,
  id,
  linkError,
  linkWithDefault,
  nullableText,
  optionalText,
  requiredText,
  timestamp,
} from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';
import { PREMIUM_LINK_PLACEHOLDER_REFUSED } from './premium-resource-link.ts';

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

/** Links are site paths or '#' as well as URLs, with defaults. */
export const resourceItemInputSchema = z.object({
  title: requiredText(),
  description: optionalText(),
  icon: enumWithDefault(RESOURCE_ICONS, DEFAULT_RESOURCE_ICON),
  ctaText: requiredText(),
  isPremium: booleanWithDefault(false),
  premiumLink: linkWithDefault(DEFAULT_PREMIUM_LINK),
  resourceLink: linkWithDefault(DEFAULT_RESOURCE_LINK),
  imagePlaceholderText: optionalText(),
});
export type ResourceItemFormValues = z.input<typeof resourceItemInputSchema>;
export type ResourceItemInput = z.output<typeof resourceItemInputSchema>;

/**
 * The console's resource form. A premium resource's own link is stored apart, in
 * premium_resource_links (`premium_url`; only buyers can read it), never in resourceLink, which every
 * member can read: a premium item keeps '#' there (a database check insists), and a link typed
 * while the item was free moves over when it becomes premium. '#' itself is no link for buyers: the
 * database refuses it, so the form says so first.
 */
export const resourceItemFormSchema = resourceItemInputSchema
  .extend({ premium_url: optionalText() })
  .refine((item) => !item.isPremium || item.premium_url !== PLACEHOLDER_LINK, {
    path: ['premium_url'],
    error: PREMIUM_LINK_PLACEHOLDER_REFUSED,
  })
  .refine((item) => !item.isPremium || item.premium_url === null || isSafeLink(item.premium_url), {
    path: ['premium_url'],
    error: linkError(),
  })
  .transform((item) => {
    if (!item.isPremium) return { ...item, premium_url: null };
    const own = item.premium_url ?? (item.resourceLink !== DEFAULT_RESOURCE_LINK ? item.resourceLink : null);
    return { ...item, resourceLink: DEFAULT_RESOURCE_LINK, premium_url: own };
  });
export type ResourceItemFormOutput = z.output<typeof resourceItemFormSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type ResourceItemMatchesTable = [
  Check<RowMatches<ResourceItem, 'resource_items'>>,
  Check<Insertable<ResourceItemInput, 'resource_items'>>,
];
