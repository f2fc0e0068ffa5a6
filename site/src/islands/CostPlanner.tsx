// The first-year cost planner (lib/cost-planner.ts does the arithmetic): on /plan the student picks a
// city and types tuition and fees; on a programme page those come from the programme. The choices live
// in the URL, so the plan can be sent to a parent and opens with the same total.

import { formatCalendarDate, formatMoney, formatRange, formatWhole } from '@app/shared/format';
import { HOUSING_LABELS, HOUSING_TYPES, type HousingType, VISITOR_CURRENCIES } from '@app/shared/living-costs';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  convertPlan,
  DEFAULT_PLAN,
  PLAN_LINES,
  type PlanCity,
  type PlanCountry,
  type PlanQuery,
  parsePlanChoices,
  planFirstYear,
  planQuery,
} from '../lib/cost-planner';
import type { Rate } from '../lib/money';
import { toast } from '../lib/notices';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { useCurrency } from '../react/useCurrency';

export type PlannerCity = PlanCity & { id: number; name: string; country_code: string };
export type PlannerCountry = PlanCountry & { code: string; name: string };
type Amount = { cents: number | null; currency: string };
export type PlannerProgram = { name: string; tuition: Amount; semesterFees: Amount; cityId: number | null };

export type CostPlannerProps = {
  cities: PlannerCity[];
  countries: PlannerCountry[];
  rates: Rate[];
  /** On a programme page: its figures and city, which the student does not choose. */
  program?: PlannerProgram;
};

const eur = (low: number, high: number) => formatRange(formatMoney(low, 'EUR') ?? '', formatMoney(high, 'EUR') ?? '');
const whole = (low: number, high: number, currency: string) =>
  formatRange(formatWhole(low, currency), formatWhole(high, currency));
const euros = (cents: number | null) => (cents === null ? '' : String(Math.round(cents / 100)));
const toCents = (text: string) => (/^\d{1,7}$/.test(text) ? Number(text) * 100 : null);

