// Build-time configuration of the console. The brand is read and validated from PUBLIC_* variables
// when Vite builds (vite.config.ts), so the bundle carries only the resulting values.
import type { Brand } from '@app/shared/brand';
import { TURNSTILE_SCRIPT_URL } from '@app/shared/human-check';

export const brand: Readonly<Brand> = __ADMIN_BRAND__;

/** The login's human check (GoTrue's captcha setting): the site's Turnstile keys; none, no check. */
export const humanCheck = {
  siteKey: import.meta.env.PUBLIC_CAPTCHA_SITE_KEY || '',
  scriptUrl: import.meta.env.PUBLIC_CAPTCHA_SCRIPT_URL || TURNSTILE_SCRIPT_URL,
};

/** The console lives under this path, as the spec's routes (/admin, /admin/universities, ...) say. */
export const BASENAME = '/admin';
