import { type SubmitEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Rate } from '../lib/money';
import {
  activeFilters,
  EMPTY_STATE,
  FINDER_PAGE_SIZE,
  type FinderProgram,
  type FinderState,
  filtersOnFigures,
  parseState,
  shardsFor,
  shardUrl,
  stateToSearch,
  todayInBrussels,
} from '../lib/program-finder';
import type { FinderFacets } from '../lib/program-finder-build';
import type { EncodedShard, ShardIndex } from '../lib/program-finder-shard';
import { compareUrl, readShortlist, toggleSaved } from '../lib/shortlist';
import { toggledId } from '../react/CompareToggle';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { FilterSheet } from '../react/FilterSheet';
import { type FinderChange, FinderFilters } from '../react/FinderFilters';
import { ProgramCards } from '../react/ProgramCards';
import { SearchForm } from '../react/SearchForm';
import { useHydrated } from '../react/useHydrated';

type Props = {
  firstPage: FinderProgram[];
  total: number;
  facets: FinderFacets;
  version: string;
  /** The visitor currencies' rates and those of the currencies fees are published in (lib/costs.ts). */
  rates: Rate[];
};

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

/**
 * The search code, loaded with the first index file a change needs: the first page is in the HTML, and
 * the page's up-front JavaScript stays within its budget (scripts/page-weight.ts).
 */
type Engine = typeof import('../lib/program-finder-match');
let engineLoad: Promise<Engine> | undefined;
function loadEngine(): Promise<Engine> {
  engineLoad ??= import('../lib/program-finder-match').catch((error: unknown) => {
    engineLoad = undefined;
    throw error;
  });
  return engineLoad;
}

/** No filter applies: including programmes not checked yet changes nothing without a figure filter. */
const isDefault = (state: FinderState) => stateToSearch({ ...state, unchecked: false }) === '';
/** The country files a state needs: none while the server-rendered first page is all that is shown. */
const shardsNeeded = (state: FinderState, shown: number, countries: readonly string[]) =>
  isDefault(state) && shown <= FINDER_PAGE_SIZE ? [] : shardsFor(state, countries);
const plural = (n: number) => `${n} program${n === 1 ? '' : 's'}`;

/** Next to the count: how many programmes the include-unchecked choice hides, or shows. */
function uncheckedText(unchecked: number, included: boolean): string {
  if (unchecked === 0) return '';
  if (included) return `, including ${unchecked} not checked yet`;
  return `. ${plural(unchecked)} whose figures are not checked yet ${unchecked === 1 ? 'is' : 'are'} hidden`;
}

export default withErrorBoundary(ProgramFinder);

