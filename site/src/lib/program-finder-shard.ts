// The finder's country index files (/programs/data/<CC>.json): written by the build, read by the island.
//
// A file is columns, not rows, and each programme column is one string of fixed-width base-64 numbers
// (a position in a list of distinct values, or the number itself). A cheap phone parses a long string
// almost for free, where thousands of small numbers or rows each cost it time and memory. Whatever
// repeats is stored once: universities and their places, and the programmes' names, fields,
// languages, intakes, durations and figures (fees, deadline, English requirement, each a tuple with its
// state: a catalogue holds the same subject, the same deadline, a fee not checked yet at many
// universities). Slugs that are the slug of the name (almost all) are left out
// and made again when a card is shown.
//
// The browser reads a file lazily (`loadShard`): a column is unpacked into a typed array the first time
// a filter or a sort needs it, a card's figures are read straight from the strings, and a programme
// object is made only for a card on screen. A country chosen alone unpacks nothing. The bench measures
// what this buys (bench/src/finder-filter.ts).
import { PROGRAM_LEVELS } from '@app/shared/constants';
import type { CefrLevel, FigureState } from '@app/shared/figures';
import { slugify } from '@app/shared/slug';
import { type Rates, toEurCents } from './money';
import type { FinderDate, FinderEnglish, FinderMoney, FinderProgram, FinderUniversity } from './program-finder';

/** A figure as a tuple: its state, then its value's parts (null unless known). */
type Unknown = Exclude<FigureState, 'known'>;
type MoneyTuple = ['known', low: number, high: number, currency: string] | [Unknown, null, null, null];
/** The last entry is 1 for the university's published fee (FinderProgram.tuition). */
type TuitionTuple = [...MoneyTuple, universityWide: 0 | 1];
type DateTuple = ['known', date: string] | [Unknown, null];
type EnglishTuple =
  | ['known', ielts: number | null, toefl: number | null, cefr: CefrLevel | null]
  | [Unknown, null, null, null];

export type EncodedShard = {
  /** Programmes in the file. */
  count: number;
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
  /** The distinct values the programme columns point to. */
  values: {
    name: string[];
    field: (string | null)[];
    languages: string[][];
    intakes: number[][];
    /** The effective non-EU tuition per year (FinderProgram.tuition). */
    tuition: TuitionTuple[];
    semesterFees: MoneyTuple[];
    deadline: DateTuple[];
    english: EnglishTuple[];
    durationYears: (number | null)[];
    /** FinderProgram.scholarshipsOpenTo. */
    scholarshipsOpenTo: string[][];
  };
  /** Packed columns (see `pack`), one number per programme, in the catalogue's name order. */
  programs: Record<PackedColumn, string> & {
    /** By programme position, only where the slug is not the slug of the name. */
    slug: Record<number, string>;
  };
};

/**
 * Numbers themselves (`id`, `rank`) or positions in the universities, PROGRAM_LEVELS or `values`.
 * The first three are written as the change from the previous programme (see `packChanges`).
 */
const CHANGES = ['id', 'rank', 'university'] as const;
const PACKED = [
  'id',
  'rank',
  'university',
  'level',
  'name',
  'field',
  'languages',
  'intakes',
  'tuition',
  'semesterFees',
  'deadline',
  'english',
  'durationYears',
  'scholarshipsOpenTo',
] as const;
export type PackedColumn = (typeof PACKED)[number];

/** The catalogue's limit: ranks (and so positions) stay below it, as the finder's sort needs (findPrograms). */
export const MAX_PROGRAMS = 2 ** 20;

// ── Packed columns ────────────────────────────────────────────────────────────────────────────────

/** 64 digits that JSON never escapes. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const DIGIT_VALUE = new Uint8Array(128);
for (let d = 0; d < DIGITS.length; d++) DIGIT_VALUE[DIGITS.charCodeAt(d)] = d;

/** Non-negative integers as one string, each written with the same number of base-64 digits. */
export function pack(numbers: readonly number[]): string {
  let width = 1;
  for (const n of numbers) {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`cannot pack ${n}: not a non-negative integer`);
    while (n >= 64 ** width) width += 1;
  }
  let text = '';
  for (const n of numbers) {
    let digits = '';
    for (let k = 0, rest = n; k < width; k++, rest = Math.floor(rest / 64)) digits = DIGITS[rest % 64] + digits;
    text += digits;
  }
  return text;
}

