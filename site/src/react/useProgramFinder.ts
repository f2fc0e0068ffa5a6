// The finder's state (islands/ProgramFinder.tsx shows it). The URL is the state: read on load and on
// Back and Forward, written on every change. Results come from the country files the filters need
// (react/useFinderIndex.ts); until those have arrived the previous results stay on screen.
import { type SubmitEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Rate } from '../lib/money';
import {
  EMPTY_STATE,
  FINDER_PAGE_SIZE,
  type FinderProgram,
  type FinderState,
  parseState,
  shardsFor,
  stateToSearch,
  todayInBrussels,
} from '../lib/program-finder';
import type { FinderFacets } from '../lib/program-finder-build';
import { compareUrl, readShortlist, toggleSaved } from '../lib/shortlist';
import { toggledId } from './CompareToggle';
import type { FinderChange } from './FinderFilters';
import { type FinderIndex, useFinderIndex } from './useFinderIndex';
import { useUrlState } from './useUrlState';

export type FinderSetup = {
  firstPage: FinderProgram[];
  total: number;
  facets: FinderFacets;
  version: string;
  /** The visitor currencies' rates and those of the currencies fees are published in (lib/costs.ts). */
  rates: Rate[];
};

/** What the results show. */
export type FinderShown = {
  list: FinderProgram[];
  count: number;
  /** Matches whose filtered figure is not checked yet: shown when included, else left out. */
  unchecked: number;
  filtered: boolean;
  /** With no match: the filter whose removal would bring most back, and how many. */
  loosen: { filter: keyof FinderState; count: number } | null;
};

/** No filter applies: including programmes not checked yet changes nothing without a figure filter. */
const isDefault = (state: FinderState) => stateToSearch({ ...state, unchecked: false }) === '';
/** The country files a state needs: none while the server-rendered first page is all that is shown. */
const shardsNeeded = (state: FinderState, shown: number, countries: readonly string[]) =>
  isDefault(state) && shown <= FINDER_PAGE_SIZE ? [] : shardsFor(state, countries);

type ResultsInput = { state: FinderState; visible: number; countries: readonly string[]; today: string };

/** The results of the state, once the files it needs have arrived; the last ones shown until then. */
function useResults({ state, visible, countries, today }: ResultsInput, index: FinderIndex, setup: FinderSetup) {
  const { loaded, engine, failed, load } = index;
  const { firstPage, total } = setup;
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
  const fresh = useMemo((): FinderShown | undefined => {
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
  const lastShown = useRef<FinderShown>(
    fresh ?? { list: firstPage, count: total, unchecked: 0, filtered: false, loosen: null },
  );
  if (fresh) lastShown.current = fresh;
  return { shown: lastShown.current, fresh, ready };
}

export function useProgramFinder(setup: FinderSetup) {
  const [state, setState] = useState<FinderState>(EMPTY_STATE);
  const [draft, setDraft] = useState('');
  const [visible, setVisible] = useState(FINDER_PAGE_SIZE);
  const today = useMemo(() => todayInBrussels(), []);
  const countries = useMemo(() => setup.facets.countries.map((c) => c.code), [setup.facets]);
  const index = useFinderIndex(setup.version, setup.rates);
  const { write } = useUrlState(
    (params) => {
      const next = parseState(params);
      setState(next);
      setDraft(next.q);
      setVisible(FINDER_PAGE_SIZE);
    },
    { followHistory: true },
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
  const { load } = index;
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
  const { shown, fresh, ready } = useResults({ state, visible, countries, today }, index, setup);
  // The URL follows once the results are on screen: writing it costs the browser work (history, the
  // tab's icon) that need not hold the results back.
  useEffect(() => {
    if (!urlToWrite.current || !(fresh || index.failed)) return;
    const { search, typed } = urlToWrite.current;
    urlToWrite.current = null;
    write(search, { push: !typed, path: '/programs' });
  });
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };
  const showMore = () => setVisible(shown.list.length + FINDER_PAGE_SIZE);
  const { failed, retry } = index;
  return { state, today, draft, setDraft, search, update, shown, ready, failed, retry, showMore };
}

export type ProgramFinderState = ReturnType<typeof useProgramFinder>;

export type ShortlistPicks = {
  saved: number[];
  save: (programId: number) => void;
  comparing: number[];
  compare: (programId: number) => void;
  clearCompare: () => void;
  /** Once two are picked. */
  compareHref: string | null;
};

/** The programmes saved to the shortlist (in this browser) and those picked to compare. */
export function useShortlistPicks(): ShortlistPicks {
  const [saved, setSaved] = useState<number[]>([]);
  const [comparing, setComparing] = useState<number[]>([]);
  useEffect(() => setSaved(readShortlist()), []);
  // Stable, so the result cards (memoised) redraw only when what they show changes.
  const save = useCallback((programId: number) => setSaved(toggleSaved(programId)), []);
  const compare = useCallback((programId: number) => setComparing((current) => toggledId(current, programId)), []);
  const clearCompare = useCallback(() => setComparing([]), []);
  const compareHref = comparing.length >= 2 ? compareUrl(comparing) : null;
  return { saved, save, comparing, compare, clearCompare, compareHref };
}