function ProgramFinder({ firstPage, total, facets, version, rates }: Props) {
  const [state, setState] = useState<FinderState>(EMPTY_STATE);
  const [draft, setDraft] = useState('');
  const [visible, setVisible] = useState(FINDER_PAGE_SIZE);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ShardIndex>>(new Map());
  const [failed, setFailed] = useState(false);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const rateTable = useMemo(() => new Map(rates.map((rate) => [rate.currency, rate])), [rates]);
  const requested = useRef(new Set<string>());
  const hydrated = useHydrated();
  const id = useId();
  const today = useMemo(() => todayInBrussels(), []);
  const [saved, setSaved] = useState<number[]>([]);
  const [comparing, setComparing] = useState<number[]>([]);
  useEffect(() => setSaved(readShortlist()), []);
  // Stable, so the result cards (memoised) redraw only when what they show changes.
  const save = useCallback((programId: number) => setSaved(toggleSaved(programId)), []);
  const compare = useCallback((programId: number) => setComparing((current) => toggledId(current, programId)), []);

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
  const countries = useMemo(() => facets.countries.map((c) => c.code), [facets]);
  /** Fetches the files not yet asked for; called from the change itself, before React renders it. */
  const load = useCallback(
    (codes: readonly string[]) => {
      for (const code of codes) {
        if (requested.current.has(code)) continue;
        requested.current.add(code);
        const file = fetch(shardUrl(code, version)).then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json() as Promise<EncodedShard>;
        });
        Promise.all([file, loadEngine()]).then(
          ([shard, search]) => {
            setEngine(() => search);
            setLoaded((known) => new Map(known).set(code, search.loadShard(code, shard, rateTable)));
          },
          () => {
            requested.current.delete(code);
            setFailed(true);
          },
        );
      }
    },
    [version, rateTable],
  );
  /**
   * A choice is a new history entry; typing in a number or date field replaces the current one, so Back
   * does not step through every keystroke. The state is what its URL says, so a value the URL would
   * not keep (an IELTS of 10) is not applied either, and reload shows the same results. Stable (the
   * state is read through a ref), so the memoised filters do not redraw for its sake.
   */
  const urlToWrite = useRef<{ search: string; typed: boolean } | null>(null);
  const current = useRef(state);
  current.current = state;
  const update = useCallback<FinderChange>(
    (change, { typed = false } = {}) => {
      const merged = { ...current.current, ...change };
      if (change.country !== undefined && change.country !== current.current.country) merged.city = '';
      const search = stateToSearch(merged);
      const next = parseState(search);
      load(shardsNeeded(next, FINDER_PAGE_SIZE, countries));
      setState(next);
      setVisible(FINDER_PAGE_SIZE);
      urlToWrite.current = { search, typed };
    },
    [countries, load],
  );
  const needed = useMemo(() => shardsNeeded(state, visible, countries), [state, visible, countries]);
  const missing = needed.filter((code) => !loaded.has(code));
  // A state the URL brought (a shared link, back and forward) or a longer list loads here.
  useEffect(() => {
    if (!failed) load(missing);
  });
  const ready = needed.length === 0 || missing.length === 0;
  const results = useMemo(() => {
    if (needed.length === 0) return null;
    if (!ready || engine === null) return undefined;
    const shards = needed.flatMap((code) => loaded.get(code) ?? []);
    return { engine, shards, matches: engine.findPrograms(shards, state, today) };
  }, [needed, ready, engine, loaded, state, today]);
  // What the results show. Until what a change needs has arrived, the previous results stay on screen.
  const fresh = useMemo(() => {
    if (results === undefined) return undefined;
    if (results === null) return { list: firstPage, count: total, unchecked: 0, filtered: false, loosen: null };
    return {
      list: results.matches.slice(0, visible),
      count: results.matches.count,
      unchecked: results.matches.unchecked,
      filtered: !isDefault(state),
      loosen: results.matches.count === 0 ? results.engine.filterToLoosen(results.shards, state, today) : null,
    };
  }, [results, visible, state, today, firstPage, total]);
  const lastShown = useRef(fresh ?? { list: firstPage, count: total, unchecked: 0, filtered: false, loosen: null });
  if (fresh) lastShown.current = fresh;
  const { list, count, unchecked, filtered, loosen } = lastShown.current;
  // The URL follows once the results are on screen: writing it costs the browser work (history, the
  // tab's icon) that need not hold the results back.
  useEffect(() => {
    if (!urlToWrite.current || !(fresh || failed)) return;
    const { search, typed } = urlToWrite.current;
    urlToWrite.current = null;
    window.history[typed ? 'replaceState' : 'pushState'](null, '', `/programs${search}`);
  });

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };
  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    filtersButton.current?.focus();
  }, []);
  const filterCount = activeFilters(state);

  return (
    <div>
      <SearchForm
        id={`${id}-q`}
        action="/programs"
        label="Search programs"
        placeholder="Program or university, e.g. data science, tu munchen"
        value={draft}
        onChange={setDraft}
        onSubmit={search}
      />
      <button
        ref={filtersButton}
        type="button"
        className="btn btn-outline mt-3 w-full md:hidden"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => setSheetOpen(true)}
      >
        Filters{filterCount > 0 ? ` (${filterCount})` : ''}
      </button>
      <FilterSheet open={sheetOpen} onClose={closeSheet} doneLabel={`Show ${plural(count)}`}>
        <FinderFilters
          idPrefix={id}
          state={state}
          facets={facets}
          today={today}
          hydrated={hydrated}
          rates={rates}
          onChange={update}
        />
      </FilterSheet>
      <div className="mt-6" aria-busy={!ready && !failed}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <div className="flex flex-col gap-1">
            <p role="status" className="text-sm font-semibold text-slate-800">
              {plural(count)}
              {filtered ? ' match your filters' : ''}
              {filtersOnFigures(state) ? uncheckedText(unchecked, state.unchecked) : ''}
            </p>
            {filtersOnFigures(state) && (
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={state.unchecked}
                  onChange={(event) => update({ unchecked: event.target.checked })}
                />
                Include programs not checked yet
              </label>
            )}
          </div>
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
            <button type="button" className="font-semibold underline" onClick={() => setFailed(false)}>
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
          <ProgramCards
            programs={list}
            today={today}
            hydrated={hydrated}
            saved={saved}
            comparing={comparing}
            rates={rates}
            onSave={save}
            onCompare={compare}
          />
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
    </div>
  );
}
