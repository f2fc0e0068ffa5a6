// An amount as families read it: in their currency with the euro figure beside it. Amounts published in
// another currency (SEK, CZK) go through euros at the rate staff set; without one, the published figure.
// Rendered statically on a page (no hydration), lib/currency-dom.ts converts it via its data attributes;
// inside an island, useCurrency re-renders it.
import { formatMoney, formatRange } from '@app/shared/format';
import { convertedText, eurText } from '../lib/currency';
import { type Rate, toEurCents } from '../lib/money';
import { useCurrency } from './useCurrency';

type Props = {
  /** Minor units of `currency`. */
  low: number;
  high?: number;
  currency?: string;
  rates: readonly Rate[];
  /** e.g. " a month", after the amounts. */
  suffix?: string;
  /** Leave out the amount in its own currency (shown beside it already, as a plan's rupee price is). */
  hidePublished?: boolean;
};

export function MoneyText({ low, high = low, currency = 'EUR', rates, suffix = '', hidePublished = false }: Props) {
  const [visitor] = useCurrency();
  const table = new Map(rates.map((rate) => [rate.currency, rate]));
  const eurLow = toEurCents(low, currency, table);
  const eurHigh = toEurCents(high, currency, table);
  const published = formatRange(formatMoney(low, currency) ?? '', formatMoney(high, currency) ?? '');
  if (eurLow === null || eurHigh === null) return <span>{`${published}${suffix}`}</span>;
  const converted = convertedText(eurLow, eurHigh, table.get(visitor));
  const eur = eurText(eurLow, eurHigh);
  return (
    <span data-money={eurLow} data-money-high={eurHigh}>
      <span data-money-converted className="font-semibold">
        {converted ?? ''}
      </span>{' '}
      <span data-money-eur>{converted ? `(${eur})` : eur}</span>
      {currency !== 'EUR' && !hidePublished && ` [${published}]`}
      {suffix}
    </span>
  );
}
