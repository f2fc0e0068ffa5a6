// The program finder (/programs): filters that live in the URL (shareable links, back and forward,
// reload), results counted and sorted, and an empty state that names the filter to loosen. The first
// page is server-rendered for visitors without JavaScript and for search engines; the index is fetched
// per country when a filter needs it (lib/program-finder.ts).
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { formatCalendarDate } from '@app/shared/format';
import { MONTH_NAMES } from '@app/shared/program-labels';
import { type ChangeEvent, type ReactNode, type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  DEADLINE_TIME_ZONE,
  decodeShard,
  EMPTY_STATE,
  type EncodedShard,
  FINDER_PAGE_SIZE,
  type FinderProgram,
  type FinderState,
  filterToLoosen,
  findPrograms,
  parseState,
  type Sort,
  shardsFor,
  shardUrl,
  stateToSearch,
  todayInBrussels,
} from '../lib/program-finder';
import type { FinderFacets } from '../lib/program-finder-build';
import { COMPARE_MAX, compareUrl, readShortlist, toggleSaved } from '../lib/shortlist';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { SearchForm } from '../react/SearchForm';
import { useHydrated } from '../react/useHydrated';

type Props = { firstPage: FinderProgram[]; total: number; facets: FinderFacets; version: string };

const FILTER_NAMES: Partial<Record<keyof FinderState, string>> = {
  q: 'the search words',
  level: 'the level',
  field: 'the field of study',
  country: 'the country',
  city: 'the city',
  lang: 'the language',
  maxTuition: 'the maximum tuition',
  deadline: 'the deadline',
  intake: 'the start month',
  ielts: 'the IELTS score',
  maxYears: 'the duration',
};
const SORT_NAMES: Record<Sort, string> = {
  name: 'Name',
  tuition: 'Tuition, lowest first',
  deadline: 'Deadline, soonest first',
  ranking: 'University ranking',
};

const isDefault = (state: FinderState) => stateToSearch(state) === '';
const plural = (n: number) => `${n} program${n === 1 ? '' : 's'}`;

export default withErrorBoundary(ProgramFinder);

