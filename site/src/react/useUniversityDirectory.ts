// The university list's state (islands/UniversityDirectory.tsx shows it): the search, which applies on
// submit and is kept in the URL as ?q= (the form also works without JavaScript), the level tab and how
// many cards are shown. The first page of cards is in the HTML; anything more reads the list's data
// files (lib/university-directory.ts) as it is needed.
import { type SubmitEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ALL_LEVELS, filterUniversities, type LevelTab } from '../lib/filters';
import {
  type CardTexts,
  cardOf,
  cardTextsUrl,
  decodeIndex,
  type EncodedIndex,
  encodeCardTexts,
  type IndexEntry,
  indexUrl,
  PAGE_SIZE,
  pageOf,
  type UniversityCard,
} from '../lib/university-directory';
import { useUrlState } from './useUrlState';

export type DirectorySetup = {
  /** The first PAGE_SIZE cards in list order (all of them when there are no more). */
  firstPage: UniversityCard[];
  total: number;
  /** Version stamp of the build's data files. */
  version: string;
};

type View = { query: string; level: LevelTab; visible: number };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The cards of a view, once the index and the card texts it needs have arrived; the last ones until then. */
function useCards({ query, level, visible }: View, { firstPage, total, version }: DirectorySetup) {
  const [index, setIndex] = useState<IndexEntry[] | null>(null);
  const [pages, setPages] = useState<ReadonlyMap<number, CardTexts>>(() => new Map([[0, encodeCardTexts(firstPage)]]));
  const [failed, setFailed] = useState(false);
  const requested = useRef(new Set<string>());
  // The first page needs nothing more; any search, tab or "Show more" needs the whole index.
  const needsIndex = query.trim() !== '' || level !== ALL_LEVELS || visible > PAGE_SIZE;
  const matches = useMemo(() => (index ? filterUniversities(index, query, level) : null), [index, query, level]);
  const shown = useMemo(() => matches?.slice(0, visible) ?? [], [matches, visible]);
  const missing = useMemo(
    () => [...new Set(shown.map((entry) => pageOf(entry.position)))].filter((page) => !pages.has(page)),
    [shown, pages],
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
    for (const page of missing) {
      if (failed || requested.current.has(`page-${page}`)) continue;
      requested.current.add(`page-${page}`);
      getJson<CardTexts>(cardTextsUrl(page, version)).then(
        (texts) => setPages((known) => new Map(known).set(page, texts)),
        () => setFailed(true),
      );
    }
  }, [missing, failed, version]);
  // What is on screen changes only once everything it needs has arrived (no flash of an empty state).
  const ready = !needsIndex || (matches !== null && missing.length === 0);
  const current = !ready
    ? null
    : needsIndex && matches
      ? { cards: shown.map((entry) => cardOf(entry, pages.get(pageOf(entry.position)) ?? [])), count: matches.length }
      : { cards: firstPage, count: total };
  const lastShown = useRef({ cards: firstPage, count: total });
  if (current) lastShown.current = current;
  const retry = () => {
    requested.current.clear();
    setFailed(false);
  };
  return { ...lastShown.current, ready, failed, retry };
}

export function useUniversityDirectory(setup: DirectorySetup) {
  const [draft, setDraft] = useState('');
  const [view, setView] = useState<View>({ query: '', level: ALL_LEVELS, visible: PAGE_SIZE });
  // A search typed before the page hydrated was submitted as ?q= (the form works without JS too).
  const { write } = useUrlState((params) => {
    const q = params.get('q');
    if (q) {
      setDraft(q);
      setView((current) => ({ ...current, query: q }));
    }
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setView((current) => ({ ...current, query: draft, visible: PAGE_SIZE }));
    write((params) => {
      if (draft.trim()) params.set('q', draft.trim());
      else params.delete('q');
      return params;
    });
  };
  const chooseLevel = (level: LevelTab) => setView((current) => ({ ...current, level, visible: PAGE_SIZE }));
  const cards = useCards(view, setup);
  const showMore = () => setView((current) => ({ ...current, visible: cards.cards.length + PAGE_SIZE }));
  return { draft, setDraft, submit, level: view.level, chooseLevel, showMore, ...cards };
}
