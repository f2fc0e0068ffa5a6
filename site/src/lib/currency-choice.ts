// The family's currency: INR until they choose another, remembered in this browser. Static pages
// convert with a small script (components/CurrencySwitch.astro), islands with react/useCurrency.ts;
// both listen for CURRENCY_EVENT so every amount on a page follows one switch. No formatting here:
// islands that only pick precomputed texts load this alone.
import { VISITOR_CURRENCIES, type VisitorCurrency } from '@app/shared/living-costs';
import { CURRENCY_KEY } from './currency-key';

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
