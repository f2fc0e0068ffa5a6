// The finder's filters (the search box is the island's, react/FilterSheet.tsx holds them on a phone).
// Memoised, and its option lists made once: a change redraws only the controls, and the arrival of
// results none of them. Budgets read in the family's currency beside the euro figure, which the URL keeps.
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { MONTH_NAMES } from '@app/shared/program-labels';
import { type ChangeEvent, memo, type ReactNode, useMemo } from 'react';
import { convertedText, eurText } from '../lib/currency';
import { isVisitorCurrency } from '../lib/currency-choice';
import type { Rate } from '../lib/money';
import { DEADLINE_TIME_ZONE, type FinderState, type Sort } from '../lib/program-finder';
import type { FinderFacets } from '../lib/program-finder-build';
import { useCurrency } from './useCurrency';

const SORT_NAMES: Record<Sort, string> = {
  name: 'Name',
  tuition: 'Tuition, lowest first',
  deadline: 'Deadline, soonest first',
  ranking: 'University ranking',
};

/** The tuition filter's choices, whole euros a year. */
const BUDGETS = [0, 1000, 2000, 3000, 5000, 7500, 10_000, 15_000, 20_000, 30_000];

/** "₹5,21,250 (€5,000)": the budget in the family's currency, the euro figure beside it. */
function budgetText(euros: number, rate: Rate | undefined): string {
  if (euros === 0) return 'No tuition fee';
  const eur = eurText(euros * 100);
  const converted = convertedText(euros * 100, euros * 100, rate);
  return converted ? `${converted} (${eur})` : eur;
}

export type FinderChange = (change: Partial<FinderState>, options?: { typed?: boolean }) => void;

type Props = {
  idPrefix: string;
  state: FinderState;
  facets: FinderFacets;
  today: string;
  hydrated: boolean;
  /** The rates of the visitor currencies (and of fee currencies, unused here). */
  rates: readonly Rate[];
  onChange: FinderChange;
};

type Options = ReturnType<typeof useOptions>;
/** A control's change handler for one filter; an input's change counts as typing (FinderChange). */
type Select = (
  key: keyof FinderState,
  toValue?: (value: string) => FinderState[keyof FinderState],
) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => void;
type GroupProps = { idPrefix: string; state: FinderState; select: Select };

const numberOrNull = (value: string) => (value === '' || Number.isNaN(Number(value)) ? null : Number(value));

/** The option lists that do not change with the filters, made once. */
function useOptions(facets: FinderFacets) {
  return useMemo(
    () => ({
      levels: PROGRAM_LEVELS.map((level) => <option key={level}>{level}</option>),
      fields: facets.fields.map((f) => (
        <option key={f.code} value={f.code}>
          {f.name}
        </option>
      )),
      countries: facets.countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      )),
      languages: facets.languages.map((l) => (
        <option key={l.code} value={l.code}>
          {l.name}
        </option>
      )),
      nationalities: facets.nationalities.map((n) => (
        <option key={n.code} value={n.code}>
          Citizens of {n.name}
        </option>
      )),
      months: MONTH_NAMES.map((month, index) => (
        <option key={month} value={index + 1}>
          {month}
        </option>
      )),
      sorts: Object.entries(SORT_NAMES).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      )),
    }),
    [facets],
  );
}

/** One filter: its label above its control, whose id is `id`. */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

export const FinderFilters = memo(function FinderFilters({
  idPrefix,
  state,
  facets,
  today,
  hydrated,
  rates,
  onChange,
}: Props) {
  const options = useOptions(facets);
  const select: Select =
    (key, toValue = (v) => v) =>
    (event) =>
      onChange({ [key]: toValue(event.target.value) } as Partial<FinderState>, {
        typed: event.target instanceof HTMLInputElement,
      });
  const group = { idPrefix, state, select };
  return (
    <>
      <fieldset className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" disabled={!hydrated}>
        <legend className="sr-only">Filters</legend>
        <WhatAndWhere {...group} options={options} facets={facets} />
        <DeadlineFilter {...group} today={today} />
        <BudgetFilter {...group} rates={rates} />
        <MoreFilters {...group} options={options} />
      </fieldset>
      <p className="mt-2 text-xs text-slate-600">
        Programs whose fee, deadline or IELTS is not checked yet (or whose English is given only as a TOEFL score or a
        CEFR level) are left out unless you include them. Deadlines pass at midnight{' '}
        {DEADLINE_TIME_ZONE.replace('_', ' ')} time.
      </p>
    </>
  );
});

