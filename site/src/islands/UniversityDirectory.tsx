// University search (applies on submit) and level tabs over the build-time list (SPEC section 4).
// Server-rendered with every card, so the list is readable before (or without) hydration.
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { descriptionOrFallback, programsOrFallback, tuitionOrFallback } from '@app/shared/format';
import { publicMessages } from '@app/shared/messages';
import { type KeyboardEvent, type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ALL_LEVELS, filterUniversities, type LevelTab } from '../lib/filters';
import { ErrorBoundary } from './ErrorBoundary';

export type UniversityCard = {
  id: string;
  university_name: string;
  city: string | null;
  country: string | null;
  description: string | null;
  approx_tuition_fee_range: string | null;
  popular_programs: string[] | null;
  levels: string[];
};

const TABS: { value: LevelTab; label: string }[] = [
  { value: ALL_LEVELS, label: 'All Universities' },
  ...PROGRAM_LEVELS.map((level) => ({ value: level, label: level })),
];

export default function UniversityDirectory(props: { universities: UniversityCard[] }) {
  return (
    <ErrorBoundary>
      <Directory {...props} />
    </ErrorBoundary>
  );
}

function Directory({ universities }: { universities: UniversityCard[] }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState<LevelTab>(ALL_LEVELS);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // A search typed before the page hydrated was submitted as ?q= (the form works without JS too).
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) {
      setDraft(q);
      setQuery(q);
    }
  }, []);

  const shown = useMemo(() => filterUniversities(universities, query, level), [universities, query, level]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(draft);
    const url = new URL(window.location.href);
    if (draft.trim()) url.searchParams.set('q', draft.trim());
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[next];
    if (tab) setLevel(tab.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <search>
        <form onSubmit={submit} action="/universities" method="get" className="flex gap-2">
          <label htmlFor={`${id}-q`} className="sr-only">
            Search universities
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Search by name, city or country..."
            className="field"
          />
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </form>
      </search>

      <div role="tablist" aria-label="Program level" className="mt-6 flex flex-wrap gap-2">
        {TABS.map((tab, index) => {
          const selected = tab.value === level;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              id={`${id}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setLevel(tab.value)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`rounded-full px-4 py-2 text-sm font-semibold ${
                selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${TABS.findIndex((t) => t.value === level)}`}
        className="mt-6"
      >
        <p className="sr-only" aria-live="polite">
          {shown.length} {shown.length === 1 ? 'university' : 'universities'} shown
        </p>
        {shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-xl font-semibold">{publicMessages.empty.universities}</h2>
            <p className="mt-2 text-slate-700">Try another name, city or country, or choose All Universities.</p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((u) => (
              <li key={u.id} className="card flex flex-col p-6">
                <h2 className="text-lg font-semibold text-slate-900">{u.university_name}</h2>
                <p className="mt-1 text-sm text-slate-600">{[u.city, u.country].filter(Boolean).join(', ')}</p>
                <p className="mt-3 line-clamp-3 text-slate-700">{descriptionOrFallback(u.description)}</p>
                <dl className="mt-4 space-y-2 text-sm">
                  <div>
                    <dt className="font-semibold text-slate-900">Tuition</dt>
                    <dd className="text-slate-700">{tuitionOrFallback(u.approx_tuition_fee_range)}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900">Popular programs</dt>
                    <dd className="line-clamp-2 text-slate-700">{programsOrFallback(u.popular_programs)}</dd>
                  </div>
                </dl>
                <div className="mt-auto pt-5">
                  <a href={`/universities/${u.id}`} className="btn btn-outline">
                    View Details<span className="sr-only"> of {u.university_name}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
