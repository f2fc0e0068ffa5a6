import { z } from 'zod';
import { PLACEHOLDER_LINK } from '../constants.ts';
import { isSafeLink } from '../safe-url.ts';
import { id, linkError, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

/** A premium resource's own link: readable only by users with a paid purchase, and by admins (RLS). */
export const premiumResourceLinkRowSchema = z.object({
  resource_id: id,
  url: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type PremiumResourceLink = z.infer<typeof premiumResourceLinkRowSchema>;

export const PREMIUM_LINK_PLACEHOLDER_REFUSED = 'Enter the link buyers should open';

/** Site paths and URLs alike; '#' (the "not set" placeholder) is refused like the database does. */
export const premiumResourceLinkInputSchema = z.object({
  resource_id: id,
  url: z
    .string()
    .trim()
    .min(1)
    .refine((url) => url !== PLACEHOLDER_LINK, PREMIUM_LINK_PLACEHOLDER_REFUSED)
    .refine((url) => isSafeLink(url), linkError()),
});
export type PremiumResourceLinkInput = z.output<typeof premiumResourceLinkInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type PremiumResourceLinkMatchesTable = [
  Check<RowMatches<PremiumResourceLink, 'premium_resource_links'>>,
  Check<Insertable<PremiumResourceLinkInput, 'premium_resource_links'>>,
];
