// What the planner says under its table: where living costs come from when the city's own are not all
// checked (the country's official norm, with its page), proof of funds (held, not spent), and the rate
// behind the converted amounts, with a warning when it is old.
import { bandText, provenanceText } from '@app/shared/figure-text';
import { formatCalendarDate, formatRange, formatWhole } from '@app/shared/format';
import { externalHref } from '@app/shared/safe-url';
import type { ConvertedPlan, Plan, PlannerCity, PlannerCountry } from '../lib/cost-planner';
import type { Rate } from '../lib/money';

type Props = {
  plan: Plan;
  converted: ConvertedPlan | null;
  currency: string;
  city: PlannerCity | null;
  country: PlannerCountry | null;
  rate: Rate | undefined;
  rateWarning: string | null;
};

const eur = (low: number, high: number) => bandText(low, high, 'EUR');

function NormNote({ city, country }: { city: PlannerCity | null; country: PlannerCountry }) {
  const norm = country.living_norm;
  if (norm.state !== 'known') return null;
  const href = externalHref(norm.source_url);
  return (
    <p className="mt-3 text-sm text-slate-700" data-plan-norm>
      {city ? `${city.name}'s own rent, food and transport costs are not all checked yet, so` : 'Without a city,'}{' '}
      living costs use {country.name}'s official living-cost norm:{' '}
      {bandText(norm.low_cents, norm.high_cents, norm.currency)} a year ({provenanceText(norm)})
      {norm.note ? `. ${norm.note}` : ''}.{' '}
      {href && (
        <a href={href} className="underline" target="_blank" rel="noopener noreferrer">
          Source of the norm<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </p>
  );
}

function proofText(plan: Plan, converted: ConvertedPlan | null, currency: string): string {
  const proof = plan.proofOfFunds;
  if (proof.state === 'none') return 'not required for this country.';
  if (proof.state === 'unchecked') return 'not checked yet for this country — ask us.';
  if (proof.state === 'no-rate') return 'published in a currency we have no exchange rate for yet — ask us.';
  const amount = converted?.proofOfFunds
    ? `${formatRange(formatWhole(converted.proofOfFunds.low, currency), formatWhole(converted.proofOfFunds.high, currency))} (${eur(proof.low, proof.high)})`
    : eur(proof.low, proof.high);
  return `${amount} a year. This is money you must hold and show, not money you spend, so it is not in the total.`;
}

export function PlanNotes({ plan, converted, currency, city, country, rate, rateWarning }: Props) {
  return (
    <>
      {plan.living === 'norm' && country && <NormNote city={city} country={country} />}
      {country && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm" data-plan-proof>
          <span className="font-semibold">Proof of funds for the visa: </span>
          {proofText(plan, converted, currency)}
        </p>
      )}
      <p className="mt-3 text-xs text-slate-600">
        {rate
          ? `1 EUR = ${rate.unitsPerEur} ${rate.currency}, rate of ${formatCalendarDate(rate.rateDate)}. Each line is rounded to the nearest whole ${rate.currency}; the total adds the rounded lines. Euro figures are the official ones.`
          : `Our team has not set an exchange rate for ${currency} yet, so amounts are shown in euros only.`}
      </p>
      {rateWarning && (
        <p className="mt-2 text-xs font-semibold text-amber-900" data-rate-warning>
          {rateWarning}
        </p>
      )}
    </>
  );
}
