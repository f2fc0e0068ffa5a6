// The programme finder's data and logic (/programs), shared by the build (which writes the index) and
// the island (which filters it in the browser). Pure functions, unit-tested in program-finder.test.ts.
//
// The index is split by country: one static JSON file per country, fetched when the finder needs it
// (a country filter needs one file; a search across Europe, all of them), so a phone never downloads
// the whole catalogue for a question about one country. Repeated university fields are stored once.
import { PROGRAM_LEVELS, type ProgramLevel } from '@app/shared/constants';
import { slugify } from '@app/shared/slug';

export const FINDER_PAGE_SIZE = 24;
export const FINDER_DATA_BASE = '/programs/data';
export const shardUrl = (country: string, version: string) => `${FINDER_DATA_BASE}/${country}.json?v=${version}`;
/** The shard of universities without a country code. */
export const NO_COUNTRY = 'XX';

/** Deadlines pass at midnight in Brussels (the EU's reference), whatever the visitor's time zone. */
export const DEADLINE_TIME_ZONE = 'Europe/Brussels';

export const SORTS = ['name', 'tuition', 'deadline', 'ranking'] as const;
export type Sort = (typeof SORTS)[number];

/** A university as the finder shows it; its programmes share one object. */
export type FinderUniversity = {
  /** Null when it is the slug of the name (`slugify`), as for most: the index files leave it out. */
  slug: string | null;
  name: string;
  /** Other names (own-language, short forms), matched by the keyword search. */
  otherNames: string[];
  city: string | null;
  country: string | null;
  countryCode: string;
  ranking: number | null;
};

/** One programme as the finder shows and filters it. */
export type FinderProgram = {
  id: number;
  /**
   * Place in the whole catalogue's name order, set at build time: the browser sorts by this number
   * instead of comparing names (50,000 locale-aware comparisons cost a cheap phone a second).
   */
  rank: number;
  /** Null when it is the slug of the name, as for the university. */
  slug: string | null;
  name: string;
  university: FinderUniversity;
  level: ProgramLevel;
  field: string | null;
  languages: string[];
  /** Non-EU tuition per year in minor units of `currency`; null when unpublished. */
  tuitionCents: number | null;
  currency: string;
  deadline: string | null;
  intakes: number[];
  ielts: number | null;
  durationYears: number | null;
};

/** The programme's page (lib/program-facts.ts makes the same path at build time). */
export const finderPath = (p: FinderProgram): string =>
  `/programs/${p.university.slug ?? slugify(p.university.name)}/${p.slug ?? slugify(p.name)}`;

/** Tuition in euro cents, for the budget filter and the sort; null when unpublished or in another currency. */
const tuitionEurCents = (p: FinderProgram): number | null => (p.currency === 'EUR' ? p.tuitionCents : null);

// ── Filters in the URL ────────────────────────────────────────────────────────────────────────────

export type FinderState = {
  q: string;
  level: ProgramLevel | '';
  field: string;
  country: string;
  city: string;
  lang: string;
  /** Maximum non-EU tuition per year, whole euros. */
  maxTuition: number | null;
  /** '' any deadline, 'open' not yet passed, or 'YYYY-MM-DD': on or after that day. */
  deadline: string;
  intake: number | null;
  /** The visitor's IELTS score: programmes asking at most this. */
  ielts: number | null;
  maxYears: number | null;
  sort: Sort;
};

export const EMPTY_STATE: FinderState = {
  q: '',
  level: '',
  field: '',
  country: '',
  city: '',
  lang: '',
  maxTuition: null,
  deadline: '',
  intake: null,
  ielts: null,
  maxYears: null,
  sort: 'name',
};

const number = (value: string | null, min: number, max: number): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

/** The filters a URL query holds; anything malformed is ignored rather than trusted. */
export function parseState(search: string): FinderState {
  const params = new URLSearchParams(search);
  const text = (key: string, max = 100) => (params.get(key) ?? '').trim().slice(0, max);
  const level = text('level');
  const sort = text('sort');
  const deadline = text('deadline');
  const intake = number(params.get('intake'), 1, 12);
  return {
    q: text('q', 200),
    level: (PROGRAM_LEVELS as readonly string[]).includes(level) ? (level as ProgramLevel) : '',
    field: /^(0[0-9]|10)$/.test(text('field')) ? text('field') : '',
    country: /^[A-Z]{2}$/.test(text('country')) ? text('country') : '',
    city: text('city'),
    lang: /^[a-z]{2}$/.test(text('lang')) ? text('lang') : '',
    maxTuition: number(params.get('maxTuition'), 0, 1_000_000),
    deadline: deadline === 'open' || /^\d{4}-\d{2}-\d{2}$/.test(deadline) ? deadline : '',
    intake: intake !== null && Number.isInteger(intake) ? intake : null,
    ielts: number(params.get('ielts'), 0, 9),
    maxYears: number(params.get('maxYears'), 0.5, 10),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'name',
  };
}

