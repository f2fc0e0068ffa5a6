// The university list's data at scale (issue 7: the list page stays under 200 KB gzip at 10,000
// universities). The page's HTML carries only the first page of cards; the rest is built into static
// JSON files the island fetches when it needs them: one compact search index (what the search and the
// level tabs look at) and card shards (what a card shows), both in the list's order (by name).
import { PROGRAM_LEVELS, UNIVERSITY_LIST_PAGE_SIZE } from '@app/shared/constants';
import type { Searchable } from './filters';

/** Cards shown at once, and per shard file: every seeded university (42) fits in one page. */
export const PAGE_SIZE = UNIVERSITY_LIST_PAGE_SIZE;

const DIRECTORY_BASE = '/universities/data';
export const indexUrl = (version: string) => `${DIRECTORY_BASE}/index.json?v=${version}`;
export const shardUrl = (shard: number, version: string) => `${DIRECTORY_BASE}/cards-${shard}.json?v=${version}`;

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

/** A university as the search sees it, with its position in the list (which shard holds its card). */
export type IndexEntry = Searchable & { id: string; slug: string; position: number };

/** Cities and countries repeat across thousands of rows: they are stored once, rows point at them. */
export type EncodedIndex = {
  cities: (string | null)[];
  countries: (string | null)[];
  /** [id, slug, name, city index, country index, level bits (bit i = PROGRAM_LEVELS[i])] */
  rows: [string, string, string, number, number, number][];
};

/** Card text only: id, name, city, country and levels already come with the index. */
export type EncodedShard = [string | null, string | null, string[] | null][];

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

export function encodeShard(cards: readonly UniversityCard[]): EncodedShard {
  return cards.map((c) => [c.description, c.approx_tuition_fee_range, c.popular_programs]);
}

export function shardCount(total: number): number {
  return Math.ceil(total / PAGE_SIZE);
}

export const shardOf = (position: number) => Math.floor(position / PAGE_SIZE);

/** The card of an index entry, from the shard holding it. */
export function cardOf(entry: IndexEntry, shard: EncodedShard): UniversityCard {
  const [description, tuition, programs] = shard[entry.position % PAGE_SIZE] ?? [null, null, null];
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
