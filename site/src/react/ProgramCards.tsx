// The finder's result cards. Memoised: a filter change redraws them only once its results are known,
// not while the index it needs is still loading, and never for a change they do not show.
import { formatCalendarDate, formatPerYear } from '@app/shared/format';
import { memo } from 'react';
import { type FinderProgram, finderPath } from '../lib/program-finder';
import { CompareToggle } from './CompareToggle';

type Props = {
  programs: FinderProgram[];
  today: string;
  hydrated: boolean;
  saved: number[];
  comparing: number[];
  onSave: (programId: number) => void;
  onCompare: (programId: number) => void;
};

export const ProgramCards = memo(function ProgramCards({
  programs,
  today,
  hydrated,
  saved,
  comparing,
  onSave,
  onCompare,
}: Props) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {programs.map((p, position) => (
        // Keyed by position: a new result list updates the cards already on screen in place
        // rather than building 24 new ones, which is most of the time a filter change takes.
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: see above; a card holds no state of its own.
          key={position}
          className="card flex flex-col p-5 [contain-intrinsic-size:auto_15rem] [content-visibility:auto]"
        >
          <h2 className="text-lg font-semibold">
            <a href={finderPath(p)} className="hover:underline">
              {p.name}
            </a>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {p.university.name}
            {p.university.city || p.university.country
              ? ` · ${[p.university.city, p.university.country].filter(Boolean).join(', ')}`
              : ''}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="font-semibold">Tuition (non-EU)</dt>
              <dd className="text-slate-700">{formatPerYear(p.tuitionCents, p.currency) ?? 'Not published'}</dd>
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
              <CompareToggle programId={p.id} name={p.name} chosen={comparing} onToggle={onCompare} />
              <button
                type="button"
                className="btn btn-outline"
                aria-pressed={saved.includes(p.id)}
                onClick={() => onSave(p.id)}
              >
                {saved.includes(p.id) ? 'Saved ✓' : 'Save to shortlist'}
                <span className="sr-only"> {p.name}</span>
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
});
