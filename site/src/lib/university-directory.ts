// The university list's data at scale: the list page must stay light however many universities there
// are (the bench's list-page goal, bench/src/main.ts). The page's HTML carries only the first page of
// cards; the rest is built into static JSON files the island fetches when it needs them: one compact
// search index (what the search and the level tabs look at) and, per page of the list, the texts of
// its cards (what a card shows beyond the index), both in the list's order (by name).
import { PROGRAM_LEVELS, UNIVERSITY_LIST_PAGE_SIZE } from '@app/shared/constants';
import type { Searchable } from './filters';

/** Cards shown at once, and per card-texts file. */
export const PAGE_SIZE = UNIVERSITY_LIST_PAGE_SIZE;

const DIRECTORY_BASE = '/universities/data';
export const indexUrl = (version: string) => `${DIRECTORY_BASE}/index.json?v=${version}`;
/** The file with the card texts of one page of the list (`pageOf`). */
export const cardTextsUrl = (page: number, version: string) => `${DIRECTORY_BASE}/cards-${page}.json?v=${version}`;

export type UniversityCard = {
  id: string;
  /** The detail page's URL segment. */
  slug: string;
  university_name: string;
  city: string | null;
  country: string | null;
  description: string | null;
  approx_tuition_fee_range: string | null;
  popular_programs: string[] | null;
  levels: string[];
};

/** A university as the search sees it, with its position in the list (which page holds its card's texts). */
export type IndexEntry = Searchable & { id: string; slug: string; position: number };

/** Cities and countries repeat across thousands of rows: they are stored once, rows point at them. */
export type EncodedIndex = {
  cities: (string | null)[];
  countries: (string | null)[];
  /** [id, slug, name, city index, country index, level bits (bit i = PROGRAM_LEVELS[i])] */
  rows: [string, string, string, number, number, number][];
};

/**
 * One page of the list's cards, as far as the index does not hold them (id, name, city, country and
 * levels come with it): [description, tuition, popular programs] per card, in list order.
 */
export type CardTexts = [string | null, string | null, string[] | null][];

export function encodeIndex(cards: readonly UniversityCard[]): EncodedIndex {
  const cities = new Map<string | null, number>();
  const countries = new Map<string | null, number>();
  const slot = (table: Map<string | null, number>, value: string | null) => {
    const known = table.get(value);
    if (known !== undefined) return known;
    table.set(value, table.size);
    return table.size - 1;
  };
  const rows = cards.map((c): EncodedIndex['rows'][number] => [
    c.id,
    c.slug,
    c.university_name,
    slot(cities, c.city),
    slot(countries, c.country),
    PROGRAM_LEVELS.reduce((bits, level, i) => (c.levels.includes(level) ? bits | (1 << i) : bits), 0),
  ]);
  return { cities: [...cities.keys()], countries: [...countries.keys()], rows };
}

export function decodeIndex(index: EncodedIndex): IndexEntry[] {
  return index.rows.map(([id, slug, name, city, country, bits], position) => ({
    id,
    slug,
    university_name: name,
    city: index.cities[city] ?? null,
    country: index.countries[country] ?? null,
    levels: PROGRAM_LEVELS.filter((_, i) => bits & (1 << i)),
    position,
  }));
}

export function encodeCardTexts(cards: readonly UniversityCard[]): CardTexts {
  return cards.map((c) => [c.description, c.approx_tuition_fee_range, c.popular_programs]);
}

/** How many pages (and card-texts files) a list of `total` universities makes. */
export function pageCount(total: number): number {
  return Math.ceil(total / PAGE_SIZE);
}

/** The page of the list, and so the card-texts file, a position is on. */
export const pageOf = (position: number) => Math.floor(position / PAGE_SIZE);

/** The card of an index entry, with the texts of its page. */
export function cardOf(entry: IndexEntry, texts: CardTexts): UniversityCard {
  const [description, tuition, programs] = texts[entry.position % PAGE_SIZE] ?? [null, null, null];
  return {
    id: entry.id,
    slug: entry.slug,
    university_name: entry.university_name,
    city: entry.city,
    country: entry.country,
    description,
    approx_tuition_fee_range: tuition,
    popular_programs: programs,
    levels: [...entry.levels],
  };
}