/** Level, field, country, the country's cities and the language of instruction. */
function WhatAndWhere({
  idPrefix,
  state,
  select,
  options,
  facets,
}: GroupProps & { options: Options; facets: FinderFacets }) {
  const cities = state.country ? (facets.cities[state.country] ?? []) : [];
  return (
    <>
      <FilterField id={`${idPrefix}-level`} label="Level">
        <select id={`${idPrefix}-level`} className="field" value={state.level} onChange={select('level')}>
          <option value="">Any level</option>
          {options.levels}
        </select>
      </FilterField>
      <FilterField id={`${idPrefix}-field`} label="Field of study">
        <select id={`${idPrefix}-field`} className="field" value={state.field} onChange={select('field')}>
          <option value="">Any field</option>
          {options.fields}
        </select>
      </FilterField>
      <FilterField id={`${idPrefix}-country`} label="Country">
        <select id={`${idPrefix}-country`} className="field" value={state.country} onChange={select('country')}>
          <option value="">Any country</option>
          {options.countries}
        </select>
      </FilterField>
      <FilterField id={`${idPrefix}-city`} label="City">
        <select
          id={`${idPrefix}-city`}
          className="field"
          value={state.city}
          onChange={select('city')}
          disabled={!state.country}
        >
          <option value="">{state.country ? 'Any city' : 'Choose a country first'}</option>
          {cities.map((city) => (
            <option key={city}>{city}</option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${idPrefix}-lang`} label="Taught in">
        <select id={`${idPrefix}-lang`} className="field" value={state.lang} onChange={select('lang')}>
          <option value="">Any language</option>
          {options.languages}
        </select>
      </FilterField>
    </>
  );
}

/** Any deadline, one not yet passed, or one on or after a date (then asked for). */
function DeadlineFilter({ idPrefix, state, select, today }: GroupProps & { today: string }) {
  const onDate = state.deadline !== '' && state.deadline !== 'open';
  return (
    <>
      <FilterField id={`${idPrefix}-deadline`} label="Deadline">
        <select
          id={`${idPrefix}-deadline`}
          className="field"
          value={onDate ? 'after' : state.deadline}
          onChange={select('deadline', (v) => (v === 'after' ? today : v))}
        >
          <option value="">Any deadline</option>
          <option value="open">Not yet passed</option>
          <option value="after">On or after a date…</option>
        </select>
      </FilterField>
      {onDate && (
        <FilterField id={`${idPrefix}-deadlineDate`} label="Deadline on or after">
          <input
            id={`${idPrefix}-deadlineDate`}
            className="field"
            type="date"
            value={state.deadline}
            onChange={(event) => {
              // Clearing the date keeps the "on or after" choice until another is made.
              if (event.target.value) select('deadline')(event);
            }}
          />
        </FilterField>
      )}
    </>
  );
}

/** The most tuition a year, in the family's currency beside the euro figure, and that currency. */
function BudgetFilter({ idPrefix, state, select, rates }: GroupProps & { rates: readonly Rate[] }) {
  const [currency, setCurrency] = useCurrency();
  const visitorRates = useMemo(() => rates.filter((rate) => isVisitorCurrency(rate.currency)), [rates]);
  const rate = visitorRates.find((r) => r.currency === currency);
  // A budget from a shared or older link that is not one of the choices is offered as it is.
  const budgets =
    state.maxTuition === null || BUDGETS.includes(state.maxTuition)
      ? BUDGETS
      : [...BUDGETS, state.maxTuition].sort((a, b) => a - b);
  return (
    // Two columns (after six single ones, so no row has a gap), for "₹5,21,250 (€5,000)" to show whole,
    // with the currency beside the amounts it converts.
    <div className="col-span-2 grid grid-cols-[1fr_auto] gap-3">
      <FilterField id={`${idPrefix}-maxTuition`} label="Max tuition a year">
        <select
          id={`${idPrefix}-maxTuition`}
          className="field"
          value={state.maxTuition ?? ''}
          onChange={select('maxTuition', numberOrNull)}
        >
          <option value="">Any amount</option>
          {budgets.map((euros) => (
            <option key={euros} value={euros}>
              {budgetText(euros, rate)}
            </option>
          ))}
        </select>
      </FilterField>
      {visitorRates.length > 0 && (
        <FilterField id={`${idPrefix}-currency`} label="Amounts in">
          <select
            id={`${idPrefix}-currency`}
            className="field"
            value={currency}
            onChange={(event) => isVisitorCurrency(event.target.value) && setCurrency(event.target.value)}
          >
            {visitorRates.map((r) => (
              <option key={r.currency}>{r.currency}</option>
            ))}
          </select>
        </FilterField>
      )}
    </div>
  );
}

/** When it starts, the IELTS score the student has, how long it may last, and the order of results. */
function MoreFilters({ idPrefix, state, select, options }: GroupProps & { options: Options }) {
  return (
    <>
      <FilterField id={`${idPrefix}-intake`} label="Starts in">
        <select
          id={`${idPrefix}-intake`}
          className="field"
          value={state.intake ?? ''}
          onChange={select('intake', numberOrNull)}
        >
          <option value="">Any month</option>
          {options.months}
        </select>
      </FilterField>
      <FilterField id={`${idPrefix}-ielts`} label="My IELTS score">
        <input
          id={`${idPrefix}-ielts`}
          className="field"
          type="number"
          min={0}
          max={9}
          step={0.5}
          value={state.ielts ?? ''}
          onChange={select('ielts', numberOrNull)}
        />
      </FilterField>
      <FilterField id={`${idPrefix}-maxYears`} label="Max duration (years)">
        <input
          id={`${idPrefix}-maxYears`}
          className="field"
          type="number"
          min={0.5}
          max={10}
          step={0.5}
          value={state.maxYears ?? ''}
          onChange={select('maxYears', numberOrNull)}
        />
      </FilterField>
      <FilterField id={`${idPrefix}-scholarship`} label="Has a scholarship open to">
        <select
          id={`${idPrefix}-scholarship`}
          className="field"
          value={state.scholarship}
          onChange={select('scholarship')}
        >
          <option value="">Any nationality (no scholarship filter)</option>
          {options.nationalities}
        </select>
      </FilterField>
      <FilterField id={`${idPrefix}-sort`} label="Sort by">
        <select id={`${idPrefix}-sort`} className="field" value={state.sort} onChange={select('sort')}>
          {options.sorts}
        </select>
      </FilterField>
    </>
  );
}
