// Amounts as the site words them: the euro figure, and the same in a visitor's currency at the rate
// staff set (lib/currency-choice.ts holds which currency the visitor chose).
import { formatCalendarDate, formatMoney, formatRange, formatWhole } from '@app/shared/format';
import { RATE_WARNING_DAYS } from '@app/shared/living-costs';
import { eurToWhole, type Rate, type Rates, toEurCents } from './money';

/** Euro cents (low–high) as the site shows them: "€1,200" or "€1,200–€1,800". */
export function eurText(low: number, high = low): string {
  return formatRange(formatMoney(low, 'EUR') ?? '', formatMoney(high, 'EUR') ?? '');
}

/** The same amount in the visitor's currency, or null when staff have set no rate for it. */
export function convertedText(low: number, high: number, rate: Rate | undefined): string | null {
  if (!rate) return null;
  return formatRange(
    formatWhole(eurToWhole(low, rate), rate.currency),
    formatWhole(eurToWhole(high, rate), rate.currency),
  );
}

/**
 * An amount's texts, worked out once (at build time for islands that should not carry the formatting
 * code): the euro figure and, per currency with a rate, the converted one; null when the amount's own
 * currency has no rate (then `published` is all there is).
 */
export type MoneyTexts = {
  published: string;
  eur: string | null;
  converted: Record<string, string>;
  /** Per converted currency: "1 EUR = 100 INR, rate of 20 November 2026". */
  rates: Record<string, string>;
};

export function moneyTexts(low: number, high: number, currency: string, rates: Rates): MoneyTexts {
  const published = formatRange(formatMoney(low, currency) ?? '', formatMoney(high, currency) ?? '');
  const eurLow = toEurCents(low, currency, rates);
  const eurHigh = toEurCents(high, currency, rates);
  if (eurLow === null || eurHigh === null) return { published, eur: null, converted: {}, rates: {} };
  const converted: Record<string, string> = {};
  const notes: Record<string, string> = {};
  for (const rate of rates.values()) {
    converted[rate.currency] = convertedText(eurLow, eurHigh, rate) ?? '';
    notes[rate.currency] = rateNote(rate);
  }
  return { published, eur: eurText(eurLow, eurHigh), converted, rates: notes };
}

/** The rate behind converted amounts, as every page states it. */
export const rateNote = (rate: Rate): string =>
  `1 EUR = ${rate.unitsPerEur} ${rate.currency}, rate of ${formatCalendarDate(rate.rateDate)}`;

/** A warning when the rate used is more than RATE_WARNING_DAYS old on `today` (YYYY-MM-DD), else null. */
export function rateAgeWarning(rate: Pick<Rate, 'currency' | 'rateDate'>, today: string): string | null {
  return ratesAgeWarning([rate.currency], rate.rateDate, today);
}

/** "CZK, DKK and SEK". */
export const listText = (items: readonly string[]): string =>
  new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);

/** rateAgeWarning for the rates of several currencies read on one day. */
export function ratesAgeWarning(currencies: readonly string[], rateDate: string, today: string): string | null {
  const days = (Date.parse(today) - Date.parse(rateDate)) / 86_400_000;
  if (!(days > RATE_WARNING_DAYS)) return null;
  const these = currencies.length === 1 ? 'This exchange rate is' : 'These exchange rates are';
  return `${these} from ${formatCalendarDate(rateDate)}, more than ${RATE_WARNING_DAYS} days ago: amounts in ${listText(currencies)} may have changed since.`;
}

/**
 * The rates behind amounts published in other currencies, one sentence per day they were read: "Amounts
 * published in CZK and SEK go through euros at 1 EUR = 24.47 CZK and 11.29 SEK, rates of 2 October 2026."
 */
export function sourceRateNotes(rates: readonly Rate[]): { currencies: string[]; rateDate: string; text: string }[] {
  const byDay = new Map<string, Rate[]>();
  for (const rate of rates) byDay.set(rate.rateDate, [...(byDay.get(rate.rateDate) ?? []), rate]);
  return [...byDay].map(([rateDate, sameDay]) => {
    const currencies = sameDay.map((rate) => rate.currency);
    const each = `1 EUR = ${listText(sameDay.map((rate) => `${rate.unitsPerEur} ${rate.currency}`))}`;
    const of = `${sameDay.length === 1 ? 'rate' : 'rates'} of ${formatCalendarDate(rateDate)}`;
    return {
      currencies,
      rateDate,
      text: `Amounts published in ${listText(currencies)} go through euros at ${each}, ${of}.`,
    };
  });
}
