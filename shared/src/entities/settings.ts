import { z } from 'zod';
import { adminMessages } from '../messages.ts';
import { timestamp } from './fields.ts';
import type { Check, RowMatches } from './matches-table.ts';
/** The publicly readable settings rows: Stripe's publishable key, and whether stories wait for review. */
export const STRIPE_SETTINGS_KEY = 'stripe';
export { STORIES_SETTINGS_KEY } from '../constants.ts';

export const settingRowSchema = z.object({
  key: z.string(),
  value: z.record(z.string(), z.unknown()),
  updated_at: timestamp,
});
export type Setting = z.infer<typeof settingRowSchema>;

/**
 * '' (not configured) or a publishable key. The stripe row is readable by anyone, so a secret
 * (sk_) or restricted (rk_) key pasted here would leak: refuse it with an explicit reason.
 */
export const stripePublishableKeySchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    if (/^(sk|rk)_/.test(value)) {
      ctx.addIssue({ code: 'custom', message: adminMessages.settings.secretKeyRejected });
    } else if (!/^pk_(test|live)_[A-Za-z0-9]+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: adminMessages.settings.publishableKeyInvalid });
    }
  });

export const stripeSettingsValueSchema = z.object({ publishableKey: stripePublishableKeySchema });
export type StripeSettingsValue = z.infer<typeof stripeSettingsValueSchema>;

/** The stripe row as read; a row without a key reads as not configured. */
export const stripeSettingRowSchema = settingRowSchema.extend({
  key: z.literal(STRIPE_SETTINGS_KEY),
  value: z.object({ publishableKey: z.string().default('') }),
});
export type StripeSetting = z.infer<typeof stripeSettingRowSchema>;

/** With review on, visitors' new stories stay pending until staff approve them. */
export const storiesSettingsValueSchema = z.object({ reviewBeforePublishing: z.boolean() });
export type StoriesSettingsValue = z.infer<typeof storiesSettingsValueSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type SettingMatchesTable = [Check<RowMatches<Setting, 'settings', 'value'>>];
