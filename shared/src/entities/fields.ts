// Field builders shared by the entity schemas. Row builders describe what PostgREST returns;
// form builders accept what HTML forms produce (strings, blanks) and yield the payload to store,
// so blank optional text is stored as null, never as ''.
import { z } from 'zod';
import { splitList } from '../lists.ts';
import { isSafeLink, type LinkOptions } from '../safe-url.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../slug.ts';
import { blankToNull, YOUTUBE_ID_PATTERN } from '../validation.ts';

// ── Rows ─────────────────────────────────────────────────────────────────────────────────────
export const id = z.number().int();
/** timestamptz as PostgREST serialises it (ISO 8601 with offset); kept as a string. */
export const timestamp = z.string();
export const nullableText = z.string().nullable();
/** A `text[] not null default '{}'` column. */
export const list = z.array(z.string());
/** A Postgres `date`: 'YYYY-MM-DD'. */
export const isoDate = z.iso.date();
export const youtubeVideoId = z.string().regex(YOUTUBE_ID_PATTERN, 'A YouTube video ID has 11 characters.');

// ── Forms ────────────────────────────────────────────────────────────────────────────────────
const httpUrl = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.hostname,
  error: 'Enter a full http(s) URL.',
});

export const requiredText = (max?: number) => {
  const base = z.string().trim().min(1, 'Required');
  return max === undefined ? base : base.max(max, `At most ${max} characters.`);
};

/** Optional text: blank → null. */
export const optionalText = () => z.string().nullish().transform(blankToNull);

/** Optional text with a column default applied when blank, e.g. links and icons. */
const textWithDefault = (fallback: string) =>
  z
    .string()
    .nullish()
    .transform((v) => blankToNull(v) ?? fallback);

export const optionalUrl = () => optionalText().pipe(httpUrl.nullable());

export const linkError = ({ mailto }: LinkOptions = {}) =>
  `Enter an http(s) URL${mailto ? ', a mailto: address' : ''}, a site path starting with / or #.`;

/** A link the database's link rule accepts (shared/src/safe-url.ts); blank → the column default. */
export const linkWithDefault = (fallback: string, options?: LinkOptions) =>
  textWithDefault(fallback).refine((v) => isSafeLink(v, options), linkError(options));

export const optionalDate = () => optionalText().pipe(z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }).nullable());

/** Comma text or a list → trimmed, non-empty items. */
export const textList = () =>
  z
    .union([z.string(), z.array(z.string())])
    .nullish()
    .transform((v) => splitList(v));

export const enumWithDefault = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z
    .union([z.enum(values), z.literal('')])
    .nullish()
    .transform((v): T[number] => v || fallback);

export const booleanWithDefault = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? fallback);

/** A number typed into a form: number or numeric text; blank is "missing". */
const numeric = z.union([z.number(), z.string()]).nullish();
const toNumber = (v: number | string | null | undefined): number | null => {
  if (v == null) return null;
  if (typeof v === 'number') return v;
  const text = v.trim();
  return text ? Number(text) : null;
};

export const requiredNumber = () =>
  numeric.transform(toNumber).pipe(z.number({ error: 'Enter a number.' }).min(0, 'Must be 0 or more.'));

export const optionalNumber = () =>
  numeric.transform(toNumber).pipe(z.number({ error: 'Enter a number.' }).min(0, 'Must be 0 or more.').nullable());

export const optionalInt = () => numeric.transform(toNumber).pipe(z.int({ error: 'Enter a whole number.' }).nullable());

export const intWithDefault = (min: number, max: number, fallback: number) =>
  numeric
    .transform((v) => toNumber(v) ?? fallback)
    .pipe(
      z
        .int({ error: 'Enter a whole number.' })
        .min(min, `Must be between ${min} and ${max}.`)
        .max(max, `Must be between ${min} and ${max}.`),
    );

/**
 * A URL slug: blank is left out of the payload, so the database makes one from the name on insert and
 * keeps the existing one on update (a slug is a URL people have shared).
 */
export const slugInput = () =>
  optionalText()
    .refine(
      (v) => v === null || (SLUG_PATTERN.test(v) && v.length <= SLUG_MAX),
      'Lower-case letters, digits and single hyphens, e.g. data-science-msc.',
    )
    .transform((v) => v ?? undefined);

/** An ISO 3166-1 alpha-2 country code, upper-cased; blank → null. */
export const optionalCountryCode = () =>
  optionalText()
    .transform((v) => v?.toUpperCase() ?? null)
    .refine((v) => v === null || /^[A-Z]{2}$/.test(v), 'Use a two-letter country code (DE, FR).');

/** Money typed in a form is held in cents (the inputs convert); whole, never negative. */
export const optionalCents = () => optionalInt().refine((n) => n === null || n >= 0, 'Must be 0 or more.');

/** An ISO 4217 code in use (the list the database's private.is_currency holds), upper-cased. */
export const currencyCode = (fallback = 'EUR') =>
  z
    .string()
    .nullish()
    .transform((v) => v?.trim().toUpperCase() || fallback)
    .refine((v) => Intl.supportedValuesOf('currency').includes(v), 'Use a three-letter ISO 4217 code (EUR, SEK).');

/** An uploaded image's object name in its bucket, as the console makes them ('<uuid>.webp'); blank → null. */
const IMAGE_PATH_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}(\/[a-z0-9][a-z0-9_-]{0,63}){0,3}\.(jpe?g|png|webp|avif)$/;

/** A content row's picture: where it is, and the words that stand for it (required with a picture). */
export const imageFields = () => ({
  image_path: optionalText().refine((v) => v === null || IMAGE_PATH_PATTERN.test(v), 'Upload the image again.'),
  image_alt: optionalText().refine((v) => v === null || v.length <= 300, 'At most 300 characters.'),
});

/** The alternative text is required once there is an image. */
export function checkImageAlt(
  row: { image_path: string | null; image_alt: string | null },
  ctx: z.RefinementCtx,
): void {
  if (row.image_path !== null && row.image_alt === null) {
    ctx.addIssue({ code: 'custom', path: ['image_alt'], message: 'Describe the image for people who cannot see it.' });
  }
}
