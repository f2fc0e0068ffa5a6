// The family's currency: the one of the visitor's time zone (Kathmandu → NPR, Dhaka → BDT, Colombo →
// LKR, Karachi → PKR, anywhere else INR) until they choose another, remembered in this browser. Static pages
// convert with a small script (components/CurrencySwitch.astro), islands with react/useCurrency.ts;
// both listen for CURRENCY_EVENT so every amount on a page follows one switch. No formatting here:
// islands that only pick precomputed texts load this alone.
import { VISITOR_CURRENCIES, type VisitorCurrency } from '@app/shared/living-costs';
import { CURRENCY_KEY, currencyOfTimeZone, storedCurrency } from './currency-key';

export const CURRENCY_EVENT = 'currencychange';
export const DEFAULT_CURRENCY: VisitorCurrency = 'INR';

export function isVisitorCurrency(value: unknown): value is VisitorCurrency {
  return VISITOR_CURRENCIES.some((code) => code === value);
}

/** The stored choice, else the time zone's; storage may be blocked (private modes, embedded views). */
export function readCurrency(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  timeZone?: string,
): VisitorCurrency {
  const stored = storedCurrency(storage);
  return isVisitorCurrency(stored) ? stored : currencyOfTimeZone(timeZone);
}

export function storeCurrency(currency: VisitorCurrency): void {
  try {
    localStorage.setItem(CURRENCY_KEY, currency);
  } catch {
    // Not remembered, but this page still switches.
  }
  window.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail: currency }));
}
