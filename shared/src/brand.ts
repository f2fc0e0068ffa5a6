// One brand config for site, admin and functions, read from PUBLIC_* variables so a fork can rename
// the product without touching code. Misconfiguration fails loudly at build/start, naming the variable.
import { z } from 'zod';

export type Brand = {
  productName: string;
  infoEmail: string;
  bookingFormUrl: string;
  /** 'site': "Book Free Consultation" opens /book; 'external': the old external form (bookingFormUrl),
   *  the fallback while our own booking cannot be used (docs/decisions.md). */
  bookingMode: 'site' | 'external';
  youtubeChannelUrl: string;
  siteUrl: string;
  adminUrl: string;
};

export const BRAND_DEFAULTS: Readonly<Brand> = Object.freeze({
  productName: 'EuroStudy Compass',
  infoEmail: 'info@eurostudycompass.org',
  bookingFormUrl: 'https://calendly.com/eurostudycompass/free-consultation',
  bookingMode: 'site',
  youtubeChannelUrl: 'https://www.youtube.com/@EuroStudyCompass',
  siteUrl: 'http://localhost:4321',
  adminUrl: 'http://localhost:5173',
});

export const BRAND_ENV_VARS = {
  productName: 'PUBLIC_PRODUCT_NAME',
  infoEmail: 'PUBLIC_INFO_EMAIL',
  bookingFormUrl: 'PUBLIC_BOOKING_FORM_URL',
  bookingMode: 'PUBLIC_BOOKING_MODE',
  youtubeChannelUrl: 'PUBLIC_YOUTUBE_CHANNEL_URL',
  siteUrl: 'PUBLIC_SITE_URL',
  adminUrl: 'PUBLIC_ADMIN_URL',
} as const satisfies Record<keyof Brand, string>;

// Built on first use so that importing the defaults (constants.ts does) keeps zod out of browser bundles.
let rules: Record<keyof Brand, { schema: z.ZodType<string>; expected: string }> | undefined;
function brandRules() {
  if (rules) return rules;
  const url = { schema: z.url({ protocol: /^https?$/, hostname: z.regexes.hostname }), expected: 'an http(s) URL' };
  rules = {
    productName: { schema: z.string().min(1).max(100), expected: 'a product name of 1-100 characters' },
    infoEmail: { schema: z.email(), expected: 'an e-mail address' },
    bookingFormUrl: url,
    bookingMode: { schema: z.enum(['site', 'external']), expected: "'site' or 'external'" },
    youtubeChannelUrl: url,
    siteUrl: url,
    adminUrl: url,
  };
  return rules;
}

const isUrlField = (key: keyof Brand) => key !== 'productName' && key !== 'infoEmail' && key !== 'bookingMode';

/**
 * Reads the brand from an env-like record (import.meta.env, process.env, Deno.env.toObject()).
 * Unset or blank variables take the defaults; URLs lose trailing slashes so `${siteUrl}/path` is safe.
 */
export function readBrand(env: Record<string, string | undefined>): Brand {
  const brand = { ...BRAND_DEFAULTS };
  for (const key of Object.keys(BRAND_ENV_VARS) as (keyof Brand)[]) {
    const name = BRAND_ENV_VARS[key];
    const raw = env[name]?.trim();
    if (!raw) continue;
    const { schema, expected } = brandRules()[key];
    if (!schema.safeParse(raw).success) {
      throw new Error(`Invalid ${name}: expected ${expected}, got ${JSON.stringify(raw)}`);
    }
    Object.assign(brand, { [key]: isUrlField(key) ? raw.replace(/\/+$/, '') : raw });
  }
  return brand;
}

/** Where "Book Free Consultation" goes: our /book (with `query`, e.g. '?plan=…'), or the external form. */
export function bookingLink(
  brand: Pick<Brand, 'bookingMode' | 'bookingFormUrl'>,
  query = '',
): { href: string; external: boolean } {
  return brand.bookingMode === 'external'
    ? { href: brand.bookingFormUrl, external: true }
    : { href: `/book${query}`, external: false };
}

/** Page titles follow '{title} - {product name}'. */
export function pageTitle(title: string, brand: Pick<Brand, 'productName'>): string {
  return `${title} - ${brand.productName}`;
}

/** The team name used as the default author of admin blog posts. */
export function teamName(brand: Pick<Brand, 'productName'>): string {
  return `${brand.productName} Team`;
}
