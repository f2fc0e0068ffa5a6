import type { VisitorCurrency } from '@app/shared/living-costs';
import { useEffect, useState } from 'react';
import {
  CURRENCY_EVENT,
  DEFAULT_CURRENCY,
  isVisitorCurrency,
  readCurrency,
  storeCurrency,
} from '../lib/currency-choice';

/**
 * The visitor's currency, in step with every other switch on the page. INR in the server-rendered HTML
 * (the browser's choice is not known there), the stored one after hydration; `preferred` (a shared
 * plan's ?cur=) wins over the stored choice without replacing it.
 */
export function useCurrency(preferred?: VisitorCurrency | null): [VisitorCurrency, (c: VisitorCurrency) => void] {
  const [currency, setCurrency] = useState<VisitorCurrency>(preferred ?? DEFAULT_CURRENCY);
  useEffect(() => {
    if (!preferred) setCurrency(readCurrency());
    const follow = (event: Event) => {
      const chosen = (event as CustomEvent).detail;
      if (isVisitorCurrency(chosen)) setCurrency(chosen);
    };
    window.addEventListener(CURRENCY_EVENT, follow);
    return () => window.removeEventListener(CURRENCY_EVENT, follow);
  }, [preferred]);
  return [currency, storeCurrency];
}
