// The programme finder's data and logic (/programs), shared by the build (which writes the index) and
// the island (which filters it in the browser). Pure functions, unit-tested in program-finder.test.ts.
//
// The index is split by country: one static JSON file per country, fetched when the finder needs it
// (a country filter needs one file; a search across Europe, all of them), so a phone never downloads
// the whole catalogue for a question about one country. Repeated university fields are stored once.
import { PROGRAM_LEVELS, type ProgramLevel } from '@app/shared/constants';

export const FINDER_PAGE_SIZE = 24;
export const FINDER_DATA_BASE = '/programs/data';
export const shardUrl = (country: string, version: string) => `${FINDER_DATA_BASE}/${country}.json?v=${version}`;
/** The shard of universities without a country code. */
export const NO_COUNTRY = 'XX';

/** Deadlines pass at midnight in Brussels (the EU's reference), whatever the visitor's time zone. */
export const DEADLINE_TIME_ZONE = 'Europe/Brussels';

export const SORTS = ['name', 'tuition', 'deadline', 'ranking'] as const;
export type Sort = (typeof SORTS)[number];

/** One programme as the finder shows and filters it. */
export type FinderProgram = {
  id: number;
  path: string;
  name: string;
  university: string;
  /** The university's other names (own-language, short forms), matched by the keyword search. */
  universityNames: string[];
  city: string | null;
  country: string | null;
  countryCode: string;
  level: ProgramLevel;
  field: string | null;
  languages: string[];
  /** Non-EU tuition per year in euro cents; null when unpublished or published in another currency. */
  tuitionEurCents: number | null;
  /** The fee as shown, in the currency the university publishes ("€3,000 a year", "DKK 75,000 a year"). */
  tuitionLabel: string | null;
  deadline: string | null;
  intakes: number[];
  ielts: number | null;
  durationYears: number | null;
  ranking: number | null;
};

/** [slug, name, other names, city, country, ranking] */
type EncodedUniversity = [string, string, string[], string | null, string | null, number | null];
/** [id, slug, name, university index, level index, field, languages, tuition cents, label, deadline, intakes, ielts, years] */
type EncodedProgram = [
  number,
  string,
  string,
  number,
  number,
  string | null,
  string[],
  number | null,
  string | null,
  string | null,
  number[],
  number | null,
  number | null,
];
export type EncodedShard = { universities: EncodedUniversity[]; programs: EncodedProgram[] };

export function encodeShard(
  programs: readonly (FinderProgram & { universitySlug: string; slug: string })[],
): EncodedShard {
  const universities: EncodedUniversity[] = [];
  const positions = new Map<string, number>();
  const rows = programs.map((p): EncodedProgram => {
    let at = positions.get(p.universitySlug);
    if (at === undefined) {
      at = universities.push([p.universitySlug, p.university, p.universityNames, p.city, p.country, p.ranking]) - 1;
      positions.set(p.universitySlug, at);
    }
    return [
      p.id,
      p.slug,
      p.name,
      at,
      PROGRAM_LEVELS.indexOf(p.level),
      p.field,
      p.languages,
      p.tuitionEurCents,
      p.tuitionLabel,
      p.deadline,
      p.intakes,
      p.ielts,
      p.durationYears,
    ];
  });
  return { universities, programs: rows };
}

export function decodeShard(countryCode: string, shard: EncodedShard): FinderProgram[] {
  return shard.programs.map(
    ([id, slug, name, at, level, field, languages, cents, label, deadline, intakes, ielts, years]) => {
      const [universitySlug, university, universityNames, city, country, ranking] = shard.universities[at] ?? [
        '',
        '',
        [],
        null,
        null,
        null,
      ];
      return {
        id,
        path: `/programs/${universitySlug}/${slug}`,
        name,
        university,
        universityNames,
        city,
        country,
        countryCode,
        level: PROGRAM_LEVELS[level] ?? PROGRAM_LEVELS[0],
        field,
        languages,
        tuitionEurCents: cents,
        tuitionLabel: label,
        deadline,
        intakes,
        ielts,
        durationYears: years,
        ranking,
      };
    },
  );
}

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
        const haystack = fold(
          `${p.name} ${p.university} ${p.universityNames.join(' ')} ${p.city ?? ''} ${p.country ?? ''}`,
        );
        return words.every((word) => haystack.includes(word));
      },
    ]);
  }
  if (state.level) active.push(['level', (p) => p.level === state.level]);
  if (state.field) active.push(['field', (p) => p.field === state.field]);
  if (state.country) active.push(['country', (p) => p.countryCode === state.country]);
  if (state.city) active.push(['city', (p) => p.city === state.city]);
  if (state.lang) active.push(['lang', (p) => p.languages.includes(state.lang)]);
  const { maxTuition, intake, ielts, maxYears, deadline } = state;
  if (maxTuition !== null) {
    active.push(['maxTuition', (p) => p.tuitionEurCents !== null && p.tuitionEurCents <= maxTuition * 100]);
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

const byName = (a: FinderProgram, b: FinderProgram) =>
  a.name.localeCompare(b.name, 'en') || a.university.localeCompare(b.university, 'en');
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
  tuition: ascending((p) => p.tuitionEurCents),
  deadline: bySoonestDeadline(today),
  ranking: ascending((p) => p.ranking),
});

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
