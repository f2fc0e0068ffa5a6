// University search (applies on submit) and level tabs over the build-time list (docs/product.md section 4).
// Server-rendered with the first page of cards, so the list is readable before (or without)
// hydration; the search index and further cards are static JSON files fetched on first use, so the
// page stays small with thousands of universities (lib/university-directory.ts).
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { descriptionOrFallback, programsOrFallback, tuitionOrFallback } from '@app/shared/format';
import { publicMessages } from '@app/shared/messages';
import { type KeyboardEvent, type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ALL_LEVELS, filterUniversities, type LevelTab } from '../lib/filters';
import {
  cardOf,
  decodeIndex,
  type EncodedIndex,
  type EncodedShard,
  encodeShard,
  type IndexEntry,
  indexUrl,
  PAGE_SIZE,
  shardOf,
  shardUrl,
  type UniversityCard,
} from '../lib/university-directory';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { SearchForm } from '../react/SearchForm';
import { useHydrated } from '../react/useHydrated';

const texts = publicMessages.universityList;

const TABS: { value: LevelTab; label: string }[] = [
  { value: ALL_LEVELS, label: 'All Universities' },
  ...PROGRAM_LEVELS.map((level) => ({ value: level, label: level })),
];

type Props = {
  /** The first PAGE_SIZE cards in list order (all of them when there are no more). */
  firstPage: UniversityCard[];
  total: number;
  /** Version stamp of the build's data files. */
  version: string;
};

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export default withErrorBoundary(Directory);

function Directory({ firstPage, total, version }: Props) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState<LevelTab>(ALL_LEVELS);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [index, setIndex] = useState<IndexEntry[] | null>(null);
  const [shards, setShards] = useState<ReadonlyMap<number, EncodedShard>>(() => new Map([[0, encodeShard(firstPage)]]));
  const [failed, setFailed] = useState(false);
  const requested = useRef(new Set<string>());
  const hydrated = useHydrated();
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // The first page needs nothing more; any search, tab or "Show more" needs the whole index.
  const needsIndex = query.trim() !== '' || level !== ALL_LEVELS || visible > PAGE_SIZE;
  const matches = useMemo(() => (index ? filterUniversities(index, query, level) : null), [index, query, level]);
  const page = useMemo(() => matches?.slice(0, visible) ?? [], [matches, visible]);
  const missing = useMemo(
    () => [...new Set(page.map((entry) => shardOf(entry.position)))].filter((shard) => !shards.has(shard)),
    [page, shards],
  );

  useEffect(() => {
    if (!needsIndex || index || failed || requested.current.has('index')) return;
    requested.current.add('index');
    getJson<EncodedIndex>(indexUrl(version)).then(
      (encoded) => setIndex(decodeIndex(encoded)),
      () => setFailed(true),
    );
  }, [needsIndex, index, failed, version]);

  useEffect(() => {
    for (const shard of missing) {
      if (failed || requested.current.has(`shard-${shard}`)) continue;
      requested.current.add(`shard-${shard}`);
      getJson<EncodedShard>(shardUrl(shard, version)).then(
        (cards) => setShards((known) => new Map(known).set(shard, cards)),
        () => setFailed(true),
      );
    }
  }, [missing, failed, version]);

  // What is on screen changes only once everything it needs has arrived (no flash of an empty state).
  const ready = !needsIndex || (matches !== null && missing.length === 0);
  const current = ready
    ? needsIndex && matches
      ? {
          cards: page.map((entry) => cardOf(entry, shards.get(shardOf(entry.position)) ?? [])),
          count: matches.length,
        }
      : { cards: firstPage, count: total }
    : null;
  const lastShown = useRef({ cards: firstPage, count: total });
  if (current) lastShown.current = current;
  const { cards: shown, count } = lastShown.current;

  const retry = () => {
    requested.current.clear();
    setFailed(false);
  };

  // A search typed before the page hydrated was submitted as ?q= (the form works without JS too).
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) {
      setDraft(q);
      setQuery(q);
    }
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(draft);
    setVisible(PAGE_SIZE);
    const url = new URL(window.location.href);
    if (draft.trim()) url.searchParams.set('q', draft.trim());
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  };

  const chooseLevel = (value: LevelTab) => {
    setLevel(value);
    setVisible(PAGE_SIZE);
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
    if (tab) chooseLevel(tab.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <SearchForm
        id={`${id}-q`}
        action="/universities"
        label="Search universities"
        placeholder="Search by name, city or country..."
        value={draft}
        onChange={setDraft}
        onSubmit={submit}
      />

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
              onClick={() => chooseLevel(tab.value)}
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
        aria-busy={!ready && !failed}
        className="mt-6"
      >
        <p className="sr-only" aria-live="polite">
          {texts.progress(shown.length, count)}
        </p>
        {failed && (
          <div role="alert" className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            {texts.loadFailed.text}{' '}
            <button type="button" onClick={retry} className="font-semibold underline">
              {texts.loadFailed.retry}
            </button>
            .
          </div>
        )}
        {count === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-xl font-semibold">{publicMessages.empty.universities}</h2>
            <p className="mt-2 text-slate-700">{texts.emptyHint}</p>
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
                  <a href={`/universities/${u.slug}`} className="btn btn-outline">
                    View Details<span className="sr-only"> of {u.university_name}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
        {shown.length < count && (
          <div className="mt-8 text-center">
            <button
              type="button"
              onClick={() => setVisible(shown.length + PAGE_SIZE)}
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
