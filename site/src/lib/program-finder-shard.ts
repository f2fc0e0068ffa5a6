// The finder's country index files (/programs/data/<CC>.json): written by the build, read by the island.
//
// A file is columns, not rows: one array per figure, one entry per programme in name order. A cheap
// phone parses a column of numbers far faster than thousands of small row arrays. Whatever repeats is
// stored once and pointed to by position: universities and their places, and the programmes' names,
// fields, deadlines, language and intake sets (a catalogue holds the same subject, the same deadline at
// many universities), so decoding shares those values instead of making thousands of equal strings.
// Slugs that are the slug of the name (almost all) are left out and made again when a card is shown.
// The bench measures what this buys (bench/src/finder-filter.ts).
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { slugify } from '@app/shared/slug';
import type { FinderProgram, FinderUniversity } from './program-finder';

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
  /** The distinct values the programmes' columns point to. */
  values: {
    name: string[];
    field: (string | null)[];
    deadline: (string | null)[];
    languages: string[][];
    intakes: number[][];
  };
  programs: {
    id: number[];
    /** The rank's increase from the previous programme (the first: its rank). */
    rankStep: number[];
    university: number[];
    /** Position in PROGRAM_LEVELS. */
    level: number[];
    /** Positions in `values`. */
    name: number[];
    field: number[];
    deadline: number[];
    languages: number[];
    intakes: number[];
    tuitionCents: (number | null)[];
    ielts: (number | null)[];
    durationYears: (number | null)[];
    /** By programme position, only where the slug is not the slug of the name. */
    slug: Record<number, string>;
    /** By programme position, only for fees not published in euros. */
    currency: Record<number, string>;
  };
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

/** One country's programmes, already in rank order, as an index file. */
export function encodeShard(programs: readonly FinderProgram[]): EncodedShard {
  const shard: EncodedShard = {
    places: [],
    universities: { name: [], place: [], ranking: [], slug: {}, otherNames: {} },
    values: { name: [], field: [], deadline: [], languages: [], intakes: [] },
    programs: {
      id: [],
      rankStep: [],
      university: [],
      level: [],
      name: [],
      field: [],
      deadline: [],
      languages: [],
      intakes: [],
      tuitionCents: [],
      ielts: [],
      durationYears: [],
      slug: {},
      currency: {},
    },
  };
  const place = interner(shard.places);
  const value = {
    name: interner(shard.values.name),
    field: interner(shard.values.field),
    deadline: interner(shard.values.deadline),
    languages: interner(shard.values.languages),
    intakes: interner(shard.values.intakes),
  };
  const universityAt = new Map<FinderUniversity, number>();
  const u = shard.universities;
  const p = shard.programs;
  let previousRank = 0;
  for (const program of programs) {
    const university = program.university;
    let at = universityAt.get(university);
    if (at === undefined) {
      at = u.name.push(university.name) - 1;
      universityAt.set(university, at);
      u.place.push(place([university.city, university.country]));
      u.ranking.push(university.ranking);
      if (ownSlug(university.slug, university.name)) u.slug[at] = university.slug as string;
      if (university.otherNames.length) u.otherNames[at] = university.otherNames;
    }
    const index = p.id.push(program.id) - 1;
    p.rankStep.push(program.rank - previousRank);
    previousRank = program.rank;
    p.university.push(at);
    p.level.push(PROGRAM_LEVELS.indexOf(program.level));
    p.name.push(value.name(program.name));
    p.field.push(value.field(program.field));
    p.deadline.push(value.deadline(program.deadline));
    p.languages.push(value.languages(program.languages));
    p.intakes.push(value.intakes(program.intakes));
    p.tuitionCents.push(program.tuitionCents);
    p.ielts.push(program.ielts);
    p.durationYears.push(program.durationYears);
    if (ownSlug(program.slug, program.name)) p.slug[index] = program.slug as string;
    if (program.currency !== 'EUR') p.currency[index] = program.currency;
  }
  return shard;
}

/** Whether a slug must be stored: it is not the one the name gives. */
const ownSlug = (slug: string | null, name: string): boolean => slug !== null && slug !== slugify(name);

export function decodeShard(countryCode: string, shard: EncodedShard): FinderProgram[] {
  const u = shard.universities;
  const universities = u.name.map((name, at): FinderUniversity => {
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
  const p = shard.programs;
  const values = shard.values;
  // A plain loop: this runs once per file on a phone, over thousands of programmes.
  const programs = new Array<FinderProgram>(p.id.length);
  let rank = 0;
  for (let i = 0; i < programs.length; i++) {
    rank += p.rankStep[i] as number;
    programs[i] = {
      id: p.id[i] as number,
      rank,
      slug: p.slug[i] ?? null,
      name: values.name[p.name[i] as number] as string,
      university: universities[p.university[i] as number] as FinderUniversity,
      level: PROGRAM_LEVELS[p.level[i] as number] ?? PROGRAM_LEVELS[0],
      field: values.field[p.field[i] as number] ?? null,
      languages: values.languages[p.languages[i] as number] as string[],
      tuitionCents: p.tuitionCents[i] as number | null,
      currency: p.currency[i] ?? 'EUR',
      deadline: values.deadline[p.deadline[i] as number] ?? null,
      intakes: values.intakes[p.intakes[i] as number] as number[],
      ielts: p.ielts[i] as number | null,
      durationYears: p.durationYears[i] as number | null,
    };
  }
  return programs;
}