/** Digits per number of a packed column of `count` numbers. */
function widthOf(text: string, count: number): number {
  const width = count === 0 ? 1 : text.length / count;
  if (!Number.isInteger(width) || width < 1 || width > 5) {
    throw new Error('a packed column does not match the programme count');
  }
  return width;
}

/** The numbers `pack` wrote, `count` of them (the width follows from the length). */
export function unpack(text: string, count: number): Uint32Array {
  const numbers = new Uint32Array(count);
  const width = widthOf(text, count);
  if (width === 1) {
    // Most columns (levels, fields, languages …): one digit each, read without the inner loop.
    for (let i = 0; i < count; i++) numbers[i] = DIGIT_VALUE[text.charCodeAt(i)] as number;
    return numbers;
  }
  for (let i = 0, at = 0; i < count; i++) {
    let n = 0;
    for (let k = 0; k < width; k++) n = n * 64 + (DIGIT_VALUE[text.charCodeAt(at++)] as number);
    numbers[i] = n;
  }
  return numbers;
}

/** The number at one position of a packed column, read without unpacking the rest. */
function unpackAt(text: string, count: number, at: number): number {
  const width = text.length / count;
  let n = 0;
  for (let k = 0, i = at * width; k < width; k++) n = n * 64 + (DIGIT_VALUE[text.charCodeAt(i + k)] as number);
  return n;
}

/**
 * A column as the change from one number to the next (zigzag: 0, -1, 1, -2 … as 0, 1, 2, 3 …). Ids,
 * ranks and universities in name order rise in small steps, which compress far better than the numbers.
 */
export function packChanges(numbers: readonly number[]): string {
  return pack(
    numbers.map((n, i) => {
      const change = n - (numbers[i - 1] ?? 0);
      return change >= 0 ? 2 * change : -2 * change - 1;
    }),
  );
}

/**
 * The numbers `packChanges` wrote, read as far as asked (each needs the ones before it): the first
 * page of cards needs only the first few.
 */
function changesReader(text: string, count: number): (through: number) => Uint32Array {
  const numbers = new Uint32Array(count);
  const width = widthOf(text, count);
  let read = 0;
  let n = 0;
  return (through) => {
    for (; read <= through && read < count; read++) {
      let z = 0;
      for (let k = 0, i = read * width; k < width; k++) z = z * 64 + (DIGIT_VALUE[text.charCodeAt(i + k)] as number);
      n += z % 2 === 0 ? z / 2 : -(z + 1) / 2;
      numbers[read] = n;
    }
    return numbers;
  };
}

/** All the numbers `packChanges` wrote. */
export const unpackChanges = (text: string, count: number): Uint32Array => changesReader(text, count)(count - 1);

// ── Writing (at build time) ───────────────────────────────────────────────────────────────────────

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

const moneyTuple = (m: FinderMoney): MoneyTuple =>
  m.state === 'known' ? [m.state, m.low, m.high, m.currency] : [m.state, null, null, null];
const dateTuple = (d: FinderDate): DateTuple => (d.state === 'known' ? [d.state, d.date] : [d.state, null]);
const englishTuple = (e: FinderEnglish): EnglishTuple =>
  e.state === 'known' ? [e.state, e.ielts, e.toefl, e.cefr] : [e.state, null, null, null];

/** Whether a slug must be stored: it is not the one the name gives. */
const ownSlug = (slug: string | null, name: string): boolean => slug !== null && slug !== slugify(name);