/** The query string of a state, defaults left out, so shared links stay short and stable. */
export function stateToSearch(state: FinderState): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(EMPTY_STATE) as (keyof FinderState)[]) {
    const value = state[key];
    if (value === EMPTY_STATE[key] || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

// ── Matching ──────────────────────────────────────────────────────────────────────────────────────

const SPELLED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };

/** Lower case without accents, so "tu munchen" finds "TU München" and "universite" "Université". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđ]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Today's date in Brussels, 'YYYY-MM-DD': a deadline on this day has not passed yet. */
export function todayInBrussels(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEADLINE_TIME_ZONE }).format(now);
}

type Test = (p: FinderProgram) => boolean;

/** Each programme's folded search text, made the first time a keyword search needs it. */
const haystacks = new WeakMap<FinderProgram, string>();
function haystackOf(p: FinderProgram): string {
  let text = haystacks.get(p);
  if (text === undefined) {
    const u = p.university;
    text = fold(`${p.name} ${u.name} ${u.otherNames.join(' ')} ${u.city ?? ''} ${u.country ?? ''}`);
    haystacks.set(p, text);
  }
  return text;
}

/**
 * Each active filter as a test. A filter on a figure keeps only programmes that publish the figure: a
 * budget or a score cannot be promised for a programme that states none.
 */
function tests(state: FinderState, today: string): [keyof FinderState, Test][] {
  const active: [keyof FinderState, Test][] = [];
  const words = fold(state.q).split(/\s+/).filter(Boolean);
  if (words.length) {
    active.push([
      'q',
      (p) => {
        const haystack = haystackOf(p);
        return words.every((word) => haystack.includes(word));
      },
    ]);
  }
  if (state.level) active.push(['level', (p) => p.level === state.level]);
  if (state.field) active.push(['field', (p) => p.field === state.field]);
  if (state.country) active.push(['country', (p) => p.university.countryCode === state.country]);
  if (state.city) active.push(['city', (p) => p.university.city === state.city]);
  if (state.lang) active.push(['lang', (p) => p.languages.includes(state.lang)]);
  const { maxTuition, intake, ielts, maxYears, deadline } = state;
  if (maxTuition !== null) {
    active.push([
      'maxTuition',
      (p) => {
        const cents = tuitionEurCents(p);
        return cents !== null && cents <= maxTuition * 100;
      },
    ]);
  }
  if (deadline) {
    const from = deadline === 'open' ? today : deadline;
    active.push(['deadline', (p) => p.deadline !== null && p.deadline >= from]);
  }
  if (intake !== null) active.push(['intake', (p) => p.intakes.includes(intake)]);
  if (ielts !== null) active.push(['ielts', (p) => p.ielts !== null && p.ielts <= ielts]);
  if (maxYears !== null) active.push(['maxYears', (p) => p.durationYears !== null && p.durationYears <= maxYears]);
  return active;
}

/** Name order, then university: the build's ranking (see `rankByName`). */
const byName = (a: FinderProgram, b: FinderProgram) => a.rank - b.rank;
/** Ascending, unknown values last, then by name. */
const ascending =
  (value: (p: FinderProgram) => number | string | null) =>
  (a: FinderProgram, b: FinderProgram): number => {
    const x = value(a);
    const y = value(b);
    if (x === y) return byName(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  };

/** Open deadlines soonest first, then passed ones, then programs without one. */
const bySoonestDeadline =
  (today: string) =>
  (a: FinderProgram, b: FinderProgram): number => {
    const rank = (p: FinderProgram) => (p.deadline === null ? 2 : p.deadline < today ? 1 : 0);
    return rank(a) - rank(b) || ascending((p) => p.deadline)(a, b);
  };

const orders = (today: string): Record<Sort, (a: FinderProgram, b: FinderProgram) => number> => ({
  name: byName,
  tuition: ascending(tuitionEurCents),
  deadline: bySoonestDeadline(today),
  ranking: ascending((p) => p.university.ranking),
});

/** The build's name order, written into each programme's `rank`. */
export function rankByName<P extends FinderProgram>(programs: P[]): P[] {
  const collator = new Intl.Collator('en');
  programs.sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.university.name, b.university.name));
  programs.forEach((p, rank) => {
    p.rank = rank;
  });
  return programs;
}

/** The programmes matching every filter, in the chosen order. */
export function findPrograms(programs: readonly FinderProgram[], state: FinderState, today: string): FinderProgram[] {
  const active = tests(state, today).map(([, test]) => test);
  return programs.filter((p) => active.every((test) => test(p))).sort(orders(today)[state.sort]);
}

/**
 * When nothing matches: the one filter whose removal would bring back the most programmes, and how
 * many, so the empty state can say which filter to loosen. Null when no single removal helps.
 */
export function filterToLoosen(
  programs: readonly FinderProgram[],
  state: FinderState,
  today: string,
): { filter: keyof FinderState; count: number } | null {
  const active = tests(state, today);
  let best: { filter: keyof FinderState; count: number } | null = null;
  for (const [filter] of active) {
    const others = active.filter(([key]) => key !== filter).map(([, test]) => test);
    const count = programs.filter((p) => others.every((test) => test(p))).length;
    if (count > 0 && (best === null || count > best.count)) best = { filter, count };
  }
  return best;
}

/** Country shards a state needs: its country's, or every one. */
export function shardsFor(state: FinderState, countries: readonly string[]): string[] {
  return state.country ? countries.filter((code) => code === state.country) : [...countries];
}
