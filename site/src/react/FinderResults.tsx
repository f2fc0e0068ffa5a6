// What the finder shows around its result cards (react/ProgramCards.tsx): the count and the choice to
// include programmes not checked yet, a failed load, the empty state and "Show more".
import { finderMessages as texts } from '@app/shared/finder-messages';
import { type FinderState, filtersOnFigures } from '../lib/program-finder';
import type { FinderChange } from './FinderFilters';
import type { FinderShown, ShortlistPicks } from './useProgramFinder';

type StatusProps = {
  state: FinderState;
  shown: FinderShown;
  picks: ShortlistPicks;
  onChange: FinderChange;
};

/** How many programmes match, and the links to compare and to the shortlist once there is something to see. */
export function FinderStatus({ state, shown, picks, onChange }: StatusProps) {
  const onFigures = filtersOnFigures(state);
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <div className="flex flex-col gap-1">
        <p role="status" className="text-sm font-semibold text-slate-800">
          {texts.count(shown.count)}
          {shown.filtered ? texts.matchFilters : ''}
          {onFigures ? texts.unchecked(shown.unchecked, state.unchecked) : ''}
        </p>
        {onFigures && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={state.unchecked}
              onChange={(event) => onChange({ unchecked: event.target.checked })}
            />
            {texts.includeUnchecked}
          </label>
        )}
      </div>
      <div className="flex gap-4">
        {picks.saved.length > 0 && (
          <a href="/shortlist" className="text-sm font-semibold text-brand-700 underline">
            {texts.shortlist(picks.saved.length)}
          </a>
        )}
      </div>
    </div>
  );
}

export function FinderLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      {texts.loadFailed.text}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {texts.loadFailed.retry}
      </button>
      .
    </div>
  );
}

/** Nothing matches: which filter to loosen, when removing one would help, and a way to start again. */
export function NoProgramsMatch({ loosen, onClear }: { loosen: FinderShown['loosen']; onClear: () => void }) {
  return (
    <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <h2 className="text-xl font-semibold">{texts.noMatch}</h2>
      <p className="mt-2 text-slate-700">{loosen ? texts.loosen(loosen.filter, loosen.count) : texts.tryFewer}</p>
      <button type="button" className="btn btn-outline mt-4" onClick={onClear}>
        {texts.clearAll}
      </button>
    </div>
  );
}

/** The next page of results; disabled while the files it needs are still on their way. */
export function ShowMorePrograms({
  ready,
  disabled,
  onClick,
}: {
  ready: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <div className="mt-8 text-center">
      <button type="button" className="btn btn-outline" disabled={disabled} onClick={onClick}>
        {ready ? texts.showMore : texts.loading}
      </button>
    </div>
  );
}

/**
 * Stays at the bottom of the screen while programmes are picked to compare, so Compare is in reach on a
 * phone however far the list scrolls: how many are picked, Compare (from two) and Clear.
 */
export function CompareTray({ picks }: { picks: ShortlistPicks }) {
  const count = picks.comparing.length;
  if (count === 0) return null;
  return (
    <>
      {/* Room below the list, so the tray never covers its last card or "Show more". */}
      <div className="h-24" aria-hidden="true" />
      <section
        aria-label={texts.compareTray}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur"
      >
        <div className="container-page flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-slate-800" aria-live="polite">
            {texts.comparePicked(count)}
          </p>
          <div className="flex items-center gap-2">
            <button type="button" className="btn btn-outline" onClick={picks.clearCompare}>
              {texts.clearCompare}
            </button>
            {picks.compareHref ? (
              <a href={picks.compareHref} className="btn btn-primary">
                {texts.compareSelected(count)}
              </a>
            ) : (
              <span className="text-sm text-slate-700">{texts.pickOneMore}</span>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
