// The programme finder's data and logic (/programs), shared by the build (which writes the index) and
// the island (which filters it in the browser). Pure functions, unit-tested in program-finder.test.ts.
//
// The index is split by country: one static JSON file per country, fetched when the finder needs it
// (a country filter needs one file; a search across Europe, all of them), so a phone never downloads
// the whole catalogue for a question about one country. A file is read into columns
// (program-finder-shard.ts); the filters run over those (program-finder-match.ts), and a programme
// object is made only for a card shown.
import { PROGRAM_LEVELS, type ProgramLevel } from '@app/shared/constants';
import type { CefrLevel, FigureState } from '@app/shared/figures';
import { slugify } from '@app/shared/slug';

export const FINDER_PAGE_SIZE = 24;
const FINDER_DATA_BASE = '/programs/data';
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

/**
 * A figure as the finder shows and filters it (shared/src/figures.ts without its provenance, which the
 * programme's page shows): known with its value, confirmed none, or not checked yet.
 */
type Unknown = { state: Exclude<FigureState, 'known'> };
/** Money per year in cents of its own currency, a band low–high. */
export type FinderMoney = { state: 'known'; low: number; high: number; currency: string } | Unknown;
export type FinderDate = { state: 'known'; date: string } | Unknown;
/** The minimum IELTS band, TOEFL iBT score and CEFR level; a known requirement may give only one. */
export type FinderEnglish =
  | { state: 'known'; ielts: number | null; toefl: number | null; cefr: CefrLevel | null }
  | Unknown;

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
  /**
   * Non-EU tuition: the programme's own, or its university's published fee for the level until the
   * programme's is checked (`universityWide`, effectiveTuition in shared/src/figures.ts).
   */
  tuition: FinderMoney & { universityWide: boolean };
  semesterFees: FinderMoney;
  deadline: FinderDate;
  english: FinderEnglish;
  intakes: number[];
  durationYears: number | null;
  /**
   * The students' nationalities (lib/nationality.ts codes) for which at least one scholarship the
   * programme qualifies for is open, in that list's order; empty when none.
   */
  scholarshipsOpenTo: string[];
};

/** The programme's page (lib/program-facts.ts makes the same path at build time). */
export const finderPath = (p: FinderProgram): string =>
  `/programs/${p.university.slug ?? slugify(p.university.name)}/${p.slug ?? slugify(p.name)}`;

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
  /** A nationality (ISO code): programmes with a scholarship open to it. */
  scholarship: string;
  /** Programmes whose filtered fee, deadline or IELTS is not checked yet (or not comparable) pass too. */
  unchecked: boolean;
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
  scholarship: '',
  unchecked: false,
  sort: 'name',
};

/** The filters in the filter panel (not the search words, the order or the include-unchecked choice). */
const PANEL_FILTERS = [
  'level',
  'field',
  'country',
  'city',
  'lang',
  'maxTuition',
  'deadline',
  'intake',
  'ielts',
  'maxYears',
  'scholarship',
] as const satisfies (keyof FinderState)[];
/** How many panel filters are set: the phone's "Filters (n)" button. */
export const activeFilters = (state: FinderState): number =>
  PANEL_FILTERS.filter((key) => state[key] !== EMPTY_STATE[key]).length;

/** Whether a filter on a three-state figure (fee, deadline, IELTS) is set, which `unchecked` widens. */
export const filtersOnFigures = (state: FinderState): boolean =>
  state.maxTuition !== null || state.deadline !== '' || state.ielts !== null;

const number = (value: string | null, min: number, max: number): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

/** The filters a URL query holds; anything malformed is ignored rather than trusted. */
export function parseState(search: string | URLSearchParams): FinderState {
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
    scholarship: /^[A-Z]{2}$/.test(text('scholarship')) ? text('scholarship') : '',
    unchecked: params.get('unchecked') === '1',
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'name',
  };
}

/** The query string of a state, defaults left out, so shared links stay short and stable. */
export function stateToSearch(state: FinderState): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(EMPTY_STATE) as (keyof FinderState)[]) {
    const value = state[key];
    if (value === EMPTY_STATE[key] || value === null || value === '') continue;
    params.set(key, value === true ? '1' : String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Today's date in Brussels, 'YYYY-MM-DD': a deadline on this day has not passed yet. */
export function todayInBrussels(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEADLINE_TIME_ZONE }).format(now);
}

/** The build's name order, written into each programme's `rank`. */
export function rankByName<P extends FinderProgram>(programs: P[]): P[] {
  const collator = new Intl.Collator('en');
  programs.sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.university.name, b.university.name));
  programs.forEach((p, rank) => {
    p.rank = rank;
  });
  return programs;
}

/** Country shards a state needs: its country's, or every one. */
export function shardsFor(state: FinderState, countries: readonly string[]): string[] {
  return state.country ? countries.filter((code) => code === state.country) : [...countries];
}
