import { z } from 'zod';
import { adminMessages } from '../messages.ts';
import { timestamp } from './fields.ts';
/** The one publicly readable settings row. */
export const STRIPE_SETTINGS_KEY = 'stripe';

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
