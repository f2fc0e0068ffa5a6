// The first-year cost planner (lib/cost-planner.ts does the arithmetic): on /plan the student picks a
// city and types tuition and fees; on a programme page those come from the programme. The choices live
// in the URL, so the plan can be sent to a parent and opens with the same total. A part nobody has
// checked shows as such and turns the total into "at least" (react/PlanTable.tsx).

import { bandText } from '@app/shared/figure-text';
import type { MoneyFigure } from '@app/shared/figures';
import { formatRange, formatWhole } from '@app/shared/format';
import { HOUSING_LABELS, HOUSING_TYPES, type HousingType, VISITOR_CURRENCIES } from '@app/shared/living-costs';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  convertPlan,
  DEFAULT_PLAN,
  defaultHousing,
  type PlannerCity,
  type PlannerCountry,
  type PlanQuery,
  parsePlanChoices,
  planFirstYear,
  planQuery,
} from '../lib/cost-planner';
import { rateAgeWarning } from '../lib/currency';
import type { Rate } from '../lib/money';
import { toast } from '../lib/notices';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { PlanNotes } from '../react/PlanNotes';
import { PlanTable } from '../react/PlanTable';
import { useCurrency } from '../react/useCurrency';

/** A programme page's figures: its non-EU tuition (its own, or its university's for the level) and fees. */
export type PlannerProgram = { name: string; tuition: MoneyFigure; semesterFees: MoneyFigure; cityId: number | null };

export type CostPlannerProps = {
  cities: PlannerCity[];
  countries: PlannerCountry[];
  rates: Rate[];
  /** On a programme page: its figures and city, which the student does not choose. */
  program?: PlannerProgram;
};

const euros = (cents: number | null) => (cents === null ? '' : String(Math.round(cents / 100)));
const toCents = (text: string) => (/^\d{1,7}$/.test(text) ? Number(text) * 100 : null);

export default withErrorBoundary(function CostPlanner({ cities, countries, rates, program }: CostPlannerProps) {
  const id = useId();
  const [choices, setChoices] = useState<PlanQuery>(DEFAULT_PLAN);
  const [fromUrl, setFromUrl] = useState<PlanQuery['currency'] | null>(null);
  const [storedCurrency, chooseCurrency] = useCurrency(fromUrl);
  const [ready, setReady] = useState(false);
  const [housingChosen, setHousingChosen] = useState(false);
  const rateTable = useMemo(() => new Map(rates.map((rate) => [rate.currency, rate])), [rates]);
  const currency = fromUrl ?? storedCurrency;

  // A shared link's choices, read once after hydration (the server-rendered HTML shows the defaults).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const parsed = parsePlanChoices(params);
    setChoices(parsed);
    setHousingChosen(params.has('housing'));
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
  // Until the student picks a housing type, the first one the city's rent is checked for.
  const housing = housingChosen ? choices.housing : defaultHousing(city);
  const plan = planFirstYear(
    {
      tuition: program?.tuition ?? { state: 'typed', cents: choices.tuition },
      semesterFees: program?.semesterFees ?? { state: 'typed', cents: choices.fees },
      city,
      country,
    },
    { housing, months: choices.months },
    rateTable,
  );
  const rate: Rate | undefined = rateTable.get(currency);
  const converted = convertPlan(plan, rate);
  const update = (patch: Partial<PlanQuery>) => {
    setTouched(true);
    if (patch.housing) setHousingChosen(true);
    setChoices((current) => ({ ...current, ...patch }));
  };
  const setCurrency = (next: PlanQuery['currency']) => {
    setTouched(true);
    setFromUrl(null);
    chooseCurrency(next);
  };

  const inEuros = bandText(plan.low, plan.high, 'EUR');
  const range = converted
    ? `${formatRange(formatWhole(converted.low, currency), formatWhole(converted.high, currency))} (${inEuros})`
    : inEuros;
  const shareText = `First-year cost estimate${program ? ` for ${program.name}` : ''}${city ? ` in ${city.name}` : ''}: ${plan.complete ? '' : 'at least '}${range}`;
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
            value={housing}
            onChange={(event) => update({ housing: event.target.value as HousingType })}
          >
            {HOUSING_TYPES.map((type) => (
              <option key={type} value={type}>
                {HOUSING_LABELS[type]}
                {city && city[`housing_${type}`].state === 'unchecked' ? ' (rent not checked yet)' : ''}
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

      {!program && !city && (
        <p className="mt-3 text-sm font-semibold">Choose a city to add its living costs and the visa fees.</p>
      )}
      <PlanTable
        plan={plan}
        converted={converted}
        currency={currency}
        housing={housing}
        about={[program?.name, city?.name].filter(Boolean).join(', ') || 'the first-year cost planner'}
      />
      <PlanNotes
        plan={plan}
        converted={converted}
        currency={currency}
        city={city}
        country={country}
        rate={rate}
        rateWarning={ready && rate ? rateAgeWarning(rate, new Date().toLocaleDateString('en-CA')) : null}
      />

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
