// Display formatting shared by the static site (build time), its islands (browser) and the admin.
import {
  DURATION_TEMPLATE,
  FALLBACK_DESCRIPTION,
  FALLBACK_DURATION,
  FALLBACK_NEWS_DATE,
  FALLBACK_PROGRAMS,
  FALLBACK_TUITION,
} from './constants.ts';
import { splitList } from './lists.ts';

/** Options for date formatting; `timeZone` undefined means the runtime's local zone. */
export type DateFormatOptions = { timeZone?: string };

// Intl formatters are made on first use and kept. Making one is slow, and the first in a page slowest
// on a phone's CPU: made when this module loaded, they delayed the first paint of every island page
// that imports any helper here.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cachedFormatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const inr = (fractionDigits: number) =>
  cachedFormatter(
    `inr:${fractionDigits}`,
    () =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );

/** Rupees with Indian digit grouping: 123456 → '₹1,23,456'; paise shown only when present. */
export function formatInr(amount: number): string {
  return inr(Number.isInteger(amount) ? 0 : 2).format(amount);
}

/**
 * A payment as Stripe reports it, in the currency's smallest unit (paise for INR): '₹4,999' for INR,
 * '12.50 EUR' for anything else; an em dash when Stripe gave no amount.
 */
export function formatPaidAmount(minorUnits: number | null, currency: string | null): string {
  if (minorUnits === null) return '—';
  if (currency === 'inr') return formatInr(minorUnits / 100);
  return `${(minorUnits / 100).toFixed(2)} ${currency?.toUpperCase() ?? ''}`.trim();
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A 'YYYY-MM-DD' value is a calendar date, not an instant: format it in UTC (where Date parses it)
 * so a visitor west of Greenwich does not see the day before. Timestamps use the given zone.
 */
function parse(value: string, options: DateFormatOptions): { date: Date; timeZone: string | undefined } | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: DATE_ONLY.test(value) ? 'UTC' : options.timeZone };
}

function format(
  value: string | null | undefined,
  locale: string,
  fields: Intl.DateTimeFormatOptions,
  options: DateFormatOptions,
): string | null {
  if (!value) return null;
  const parsed = parse(value, options);
  if (!parsed) return null;
  // What date.toLocaleString(locale, options) does, without a new formatter per call.
  const key = `date:${locale}:${parsed.timeZone ?? ''}:${JSON.stringify(fields)}`;
  const make = () => new Intl.DateTimeFormat(locale, { ...fields, timeZone: parsed.timeZone });
  return cachedFormatter(key, make).format(parsed.date);
}

/** News card date: en-GB ('05/03/2026'), or 'Recent News' when missing. */
export function formatNewsDate(date: string | null | undefined, options: DateFormatOptions = {}): string {
  return format(date, 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }, options) ?? FALLBACK_NEWS_DATE;
}

/** Story date: en-US long date with time ('March 5, 2026 at 02:30 PM'). Empty string when invalid. */
export function formatStoryDate(iso: string, options: DateFormatOptions = {}): string {
  return (
    format(
      iso,
      'en-US',
      { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' },
      options,
    ) ?? ''
  );
}

/** Admin date: day, short month, year in en-GB ('5 Mar 2026'), or the caller's fallback. */
export function formatAdminDate(
  value: string | null | undefined,
  fallback: string,
  options: DateFormatOptions = {},
): string {
  return format(value, 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' }, options) ?? fallback;
}

/** Admin date with time, for leads' 'Received At' ('5 Mar 2026, 14:30'). */
export function formatAdminDateTime(
  value: string | null | undefined,
  fallback: string,
  options: DateFormatOptions = {},
): string {
  return (
    format(
      value,
      'en-GB',
      { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
      options,
    ) ?? fallback
  );
}

/** Program duration: '{n} years', or 'N/A' when unknown. */
export function formatDuration(years: number | null | undefined): string {
  if (years == null || !Number.isFinite(years) || years <= 0) return FALLBACK_DURATION;
  return DURATION_TEMPLATE.replace('{n}', String(years));
}

/**
 * An amount held in cents (minor units) of `currency`, e.g. 600000 EUR → "€6,000", 145050 EUR →
 * "€1,450.50": whole amounts without decimals, others to the cent. Null when there is no figure.
 */
export function formatMoney(cents: number | null | undefined, currency: string): string | null {
  if (cents == null || !Number.isFinite(cents)) return null;
  const fraction = cents % 100 === 0 ? 0 : 2;
  const make = () =>
    new Intl.NumberFormat('en-IE', {
      style: 'currency',
      currency,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
  return cachedFormatter(`money:${currency}:${fraction}`, make).format(cents / 100);
}

/** Locales whose digit grouping families read: lakh and crore for rupees and taka. */
const CURRENCY_LOCALES: Record<string, string> = {
  INR: 'en-IN',
  NPR: 'en-IN',
  BDT: 'en-IN',
  LKR: 'en-LK',
  PKR: 'en-PK',
};

/** Whole units of a visitor's currency, grouped as its readers write it: 1234567 INR → "₹12,34,567". */
export function formatWhole(amount: number, currency: string): string {
  const make = () =>
    new Intl.NumberFormat(CURRENCY_LOCALES[currency] ?? 'en-IE', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  return cachedFormatter(`whole:${currency}`, make).format(amount);
}

/** "low–high", or one figure when both ends are the same. */
export function formatRange(low: string, high: string): string {
  return low === high ? low : `${low}–${high}`;
}

/** A yearly fee as the site words it: 600000 EUR → "€6,000 a year"; null when there is no figure. */
export function formatPerYear(cents: number | null | undefined, currency: string): string | null {
  const amount = formatMoney(cents, currency);
  return amount ? `${amount} a year` : null;
}

/** A calendar date as people read it: '2027-05-31' → '31 May 2027'; null when missing or invalid. */
export function formatCalendarDate(value: string | null | undefined): string | null {
  return format(value, 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }, {});
}

/** The trimmed text, or the fallback when it is missing or blank. */
export function orFallback(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const tuitionOrFallback = (value: string | null | undefined): string => orFallback(value, FALLBACK_TUITION);

export const descriptionOrFallback = (value: string | null | undefined): string =>
  orFallback(value, FALLBACK_DESCRIPTION);

/** Programs are a list (or legacy comma text); shown joined, or 'Various Programs' when none. */
export function programsOrFallback(value: readonly string[] | string | null | undefined): string {
  return orFallback(splitList(value).join(', '), FALLBACK_PROGRAMS);
}
