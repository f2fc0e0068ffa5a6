/** Where the browser remembers the visitor's currency (lib/currency-choice.ts reads and writes it). */
export const CURRENCY_KEY = 'currency';
