// The programme finder (/programs): search words and filters over the whole catalogue, the first page
// of results server-rendered. react/useProgramFinder.ts holds the state and keeps it in the URL.
import { finderMessages as texts } from '@app/shared/finder-messages';
import { useCallback, useId, useRef, useState } from 'react';
import { activeFilters, EMPTY_STATE } from '../lib/program-finder';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { FilterSheet } from '../react/FilterSheet';
import { FinderFilters } from '../react/FinderFilters';
import { CompareTray, FinderLoadFailed, FinderStatus, NoProgramsMatch, ShowMorePrograms } from '../react/FinderResults';
import { ProgramCards } from '../react/ProgramCards';
import { SearchForm } from '../react/SearchForm';
import { useHydrated } from '../react/useHydrated';
import {
  type FinderSetup,
  type ProgramFinderState,
  useProgramFinder,
  useShortlistPicks,
} from '../react/useProgramFinder';

export default withErrorBoundary(ProgramFinder);

function ProgramFinder(setup: FinderSetup) {
  const finder = useProgramFinder(setup);
  const picks = useShortlistPicks();
  const hydrated = useHydrated();
  const id = useId();
  const { shown, ready, failed } = finder;
  return (
    <div>
      <SearchForm
        id={`${id}-q`}
        action="/programs"
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={finder.draft}
        onChange={finder.setDraft}
        onSubmit={finder.search}
      />
      <Filters idPrefix={id} finder={finder} setup={setup} hydrated={hydrated} />
      <div className="mt-6" aria-busy={!ready && !failed}>
        <FinderStatus state={finder.state} shown={shown} picks={picks} onChange={finder.update} />
        {failed && <FinderLoadFailed onRetry={finder.retry} />}
        {shown.count === 0 ? (
          <NoProgramsMatch loosen={shown.loosen} onClear={() => finder.update(EMPTY_STATE)} />
        ) : (
          <ProgramCards
            programs={shown.list}
            today={finder.today}
            hydrated={hydrated}
            saved={picks.saved}
            comparing={picks.comparing}
            rates={setup.rates}
            onSave={picks.save}
            onCompare={picks.compare}
          />
        )}
        {shown.list.length < shown.count && (
          <ShowMorePrograms ready={ready} disabled={!hydrated || (!ready && !failed)} onClick={finder.showMore} />
        )}
      </div>
      <CompareTray picks={picks} />
    </div>
  );
}

type FiltersProps = { idPrefix: string; finder: ProgramFinderState; setup: FinderSetup; hydrated: boolean };

/** The filters: on the page from the md breakpoint up; on a phone in a sheet behind a "Filters (n)" button. */
function Filters({ idPrefix, finder, setup, hydrated }: FiltersProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-outline mt-3 w-full md:hidden"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => setSheetOpen(true)}
      >
        {texts.filters(activeFilters(finder.state))}
      </button>
      <FilterSheet open={sheetOpen} onClose={closeSheet} doneLabel={texts.showResults(finder.shown.count)}>
        <FinderFilters
          idPrefix={idPrefix}
          state={finder.state}
          facets={setup.facets}
          today={finder.today}
          hydrated={hydrated}
          rates={setup.rates}
          onChange={finder.update}
        />
      </FilterSheet>
    </>
  );
}