/** One country's programmes, already in rank order, as an index file. */
export function encodeShard(programs: readonly FinderProgram[]): EncodedShard {
  const places: EncodedShard['places'] = [];
  const u: EncodedShard['universities'] = { name: [], place: [], ranking: [], slug: {}, otherNames: {} };
  const values: EncodedShard['values'] = {
    name: [],
    field: [],
    languages: [],
    intakes: [],
    tuition: [],
    semesterFees: [],
    deadline: [],
    english: [],
    durationYears: [],
    scholarshipsOpenTo: [],
  };
  const columns = Object.fromEntries(PACKED.map((column) => [column, [] as number[]])) as Record<
    PackedColumn,
    number[]
  >;
  const slug: Record<number, string> = {};
  const place = interner(places);
  const positionIn = Object.fromEntries(
    Object.entries(values).map(([column, list]) => [column, interner<unknown>(list as unknown[])]),
  ) as Record<keyof EncodedShard['values'], (value: unknown) => number>;
  const universityAt = new Map<FinderUniversity, number>();
  programs.forEach((program, index) => {
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
    if (program.rank >= MAX_PROGRAMS) throw new Error(`the finder holds at most ${MAX_PROGRAMS} programmes`);
    columns.id.push(program.id);
    columns.rank.push(program.rank);
    columns.university.push(at);
    columns.level.push(PROGRAM_LEVELS.indexOf(program.level));
    columns.name.push(positionIn.name(program.name));
    columns.field.push(positionIn.field(program.field));
    columns.languages.push(positionIn.languages(program.languages));
    columns.intakes.push(positionIn.intakes(program.intakes));
    const universityWide = program.tuition.universityWide ? 1 : 0;
    columns.tuition.push(positionIn.tuition([...moneyTuple(program.tuition), universityWide]));
    columns.semesterFees.push(positionIn.semesterFees(moneyTuple(program.semesterFees)));
    columns.deadline.push(positionIn.deadline(dateTuple(program.deadline)));
    columns.english.push(positionIn.english(englishTuple(program.english)));
    columns.durationYears.push(positionIn.durationYears(program.durationYears));
    columns.scholarshipsOpenTo.push(positionIn.scholarshipsOpenTo(program.scholarshipsOpenTo));
    if (ownSlug(program.slug, program.name)) slug[index] = program.slug as string;
  });
  const packed = Object.fromEntries(
    PACKED.map((column) => [
      column,
      (CHANGES as readonly string[]).includes(column) ? packChanges(columns[column]) : pack(columns[column]),
    ]),
  ) as Record<PackedColumn, string>;
  return { count: programs.length, places, universities: u, values, programs: { ...packed, slug } };
}

// ── Reading (in the browser) ──────────────────────────────────────────────────────────────────────

/** A date as a number (20270531) that compares as the date does. */
export const deadlineNumber = (date: string): number => Number(date.replaceAll('-', ''));

/**
 * One country's programmes as the finder filters and shows them. A column is read from the file the
 * first time a filter, a sort or a card needs it (a country alone needs none), and figures are read
 * through short tables, one entry per distinct value, NaN for a figure not checked yet or not
 * comparable, which no comparison passes.
 */
export type ShardIndex = {
  countryCode: string;
  count: number;
  /** Numbers, or positions in the universities, PROGRAM_LEVELS or `values`. */
  column(name: PackedColumn): Uint32Array;
  values: EncodedShard['values'];
  /** By position in `values.tuition`: euro cents of the low end; 0 when none; NaN when unchecked or without a rate. */
  euroCents: Float64Array;
  /** By position in `values.deadline`: YYYYMMDD; Infinity when there is none; NaN when unchecked. */
  deadlineNumbers: Float64Array;
  /**
   * By position in `values.english`: the IELTS band; 0 when none is asked; NaN when unchecked or given
   * only as a TOEFL score or a CEFR level (never turned into a band).
   */
  ieltsNumbers: Float64Array;
  /** By position in `values.durationYears`. */
  yearNumbers: Float64Array;
  /** By university. */
  rankings: Float64Array;
  universities: { name: string[]; otherNames: string[][]; city: (string | null)[]; country: (string | null)[] };
  /** The programme at a position, made the first time it is shown. */
  program(at: number): FinderProgram;
};

const known = (values: readonly (number | null)[]): Float64Array =>
  Float64Array.from(values, (value) => value ?? Number.NaN);

/** A figure's number for filters and sorts: known → its value, none → `none`, unchecked (or null) → NaN. */
const figureNumber = (state: FigureState, value: number | null, none: number): number =>
  state === 'known' ? (value ?? Number.NaN) : state === 'none' ? none : Number.NaN;

const moneyOf = (tuple: MoneyTuple): FinderMoney =>
  tuple[0] === 'known' ? { state: 'known', low: tuple[1], high: tuple[2], currency: tuple[3] } : { state: tuple[0] };
