// The scholarship list's filters (/scholarships). Every scholarship is in the props (the page baked
// them); the filters narrow and order them here, the URL keeps the choice, and the nationality starts as
// the home country this browser remembered (the country guides' choice) unless the URL names one.
import { NATIONALITY_OF_HOME_COUNTRY } from '@app/shared/scholarships';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { storedHomeCountry } from '../lib/home-country';
import type { Rate } from '../lib/money';
import { todayInBrussels } from '../lib/program-finder';
import {
  activeFilterCount,
  EMPTY_LIST_STATE,
  filterScholarships,
  type ListState,
  queryOf,
  type ScholarshipItem,
  sortScholarships,
  stateFromQuery,
} from '../lib/scholarship-list';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { FilterSheet } from '../react/FilterSheet';
import { ScholarshipCards } from '../react/ScholarshipCards';
import { type ScholarshipFacets, ScholarshipFilters } from '../react/ScholarshipFilters';
import { useHydrated } from '../react/useHydrated';
import { useUrlState } from '../react/useUrlState';

type Props = { items: ScholarshipItem[]; facets: ScholarshipFacets; rates: Rate[]; today: string };

export default withErrorBoundary(ScholarshipFinder);

const scholarshipCount = (n: number) => `${n} ${n === 1 ? 'scholarship' : 'scholarships'}`;

function ScholarshipFinder({ items, facets, rates, today: builtOn }: Props) {
  const [state, setState] = useState<ListState>(EMPTY_LIST_STATE);
  const hydrated = useHydrated();
  // The build's day in the server's HTML, the reader's day once running: a deadline passed since the build reads "Closed".
  const today = hydrated ? todayInBrussels() : builtOn;
  const { write } = useUrlState((params) => {
    const home = storedHomeCountry();
    const base = { ...EMPTY_LIST_STATE, nat: home ? NATIONALITY_OF_HOME_COUNTRY[home] : '' };
    setState(stateFromQuery(params, base));
  });
  const update = useCallback(
    (change: Partial<ListState>) =>
      setState((current) => {
        const next = { ...current, ...change };
        write(queryOf(next));
        return next;
      }),
    [write],
  );
  const shown = useMemo(
    () => sortScholarships(filterScholarships(items, state, today), state.sort, today),
    [items, state, today],
  );
  const id = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    button.current?.focus();
  }, []);
  const active = activeFilterCount(state);
  return (
    <div>
      <button
        ref={button}
        type="button"
        className="btn btn-outline w-full md:hidden"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => setSheetOpen(true)}
      >
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <FilterSheet open={sheetOpen} onClose={closeSheet} doneLabel={`Show ${scholarshipCount(shown.length)}`}>
        <ScholarshipFilters idPrefix={id} state={state} facets={facets} hydrated={hydrated} onChange={update} />
      </FilterSheet>
      <div className="mt-6">
        <p role="status" className="text-sm font-semibold text-slate-800">
          {scholarshipCount(shown.length)}
          {active > 0 ? ' match your filters' : ''}
        </p>
        {shown.length === 0 ? (
          <div className="card mt-4 p-6 text-slate-700">
            <p>No scholarship matches all of these filters.</p>
            <button type="button" className="btn btn-outline mt-3" onClick={() => update({ ...EMPTY_LIST_STATE })}>
              Clear all filters
            </button>
          </div>
        ) : (
          <ScholarshipCards items={shown} today={today} rates={rates} />
        )}
      </div>
    </div>
  );
}
