// The family's currency: INR until they choose another, remembered in this browser. Static pages
// convert with a small script (components/CurrencySwitch.astro), islands with useCurrency; both
// listen for CURRENCY_EVENT so every amount on a page follows one switch.
import { VISITOR_CURRENCIES, type VisitorCurrency } from '@app/shared/constants';
import { formatMoney, formatRange, formatWhole } from '@app/shared/format';
import { eurToWhole, type Rate } from './money';

export const CURRENCY_KEY = 'currency';
export const CURRENCY_EVENT = 'currencychange';
export const DEFAULT_CURRENCY: VisitorCurrency = 'INR';

export function isVisitorCurrency(value: unknown): value is VisitorCurrency {
  return VISITOR_CURRENCIES.some((code) => code === value);
}

/** The stored choice; storage may be blocked (private modes, embedded views): then INR. */
export function readCurrency(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): VisitorCurrency {
  try {
    const stored = storage?.getItem(CURRENCY_KEY);
    return isVisitorCurrency(stored) ? stored : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

export function storeCurrency(currency: VisitorCurrency): void {
  try {
    localStorage.setItem(CURRENCY_KEY, currency);
  } catch {
    // Not remembered, but this page still switches.
  }
  window.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail: currency }));
}

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