export default withErrorBoundary(function CostPlanner({ cities, countries, rates, program }: CostPlannerProps) {
  const id = useId();
  const [choices, setChoices] = useState<PlanQuery>(DEFAULT_PLAN);
  const [fromUrl, setFromUrl] = useState<PlanQuery['currency'] | null>(null);
  const [storedCurrency, chooseCurrency] = useCurrency(fromUrl);
  const [ready, setReady] = useState(false);
  const rateTable = useMemo(() => new Map(rates.map((rate) => [rate.currency, rate])), [rates]);
  const currency = fromUrl ?? storedCurrency;

  // A shared link's choices, read once after hydration (the server-rendered HTML shows the defaults).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const parsed = parsePlanChoices(params);
    setChoices(parsed);
    if (params.has('cur')) setFromUrl(parsed.currency);
    setReady(true);
  }, []);
  // A programme page's plan keeps only the student's own choices: its figures come with the page.
  const query = planQuery(
    program ? { ...choices, city: null, tuition: null, fees: null, currency } : { ...choices, currency },
  );
  // Written once the student changes something: a plain visit keeps its plain URL.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched) window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`);
  }, [query, touched]);

  const cityId = program ? program.cityId : choices.city;
  const city = cities.find((c) => c.id === cityId) ?? null;
  const [countryCode, setCountryCode] = useState<string>('');
  const shownCountry = city?.country_code ?? countryCode;
  const country = countries.find((c) => c.code === shownCountry) ?? null;
  const plan = planFirstYear(
    {
      tuition: program?.tuition ?? { cents: choices.tuition, currency: 'EUR' },
      semesterFees: program?.semesterFees ?? { cents: choices.fees, currency: 'EUR' },
      city,
      country,
    },
    choices,
    rateTable,
  );
  const rate: Rate | undefined = rateTable.get(currency);
  const converted = convertPlan(plan, rate);
  const update = (patch: Partial<PlanQuery>) => {
    setTouched(true);
    setChoices((current) => ({ ...current, ...patch }));
  };
  const setCurrency = (next: PlanQuery['currency']) => {
    setTouched(true);
    setFromUrl(null);
    chooseCurrency(next);
  };

  // On /plan, what the student has not typed or chosen yet is not "unpublished".
  const notChosen = new Set<string>(program ? [] : ['tuition', 'fees', ...(city ? [] : Object.keys(PLAN_LINES))]);
  const unpublished = plan.missing.filter((key) => !notChosen.has(key));
  const total = converted ? whole(converted.low, converted.high, currency) : null;
  const shareText = `First-year cost estimate${program ? ` for ${program.name}` : ''}${city ? ` in ${city.name}` : ''}: ${
    total ? `${total} (${eur(plan.low, plan.high)})` : eur(plan.low, plan.high)
  }`;
  const shareUrl = ready ? `${window.location.origin}${window.location.pathname}?${query}` : '';
  const copy = () =>
    navigator.clipboard
      ?.writeText(shareUrl)
      .then(() => toast({ title: 'Link copied', description: 'Paste it into any message.' }))
      .catch(() => toast({ title: 'Could not copy', description: shareUrl }));

  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6" data-cost-planner>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        First-year cost planner
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {!program && (
          <>
            <div>
              <label htmlFor={`${id}-country`} className="label">
                Country
              </label>
              <select
                id={`${id}-country`}
                className="field"
                value={shownCountry}
                onChange={(event) => {
                  setCountryCode(event.target.value);
                  update({ city: null });
                }}
              >
                <option value="">Choose a country</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-city`} className="label">
                City
              </label>
              <select
                id={`${id}-city`}
                className="field"
                value={choices.city ?? ''}
                onChange={(event) => update({ city: event.target.value ? Number(event.target.value) : null })}
              >
                <option value="">Choose a city</option>
                {cities
                  .filter((c) => !shownCountry || c.country_code === shownCountry)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-tuition`} className="label">
                Tuition per year (EUR)
              </label>
              <input
                id={`${id}-tuition`}
                className="field"
                inputMode="numeric"
                value={euros(choices.tuition)}
                onChange={(event) => update({ tuition: toCents(event.target.value.trim()) })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-fees`} className="label">
                Semester fees per year (EUR)
              </label>
              <input
                id={`${id}-fees`}
                className="field"
                inputMode="numeric"
                value={euros(choices.fees)}
                onChange={(event) => update({ fees: toCents(event.target.value.trim()) })}
              />
            </div>
          </>
        )}
        <div>
          <label htmlFor={`${id}-housing`} className="label">
            Housing
          </label>
          <select
            id={`${id}-housing`}
            className="field"
            value={choices.housing}
            onChange={(event) => update({ housing: event.target.value as HousingType })}
          >
            {HOUSING_TYPES.map((type) => (
              <option key={type} value={type}>
                {HOUSING_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-months`} className="label">
            Months of living costs: {choices.months}
          </label>
          <input
            id={`${id}-months`}
            type="range"
            min={1}
            max={12}
            className="w-full accent-brand-600"
            value={choices.months}
            onChange={(event) => update({ months: Number(event.target.value) })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className="label">
            Show in
          </label>
          <select
            id={`${id}-currency`}
            className="field"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as PlanQuery['currency'])}
          >
            {VISITOR_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>

      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">First-year costs, line by line</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2">
              Item
            </th>
            <th scope="col" className="py-2 text-right">
              In euros
            </th>
            {converted && (
              <th scope="col" className="py-2 text-right">
                In {currency}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {plan.lines.map((line, index) => (
            <tr key={line.key} className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal">
                {PLAN_LINES[line.key]}
                {line.key === 'housing' && ` (${HOUSING_LABELS[choices.housing].toLowerCase()})`}
              </th>
              <td className="py-2 text-right">{eur(line.low, line.high)}</td>
              {converted && (
                <td className="py-2 text-right">
                  {whole(converted.lines[index]?.low ?? 0, converted.lines[index]?.high ?? 0, currency)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 font-semibold">
              Total to spend in the first year
            </th>
            <td className="py-3 text-right font-semibold" data-plan-total-eur>
              {eur(plan.low, plan.high)}
            </td>
            {converted && (
              <td className="py-3 text-right text-lg font-bold" data-plan-total>
                {total}
              </td>
            )}
          </tr>
        </tfoot>
      </table>

      {!program && !city && (
        <p className="mt-3 text-sm font-semibold">Choose a city to add its living costs and the visa fees.</p>
      )}
      {!program && choices.tuition === null && (
        <p className="mt-3 text-sm font-semibold">Type the programme's tuition per year to add it (0 if free).</p>
      )}
      {unpublished.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          Not included, because no official page we read gives a figure:{' '}
          {unpublished.map((key) => PLAN_LINES[key].toLowerCase()).join(', ')}.
        </p>
      )}
      <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm">
        <span className="font-semibold">Proof of funds for the visa: </span>
        {plan.proofOfFunds === null
          ? 'not published for this country on a current official page we could read.'
          : `${converted?.proofOfFunds != null ? `${formatWhole(converted.proofOfFunds, currency)} (${eur(plan.proofOfFunds, plan.proofOfFunds)})` : eur(plan.proofOfFunds, plan.proofOfFunds)} a year. This is money you must hold and show, not money you spend, so it is not in the total.`}
      </p>
      <p className="mt-3 text-xs text-slate-600">
        {rate
          ? `1 EUR = ${rate.unitsPerEur} ${rate.currency}, rate of ${formatCalendarDate(rate.rateDate)}. Each line is rounded to the nearest whole ${rate.currency}; the total adds the rounded lines. Euro figures are the official ones.`
          : `Our team has not set an exchange rate for ${currency} yet, so amounts are shown in euros only.`}
      </p>

      <div className="mt-4 flex flex-wrap gap-3">
        <a
          className="btn btn-primary"
          href={`https://wa.me/?text=${encodeURIComponent(`${shareText} ${shareUrl}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp
        </a>
        <button type="button" className="btn btn-outline" onClick={copy}>
          Copy link to this plan
        </button>
      </div>
    </section>
  );
});