function ProgramFinder({ firstPage, total, facets, version }: Props) {
  const [state, setState] = useState<FinderState>(EMPTY_STATE);
  const [draft, setDraft] = useState('');
  const [visible, setVisible] = useState(FINDER_PAGE_SIZE);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, FinderProgram[]>>(new Map());
  const [failed, setFailed] = useState(false);
  const requested = useRef(new Set<string>());
  const hydrated = useHydrated();
  const id = useId();
  const today = useMemo(() => todayInBrussels(), []);
  const [saved, setSaved] = useState<number[]>([]);
  const [comparing, setComparing] = useState<number[]>([]);
  useEffect(() => setSaved(readShortlist()), []);
  const save = (programId: number) => {
    setSaved(toggleSaved(programId));
  };

  // The URL is the state: read on load and on back/forward; written on every change.
  useEffect(() => {
    const read = () => {
      const next = parseState(window.location.search);
      setState(next);
      setDraft(next.q);
      setVisible(FINDER_PAGE_SIZE);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  /**
   * A choice is a new history entry; typing in a number or date field replaces the current one, so Back
   * does not step through every keystroke. The state is what its URL says, so a value the URL would
   * not keep (an IELTS of 10) is not applied either, and reload shows the same results.
   */
  const update = (change: Partial<FinderState>, { typed = false } = {}) => {
    const merged = { ...state, ...change };
    if (change.country !== undefined && change.country !== state.country) merged.city = '';
    const search = stateToSearch(merged);
    setState(parseState(search));
    setVisible(FINDER_PAGE_SIZE);
    window.history[typed ? 'replaceState' : 'pushState'](null, '', `/programs${search}`);
  };

  const countries = useMemo(() => facets.countries.map((c) => c.code), [facets]);
  const needed = useMemo(
    () => (isDefault(state) && visible <= FINDER_PAGE_SIZE ? [] : shardsFor(state, countries)),
    [state, visible, countries],
  );
  const missing = needed.filter((code) => !loaded.has(code));
  useEffect(() => {
    for (const code of missing) {
      if (failed || requested.current.has(code)) continue;
      requested.current.add(code);
      fetch(shardUrl(code, version))
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json() as Promise<EncodedShard>;
        })
        .then(
          (shard) => setLoaded((known) => new Map(known).set(code, decodeShard(code, shard))),
          () => setFailed(true),
        );
    }
  }, [missing, failed, version]);

  const ready = needed.length === 0 || missing.length === 0;
  const results = useMemo(() => {
    if (needed.length === 0) return null;
    if (!ready) return undefined;
    const programs = needed.flatMap((code) => loaded.get(code) ?? []);
    return { programs, matches: findPrograms(programs, state, today) };
  }, [needed, ready, loaded, state, today]);
  // Until what a change needs has arrived, the previous results stay on screen.
  const lastShown = useRef<{
    list: FinderProgram[];
    count: number;
    filtered: boolean;
    loosen: ReturnType<typeof filterToLoosen>;
  }>({ list: firstPage, count: total, filtered: false, loosen: null });
  if (results === null) lastShown.current = { list: firstPage, count: total, filtered: false, loosen: null };
  else if (results) {
    lastShown.current = {
      list: results.matches.slice(0, visible),
      count: results.matches.length,
      filtered: !isDefault(state),
      loosen: results.matches.length === 0 ? filterToLoosen(results.programs, state, today) : null,
    };
  }
  const { list, count, filtered, loosen } = lastShown.current;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };
  const select =
    (key: keyof FinderState, toValue: (value: string) => FinderState[keyof FinderState] = (v) => v) =>
    (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
      update({ [key]: toValue(event.target.value) } as Partial<FinderState>, {
        typed: event.target instanceof HTMLInputElement,
      });
  const numberOrNull = (value: string) => (value === '' || Number.isNaN(Number(value)) ? null : Number(value));
  const cities = state.country ? (facets.cities[state.country] ?? []) : [];
  const field = (name: string, label: string, control: ReactNode) => (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`${id}-${name}`} className="font-semibold">
        {label}
      </label>
      {control}
    </div>
  );

  return (
    <div>
      <SearchForm
        id={`${id}-q`}
        action="/programs"
        label="Search programs"
        placeholder="Program or university, e.g. data science, tu munchen"
        value={draft}
        onChange={setDraft}
        onSubmit={submit}
      />

      <fieldset className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" disabled={!hydrated}>
        <legend className="sr-only">Filters</legend>
        {field(
          'level',
          'Level',
          <select id={`${id}-level`} className="field" value={state.level} onChange={select('level')}>
            <option value="">Any level</option>
            {PROGRAM_LEVELS.map((level) => (
              <option key={level}>{level}</option>
            ))}
          </select>,
        )}
        {field(
          'field',
          'Field of study',
          <select id={`${id}-field`} className="field" value={state.field} onChange={select('field')}>
            <option value="">Any field</option>
            {facets.fields.map((f) => (
              <option key={f.code} value={f.code}>
                {f.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'country',
          'Country',
          <select id={`${id}-country`} className="field" value={state.country} onChange={select('country')}>
            <option value="">Any country</option>
            {facets.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'city',
          'City',
          <select
            id={`${id}-city`}
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
          <select id={`${id}-lang`} className="field" value={state.lang} onChange={select('lang')}>
            <option value="">Any language</option>
            {facets.languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'maxTuition',
          'Max tuition a year (€)',
          <input
            id={`${id}-maxTuition`}
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
            id={`${id}-deadline`}
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
              id={`${id}-deadlineDate`}
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
            id={`${id}-intake`}
            className="field"
            value={state.intake ?? ''}
            onChange={select('intake', numberOrNull)}
          >
            <option value="">Any month</option>
            {MONTH_NAMES.map((month, index) => (
              <option key={month} value={index + 1}>
                {month}
              </option>
            ))}
          </select>,
        )}
        {field(
          'ielts',
          'My IELTS score',
          <input
            id={`${id}-ielts`}
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
            id={`${id}-maxYears`}
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
          <select id={`${id}-sort`} className="field" value={state.sort} onChange={select('sort')}>
            {Object.entries(SORT_NAMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>,
        )}
      </fieldset>
      <p className="mt-2 text-xs text-slate-600">
        Fee, deadline, IELTS and duration filters keep only programs that publish that figure. Deadlines pass at
        midnight {DEADLINE_TIME_ZONE.replace('_', ' ')} time; fees in other currencies than the euro are left out of the
        tuition filter.
      </p>

      <div className="mt-6" aria-busy={!ready && !failed}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p role="status" className="text-sm font-semibold text-slate-800">
            {plural(count)}
            {filtered ? ' match your filters' : ''}
          </p>
          <div className="flex gap-4">
            {comparing.length >= 2 && (
              <a href={compareUrl(comparing)} className="text-sm font-semibold text-brand-700 underline">
                Compare selected ({comparing.length})
              </a>
            )}
            {saved.length > 0 && (
              <a href="/shortlist" className="text-sm font-semibold text-brand-700 underline">
                My shortlist ({saved.length})
              </a>
            )}
          </div>
        </div>
        {failed && (
          <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            Some programs could not be loaded. Check your connection and{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => {
                requested.current.clear();
                setFailed(false);
              }}
            >
              try again
            </button>
            .
          </div>
        )}
        {count === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-xl font-semibold">No programs match</h2>
            <p className="mt-2 text-slate-700">
              {loosen
                ? `Loosen ${FILTER_NAMES[loosen.filter] ?? 'a filter'}: without it, ${plural(loosen.count)} would match.`
                : 'Try fewer filters.'}
            </p>
            <button type="button" className="btn btn-outline mt-4" onClick={() => update(EMPTY_STATE)}>
              Clear all filters
            </button>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {list.map((p) => (
              <li key={p.path} className="card flex flex-col p-5">
                <h2 className="text-lg font-semibold">
                  <a href={p.path} className="hover:underline">
                    {p.name}
                  </a>
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  {p.university}
                  {p.city || p.country ? ` · ${[p.city, p.country].filter(Boolean).join(', ')}` : ''}
                </p>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="font-semibold">Tuition (non-EU)</dt>
                    <dd className="text-slate-700">{p.tuitionLabel ?? 'Not published'}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Next deadline</dt>
                    <dd className="text-slate-700">
                      {p.deadline
                        ? `${formatCalendarDate(p.deadline)}${p.deadline < today ? ' (passed)' : ''}`
                        : 'Not yet published'}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Level</dt>
                    <dd className="text-slate-700">{p.level}</dd>
                  </div>
                  {p.ielts !== null && (
                    <div>
                      <dt className="font-semibold">IELTS</dt>
                      <dd className="text-slate-700">{p.ielts.toFixed(1)}</dd>
                    </div>
                  )}
                </dl>
                {hydrated && (
                  <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={comparing.includes(p.id)}
                        disabled={!comparing.includes(p.id) && comparing.length >= COMPARE_MAX}
                        onChange={() =>
                          setComparing((current) =>
                            current.includes(p.id) ? current.filter((id) => id !== p.id) : [...current, p.id],
                          )
                        }
                      />
                      Compare<span className="sr-only"> {p.name}</span>
                    </label>
                    <button
                      type="button"
                      className="btn btn-outline"
                      aria-pressed={saved.includes(p.id)}
                      onClick={() => save(p.id)}
                    >
                      {saved.includes(p.id) ? 'Saved ✓' : 'Save to shortlist'}
                      <span className="sr-only"> {p.name}</span>
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {list.length < count && (
          <div className="mt-8 text-center">
            <button
              type="button"
              className="btn btn-outline"
              disabled={!hydrated || (!ready && !failed)}
              onClick={() => setVisible(list.length + FINDER_PAGE_SIZE)}
            >
              {ready ? 'Show more' : 'Loading…'}
            </button>
          </div>
        )}
      </div>
      <p className="mt-6 text-xs text-slate-600">
        Every figure comes from the university’s own pages; each program’s page names the source and the day it was
        checked.
      </p>
    </div>
  );
}