const dateOf = (tuple: DateTuple): FinderDate =>
  tuple[0] === 'known' ? { state: 'known', date: tuple[1] } : { state: tuple[0] };
const englishOf = (tuple: EnglishTuple): FinderEnglish =>
  tuple[0] === 'known' ? { state: 'known', ielts: tuple[1], toefl: tuple[2], cefr: tuple[3] } : { state: tuple[0] };

/** A country's index file, ready to search. Nothing per programme is made until it is needed. */
export function loadShard(countryCode: string, shard: EncodedShard, rates: Rates): ShardIndex {
  const { count, values } = shard;
  const read = new Map<PackedColumn, Uint32Array>();
  const changes = new Map<PackedColumn, (through: number) => Uint32Array>(
    CHANGES.map((name) => [name, changesReader(shard.programs[name], count)]),
  );
  const column = (name: PackedColumn): Uint32Array => {
    let numbers = read.get(name);
    if (numbers === undefined) {
      numbers = changes.get(name)?.(count - 1) ?? unpack(shard.programs[name], count);
      read.set(name, numbers);
    }
    return numbers;
  };
  /** One number: from its column once read, else from the file (its digits, or the changes up to it). */
  const at = (name: PackedColumn, position: number): number =>
    read.get(name)?.[position] ??
    changes.get(name)?.(position)[position] ??
    unpackAt(shard.programs[name], count, position);
  const u = shard.universities;
  const universities = {
    name: u.name,
    otherNames: u.name.map((_, position) => u.otherNames[position] ?? []),
    city: u.place.map((place) => shard.places[place]?.[0] ?? null),
    country: u.place.map((place) => shard.places[place]?.[1] ?? null),
  };
  const universityObjects: FinderUniversity[] = [];
  const universityAt = (position: number): FinderUniversity =>
    (universityObjects[position] ??= {
      slug: u.slug[position] ?? null,
      name: universities.name[position] as string,
      otherNames: universities.otherNames[position] as string[],
      city: universities.city[position] ?? null,
      country: universities.country[position] ?? null,
      countryCode,
      ranking: u.ranking[position] ?? null,
    });
  const make = (position: number): FinderProgram => {
    const tuition = values.tuition[at('tuition', position)] as TuitionTuple;
    return {
      id: at('id', position),
      rank: at('rank', position),
      slug: shard.programs.slug[position] ?? null,
      name: values.name[at('name', position)] as string,
      university: universityAt(at('university', position)),
      level: PROGRAM_LEVELS[at('level', position)] ?? PROGRAM_LEVELS[0],
      field: values.field[at('field', position)] ?? null,
      languages: values.languages[at('languages', position)] as string[],
      tuition: { ...moneyOf(tuition.slice(0, 4) as MoneyTuple), universityWide: tuition[4] === 1 },
      semesterFees: moneyOf(values.semesterFees[at('semesterFees', position)] as MoneyTuple),
      deadline: dateOf(values.deadline[at('deadline', position)] as DateTuple),
      english: englishOf(values.english[at('english', position)] as EnglishTuple),
      intakes: values.intakes[at('intakes', position)] as number[],
      durationYears: values.durationYears[at('durationYears', position)] ?? null,
      scholarshipsOpenTo: values.scholarshipsOpenTo[at('scholarshipsOpenTo', position)] ?? [],
    };
  };
  const made: FinderProgram[] = [];
  const program = (position: number): FinderProgram => (made[position] ??= make(position));
  return {
    countryCode,
    count,
    column,
    values,
    // A fee in a currency without a rate cannot be compared with a budget in euros.
    euroCents: Float64Array.from(values.tuition, ([state, low, , currency]) =>
      figureNumber(state, low === null || currency === null ? null : toEurCents(low, currency, rates), 0),
    ),
    deadlineNumbers: Float64Array.from(values.deadline, ([state, date]) =>
      figureNumber(state, date === null ? null : deadlineNumber(date), Number.POSITIVE_INFINITY),
    ),
    ieltsNumbers: Float64Array.from(values.english, ([state, ielts]) => figureNumber(state, ielts, 0)),
    yearNumbers: known(values.durationYears),
    rankings: known(u.ranking),
    universities,
    program,
  };
}
