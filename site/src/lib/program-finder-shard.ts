// The finder's country index files (/programs/data/<CC>.json): written by the build, read by the island.
//
// A programme is one short row of numbers, in name order. What repeats is stored once and pointed to
// by position: universities and their places, and the programmes' names, deadlines, language and
// intake sets (a catalogue holds the same subject, the same deadline at many universities). Slugs that
// are the slug of the name (almost all) are left out and made again when a card is shown.
//
// The browser filters and sorts the rows as JSON.parse made them (lib/program-finder-match.ts) and
// makes a programme object only for the cards it shows: turning thousands of rows into objects first
// was most of the time a phone took to show a country's first results (`pnpm bench`).
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { slugify } from '@app/shared/slug';
import type { FinderProgram, FinderUniversity } from './program-finder';

/** A row's slots. */
export const ID = 0;
/** In the file: the rank's increase from the previous row; in the browser: the rank. */
export const RANK = 1;
export const UNIVERSITY = 2;
/** Position in PROGRAM_LEVELS. */
export const LEVEL = 3;
/** Positions in the file's `values`. */
export const NAME = 4;
export const DEADLINE = 5;
export const LANGUAGES = 6;
export const INTAKES = 7;
/** The ISCED-F broad field as a number (6 for '06'), or -1. */
export const FIELD = 8;
export const TUITION_CENTS = 9;
export const IELTS = 10;
export const DURATION_YEARS = 11;
/** The fee's currency where it is not the euro, else 0. */
export const CURRENCY = 12;
/** The slug where it is not the slug of the name, else 0. */
export const SLUG = 13;
/** The index the row belongs to, set in the browser (0 in the file: a slot to fill, not one to add). */
export const INDEX = 14;

export type Row = [
  id: number,
  rank: number,
  university: number,
  level: number,
  name: number,
  deadline: number,
  languages: number,
  intakes: number,
  field: number,
  tuitionCents: number | null,
  ielts: number | null,
  durationYears: number | null,
  currency: string | 0,
  slug: string | 0,
  index: FinderIndex | 0,
];

export type EncodedShard = {
  /** [city, country] pairs the universities point to. */
  places: [string | null, string | null][];
  universities: {
    name: string[];
    place: number[];
    ranking: (number | null)[];
    /** By university position, only where the slug is not the slug of the name. */
    slug: Record<number, string>;
    /** By university position, only for those that have other names. */
    otherNames: Record<number, string[]>;
  };
  /** The distinct values rows point to. */
  values: {
    name: string[];
    deadline: (string | null)[];
    languages: string[][];
    intakes: number[][];
  };
  rows: Row[];
};

/** Position of a value in a list of distinct values, added when new (compared by content). */
function interner<T>(list: T[]): (value: T) => number {
  const positions = new Map<string, number>();
  return (value) => {
    const key = JSON.stringify(value);
    let at = positions.get(key);
    if (at === undefined) {
      at = list.push(value) - 1;
      positions.set(key, at);
    }
    return at;
  };
}

/** Whether a slug must be stored: it is not the one the name gives. */
const ownSlug = (slug: string | null, name: string): slug is string => slug !== null && slug !== slugify(name);

/** One country's programmes, already in rank order, as an index file. */
export function encodeShard(programs: readonly FinderProgram[]): EncodedShard {
  const shard: EncodedShard = {
    places: [],
    universities: { name: [], place: [], ranking: [], slug: {}, otherNames: {} },
    values: { name: [], deadline: [], languages: [], intakes: [] },
    rows: [],
  };
  const place = interner(shard.places);
  const value = {
    name: interner(shard.values.name),
    deadline: interner(shard.values.deadline),
    languages: interner(shard.values.languages),
    intakes: interner(shard.values.intakes),
  };
  const universityAt = new Map<FinderUniversity, number>();
  const u = shard.universities;
  let previousRank = 0;
  for (const program of programs) {
    const university = program.university;
    let at = universityAt.get(university);
    if (at === undefined) {
      at = u.name.push(university.name) - 1;
      universityAt.set(university, at);
      u.place.push(place([university.city, university.country]));
      u.ranking.push(university.ranking);
      if (ownSlug(university.slug, university.name)) u.slug[at] = university.slug;
      if (university.otherNames.length) u.otherNames[at] = university.otherNames;
    }
    shard.rows.push([
      program.id,
      program.rank - previousRank,
      at,
      PROGRAM_LEVELS.indexOf(program.level),
      value.name(program.name),
      value.deadline(program.deadline),
      value.languages(program.languages),
      value.intakes(program.intakes),
      program.field === null ? -1 : Number(program.field),
      program.tuitionCents,
      program.ielts,
      program.durationYears,
      program.currency === 'EUR' ? 0 : program.currency,
      ownSlug(program.slug, program.name) ? program.slug : 0,
      0,
    ]);
    previousRank = program.rank;
  }
  return shard;
}

/** One country's file as the browser holds it: its rows, each knowing its index. */
export class FinderIndex {
  readonly rows: Row[];
  readonly universities: FinderUniversity[];
  readonly values: EncodedShard['values'];
  private readonly made = new WeakMap<Row, FinderProgram>();

  constructor(
    readonly countryCode: string,
    shard: EncodedShard,
  ) {
    const u = shard.universities;
    this.universities = u.name.map((name, at) => {
      const [city, country] = shard.places[u.place[at] as number] ?? [null, null];
      return {
        slug: u.slug[at] ?? null,
        name,
        otherNames: u.otherNames[at] ?? [],
        city,
        country,
        countryCode,
        ranking: u.ranking[at] ?? null,
      };
    });
    this.values = shard.values;
    this.rows = shard.rows;
    let rank = 0;
    for (const row of this.rows) {
      rank += row[RANK];
      row[RANK] = rank;
      row[INDEX] = this;
    }
  }

  /** The programme of a row, as cards and pages show it. */
  program(row: Row): FinderProgram {
    let program = this.made.get(row);
    if (!program) {
      const field = row[FIELD];
      program = {
        id: row[ID],
        rank: row[RANK],
        slug: row[SLUG] || null,
        name: this.values.name[row[NAME]] as string,
        university: this.universities[row[UNIVERSITY]] as FinderUniversity,
        level: PROGRAM_LEVELS[row[LEVEL]] ?? PROGRAM_LEVELS[0],
        field: field < 0 ? null : String(field).padStart(2, '0'),
        languages: this.values.languages[row[LANGUAGES]] as string[],
        tuitionCents: row[TUITION_CENTS],
        currency: row[CURRENCY] || 'EUR',
        deadline: this.values.deadline[row[DEADLINE]] ?? null,
        intakes: this.values.intakes[row[INTAKES]] as number[],
        ielts: row[IELTS],
        durationYears: row[DURATION_YEARS],
      };
      this.made.set(row, program);
    }
    return program;
  }
}
