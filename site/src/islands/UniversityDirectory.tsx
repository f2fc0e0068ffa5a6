// University search (applies on submit) and level tabs over the build-time list (docs/product.md section 4).
// Server-rendered with the first page of cards, so the list is readable before (or without)
// hydration; the search index and further cards are static JSON files fetched on first use, so the
// page stays small with thousands of universities (react/useUniversityDirectory.ts).
import { publicMessages } from '@app/shared/messages';
import { useId } from 'react';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { LEVEL_TABS, LevelTabs } from '../react/LevelTabs';
import { SearchForm } from '../react/SearchForm';
import { NoUniversities, UniversityCards } from '../react/UniversityCards';
import { useHydrated } from '../react/useHydrated';
import { type DirectorySetup, useUniversityDirectory } from '../react/useUniversityDirectory';

const texts = publicMessages.universityList;

export default withErrorBoundary(Directory);

function Directory(setup: DirectorySetup) {
  const directory = useUniversityDirectory(setup);
  const { cards, count, ready, failed } = directory;
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div>
      <SearchForm
        id={`${id}-q`}
        action="/universities"
        label="Search universities"
        placeholder="Search by name, city or country..."
        value={directory.draft}
        onChange={directory.setDraft}
        onSubmit={directory.submit}
      />
      <LevelTabs idPrefix={id} level={directory.level} onChoose={directory.chooseLevel} />
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${LEVEL_TABS.findIndex((t) => t.value === directory.level)}`}
        aria-busy={!ready && !failed}
        className="mt-6"
      >
        <p className="sr-only" aria-live="polite">
          {texts.progress(cards.length, count)}
        </p>
        {failed && (
          <div role="alert" className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            {texts.loadFailed.text}{' '}
            <button type="button" onClick={directory.retry} className="font-semibold underline">
              {texts.loadFailed.retry}
            </button>
            .
          </div>
        )}
        {count === 0 ? <NoUniversities /> : <UniversityCards cards={cards} />}
        {cards.length < count && (
          <div className="mt-8 text-center">
            <button
              type="button"
              onClick={directory.showMore}
              disabled={!hydrated || (!ready && !failed)}
              className="btn btn-outline"
            >
              {ready || failed ? texts.showMore : texts.loading}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
