/** Where the browser remembers the visitor's currency (lib/currency-choice.ts reads and writes it). */
export const CURRENCY_KEY = 'currency';

/** The stored choice as text, unchecked; null where storage is blocked (private modes, embedded views). */
export function storedCurrency(): string | null {
  try {
    return localStorage.getItem(CURRENCY_KEY);
  } catch {
    return null;
  }
}
