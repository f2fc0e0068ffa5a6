// Where the browser remembers the visitor's currency, and the currency of their time zone before they
// choose one (lib/currency-choice.ts builds the switch on these). No imports: a page at its JavaScript
// budget (/transportation) reads the choice with this module alone.
export const CURRENCY_KEY = 'currency';

/** The currency families in a time zone use; INR for any other (most of our visitors are in India). */
const ZONE_CURRENCIES: Record<string, 'NPR' | 'BDT' | 'LKR' | 'PKR'> = {
  'Asia/Kathmandu': 'NPR',
  'Asia/Katmandu': 'NPR',
  'Asia/Dhaka': 'BDT',
  'Asia/Dacca': 'BDT',
  'Asia/Colombo': 'LKR',
  'Asia/Karachi': 'PKR',
};

const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

export function currencyOfTimeZone(
  timeZone: string | undefined = browserTimeZone(),
): 'INR' | 'NPR' | 'BDT' | 'LKR' | 'PKR' {
  return (timeZone && ZONE_CURRENCIES[timeZone]) || 'INR';
}

/** The stored choice as text, unchecked; null where storage is blocked (private modes, embedded views). */
export function storedCurrency(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(CURRENCY_KEY) ?? null;
  } catch {
    return null;
  }
}
