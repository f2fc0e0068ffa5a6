// The finder's search box and filters. Memoised, and its option lists made once: a change redraws
// only the controls, and the arrival of results none of them.
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { MONTH_NAMES } from '@app/shared/program-labels';
import { type ChangeEvent, memo, type ReactNode, type SubmitEvent, useMemo } from 'react';
import { DEADLINE_TIME_ZONE, type FinderState, type Sort } from '../lib/program-finder';
import type { FinderFacets } from '../lib/program-finder-build';
import { SearchForm } from './SearchForm';

const SORT_NAMES: Record<Sort, string> = {
  name: 'Name',
  tuition: 'Tuition, lowest first',
  deadline: 'Deadline, soonest first',
  ranking: 'University ranking',
};

export type FinderChange = (change: Partial<FinderState>, options?: { typed?: boolean }) => void;

type Props = {
  idPrefix: string;
  state: FinderState;
  draft: string;
  facets: FinderFacets;
  today: string;
  hydrated: boolean;
  onDraft: (draft: string) => void;
  onChange: FinderChange;
};

export const FinderFilters = memo(function FinderFilters({
  idPrefix,
  state,
  draft,
  facets,
  today,
  hydrated,
  onDraft,
  onChange,
}: Props) {
  const options = useMemo(
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
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: draft.trim() });
  };
  const select =
    (key: keyof FinderState, toValue: (value: string) => FinderState[keyof FinderState] = (v) => v) =>
    (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
      onChange({ [key]: toValue(event.target.value) } as Partial<FinderState>, {
        typed: event.target instanceof HTMLInputElement,
      });
  const numberOrNull = (value: string) => (value === '' || Number.isNaN(Number(value)) ? null : Number(value));
  const cities = state.country ? (facets.cities[state.country] ?? []) : [];
  const field = (name: string, label: string, control: ReactNode) => (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`${idPrefix}-${name}`} className="font-semibold">
        {label}
      </label>
      {control}
    </div>
  );

  return (
    <>
      <SearchForm
        id={`${idPrefix}-q`}
        action="/programs"
        label="Search programs"
        placeholder="Program or university, e.g. data science, tu munchen"
        value={draft}
        onChange={onDraft}
        onSubmit={submit}
      />

      <fieldset className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" disabled={!hydrated}>
        <legend className="sr-only">Filters</legend>
        {field(
          'level',
          'Level',
          <select id={`${idPrefix}-level`} className="field" value={state.level} onChange={select('level')}>
            <option value="">Any level</option>
            {options.levels}
          </select>,
        )}
        {field(
          'field',
          'Field of study',
          <select id={`${idPrefix}-field`} className="field" value={state.field} onChange={select('field')}>
            <option value="">Any field</option>
            {options.fields}
          </select>,
        )}
        {field(
          'country',
          'Country',
          <select id={`${idPrefix}-country`} className="field" value={state.country} onChange={select('country')}>
            <option value="">Any country</option>
            {options.countries}
          </select>,
        )}
        {field(
          'city',
          'City',
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
          </select>,
        )}
        {field(
          'lang',
          'Taught in',
          <select id={`${idPrefix}-lang`} className="field" value={state.lang} onChange={select('lang')}>
            <option value="">Any language</option>
            {options.languages}
          </select>,
        )}
        {field(
          'maxTuition',
          'Max tuition a year (€)',
          <input
            id={`${idPrefix}-maxTuition`}
            className="field"
            type="number"
            inputMode="numeric"
            min={0}
            step={500}
            value={state.maxTuition ?? ''}
            onChange={select('maxTuition', numberOrNull)}
          />,
        )}
        {field(
          'deadline',
          'Deadline',
          <select
            id={`${idPrefix}-deadline`}
            className="field"
            value={state.deadline === '' || state.deadline === 'open' ? state.deadline : 'after'}
            onChange={select('deadline', (v) => (v === 'after' ? today : v))}
          >
            <option value="">Any deadline</option>
            <option value="open">Not yet passed</option>
            <option value="after">On or after a date…</option>
          </select>,
        )}
        {state.deadline !== '' &&
          state.deadline !== 'open' &&
          field(
            'deadlineDate',
            'Deadline on or after',
            <input
              id={`${idPrefix}-deadlineDate`}
              className="field"
              type="date"
              value={state.deadline}
              onChange={(event) => {
                // Clearing the date keeps the "on or after" choice until another is made.
                if (event.target.value) select('deadline')(event);
              }}
            />,
          )}
        {field(
          'intake',
          'Starts in',
          <select
            id={`${idPrefix}-intake`}
            className="field"
            value={state.intake ?? ''}
            onChange={select('intake', numberOrNull)}
          >
            <option value="">Any month</option>
            {options.months}
          </select>,
        )}
        {field(
          'ielts',
          'My IELTS score',
          <input
            id={`${idPrefix}-ielts`}
            className="field"
            type="number"
            min={0}
            max={9}
            step={0.5}
            value={state.ielts ?? ''}
            onChange={select('ielts', numberOrNull)}
          />,
        )}
        {field(
          'maxYears',
          'Max duration (years)',
          <input
            id={`${idPrefix}-maxYears`}
            className="field"
            type="number"
            min={0.5}
            max={10}
            step={0.5}
            value={state.maxYears ?? ''}
            onChange={select('maxYears', numberOrNull)}
          />,
        )}
        {field(
          'sort',
          'Sort by',
          <select id={`${idPrefix}-sort`} className="field" value={state.sort} onChange={select('sort')}>
            {options.sorts}
          </select>,
        )}
      </fieldset>
      <p className="mt-2 text-xs text-slate-600">
        Fee, deadline, IELTS and duration filters keep only programs that publish that figure. Deadlines pass at
        midnight {DEADLINE_TIME_ZONE.replace('_', ' ')} time; fees in other currencies than the euro are left out of the
        tuition filter.
      </p>
    </>
  );
});
