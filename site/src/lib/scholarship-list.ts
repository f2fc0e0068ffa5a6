// The /scholarships list's filters and orders (pure; the island holds the state, the URL keeps it). Every
// rule is shared/src/scholarships.ts': who may hold a scholarship, whether its deadline has passed, what
// it covers. A filter left empty does not narrow.
import type { DateFigure } from '@app/shared/figures';
import {
  type AwardKind,
  type AwardValue,
  coversLiving,
  coversTuition,
  deadlineStatus,
  isEligible,
  type ScholarshipFacts,
} from '@app/shared/scholarships';

/** What the island needs of one scholarship (the page bakes these into its props). */
export type ScholarshipItem = Omit<ScholarshipFacts, 'covers'> & {
  slug: string;
  name: string;
  provider: string;
  criteria: string;
  covers: { kind: AwardKind }[];
  /** First-year value in euro cents, tuition waivers unvalued (they depend on the programme's fee). */
  value: AwardValue;
  /**
   * Who may apply and where, in words, made at build: country names come from the build's Intl, so the
   * page's HTML and the island's first render say the same ("Palestinian Territories" in Node is
   * "Palestine" in Chromium, a hydration mismatch).
   */
  who: string;
  where: string;
};

export const LIST_SORTS = ['deadline', 'value'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export type ListState = {
  /** ISO 3166-1 alpha-2 nationality, '' for any. */
  nat: string;
  level: string;
  /** ISCED-F broad field code. */
  field: string;
  /** ISO destination country code. */
  dest: string;
  tuition: boolean;
  living: boolean;
  /** Deadline not passed. */
  open: boolean;
  sort: ListSort;
};

export const EMPTY_LIST_STATE: ListState = {
  nat: '',
  level: '',
  field: '',
  dest: '',
  tuition: false,
  living: false,
  open: false,
  sort: 'deadline',
};

const FLAGS = ['tuition', 'living', 'open'] as const;
const TEXTS = ['nat', 'level', 'field', 'dest'] as const;

/** The state a query names; what it does not name stays as in `base`. */
export function stateFromQuery(params: URLSearchParams, base: ListState = EMPTY_LIST_STATE): ListState {
  const state = { ...base };
  for (const key of TEXTS) {
    const value = params.get(key);
    if (value !== null) state[key] = value.slice(0, 40);
  }
  for (const key of FLAGS) if (params.has(key)) state[key] = params.get(key) === '1';
  const sort = params.get('sort');
  if ((LIST_SORTS as readonly string[]).includes(sort ?? '')) state.sort = sort as ListSort;
  return state;
}

/** The query for a state: only what differs from the empty state (the nationality even when '' was chosen). */
export function queryOf(state: ListState): string {
  const params = new URLSearchParams();
  for (const key of TEXTS) if (state[key] !== EMPTY_LIST_STATE[key] || key === 'nat') params.set(key, state[key]);
  for (const key of FLAGS) if (state[key]) params.set(key, '1');
  if (state.sort !== EMPTY_LIST_STATE.sort) params.set('sort', state.sort);
  return params.toString();
}

export const activeFilterCount = (state: ListState): number =>
  TEXTS.filter((key) => state[key] !== '').length + FLAGS.filter((key) => state[key]).length;

export function filterScholarships<T extends ScholarshipItem>(
  items: readonly T[],
  state: ListState,
  today: string,
): T[] {
  const candidate = {
    nationality: state.nat || null,
    level: state.level || null,
    field_code: state.field || undefined,
    destination: state.dest || null,
  };
  return items.filter(
    (s) =>
      isEligible(s, candidate) &&
      (!state.tuition || coversTuition(s)) &&
      (!state.living || coversLiving(s)) &&
      (!state.open || deadlineStatus(s, today) !== 'closed'),
  );
}

/** Known deadlines soonest first (upcoming and open), then no fixed deadline, not checked, and closed ones last. */
function deadlineRank(s: { opens_on: DateFigure; deadline: DateFigure }, today: string): [number, string] {
  const status = deadlineStatus(s, today);
  const date = s.deadline.state === 'known' ? s.deadline.date : '';
  const rank = { open: 0, upcoming: 0, rolling: 1, unchecked: 2, closed: 3 }[status];
  return [rank, date];
}

export function sortScholarships<T extends ScholarshipItem>(items: readonly T[], sort: ListSort, today: string): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en');
  if (sort === 'value') {
    // The most a first year is worth first; a scholarship valued at nothing we could count goes last, by name.
    return [...items].sort((a, b) => b.value.high - a.value.high || b.value.low - a.value.low || byName(a, b));
  }
  return [...items].sort((a, b) => {
    const [ra, da] = deadlineRank(a, today);
    const [rb, db] = deadlineRank(b, today);
    return ra - rb || da.localeCompare(db) || byName(a, b);
  });
}
