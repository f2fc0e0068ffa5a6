// The finder's filters and sorts, over the country indexes' rows (lib/program-finder-shard.ts): plain
// reads of numbers in small arrays, which a phone runs fast even before its JIT has warmed up. Only
// the cards shown become programme objects.
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { type FinderProgram, type FinderState, fold, type Sort } from './program-finder';
import {
  CURRENCY,
  DEADLINE,
  DURATION_YEARS,
  FIELD,
  type FinderIndex,
  IELTS,
  INDEX,
  INTAKES,
  LANGUAGES,
  LEVEL,
  NAME,
  RANK,
  type Row,
  TUITION_CENTS,
  UNIVERSITY,
} from './program-finder-shard';

type Test = (row: Row) => boolean;

const indexOf = (row: Row) => row[INDEX] as FinderIndex;
const universityOf = (row: Row) => indexOf(row).universities[row[UNIVERSITY]];
const deadlineOf = (row: Row) => indexOf(row).values.deadline[row[DEADLINE]] ?? null;
/** Non-EU tuition in euro cents; null when unpublished or in another currency. */
const tuitionEurCents = (row: Row) => (row[CURRENCY] === 0 ? row[TUITION_CENTS] : null);

/** Each row's folded search text, made the first time a keyword search needs it. */
const haystacks = new WeakMap<Row, string>();
function haystack(row: Row): string {
  let text = haystacks.get(row);
  if (text === undefined) {
    const u = universityOf(row);
    const name = indexOf(row).values.name[row[NAME]];
    text = fold(`${name} ${u?.name} ${u?.otherNames.join(' ')} ${u?.city ?? ''} ${u?.country ?? ''}`);
    haystacks.set(row, text);
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
      (row) => {
        const text = haystack(row);
        return words.every((word) => text.includes(word));
      },
    ]);
  }
  if (state.level) {
    const level = PROGRAM_LEVELS.indexOf(state.level);
    active.push(['level', (row) => row[LEVEL] === level]);
  }
  if (state.field) {
    const field = Number(state.field);
    active.push(['field', (row) => row[FIELD] === field]);
  }
  if (state.country) active.push(['country', (row) => indexOf(row).countryCode === state.country]);
  if (state.city) active.push(['city', (row) => universityOf(row)?.city === state.city]);
  if (state.lang) {
    active.push(['lang', (row) => indexOf(row).values.languages[row[LANGUAGES]]?.includes(state.lang) ?? false]);
  }
  const { maxTuition, intake, ielts, maxYears, deadline } = state;
  if (maxTuition !== null) {
    active.push([
      'maxTuition',
      (row) => {
        const cents = tuitionEurCents(row);
        return cents !== null && cents <= maxTuition * 100;
      },
    ]);
  }
  if (deadline) {
    const from = deadline === 'open' ? today : deadline;
    active.push([
      'deadline',
      (row) => {
        const date = deadlineOf(row);
        return date !== null && date >= from;
      },
    ]);
  }
  if (intake !== null) {
    active.push(['intake', (row) => indexOf(row).values.intakes[row[INTAKES]]?.includes(intake) ?? false]);
  }
  if (ielts !== null) {
    active.push([
      'ielts',
      (row) => {
        const score = row[IELTS];
        return score !== null && score <= ielts;
      },
    ]);
  }
  if (maxYears !== null) {
    active.push([
      'maxYears',
      (row) => {
        const years = row[DURATION_YEARS];
        return years !== null && years <= maxYears;
      },
    ]);
  }
  return active;
}

/** Rows passing every test, in name order (each index is in name order; several are merged by rank). */
function matching(indexes: readonly FinderIndex[], active: readonly Test[]): Row[] {
  const matches: Row[] = [];
  // Plain loops: this runs over every programme of a country, at first in the interpreter.
  for (const index of indexes) {
    const rows = index.rows;
    next: for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as Row;
      for (let t = 0; t < active.length; t++) if (!(active[t] as Test)(row)) continue next;
      matches.push(row);
    }
  }
  if (indexes.length > 1) matches.sort(byName);
  return matches;
}

type Order = (a: Row, b: Row) => number;

/** Name order, then university: the build's ranking (see `rankByName`). */
const byName: Order = (a, b) => a[RANK] - b[RANK];

/** Ascending, unknown values last, then by name. */
const ascending =
  (value: (row: Row) => number | string | null): Order =>
  (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return byName(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  };

/** Open deadlines soonest first, then passed ones, then programs without one. */
const bySoonestDeadline = (today: string): Order => {
  const group = (row: Row) => {
    const date = deadlineOf(row);
    return date === null ? 2 : date < today ? 1 : 0;
  };
  const byDate = ascending(deadlineOf);
  return (a, b) => group(a) - group(b) || byDate(a, b);
};

const orders = (today: string): Record<Sort, Order | null> => ({
  name: null, // the order matches come in
  tuition: ascending(tuitionEurCents),
  deadline: bySoonestDeadline(today),
  ranking: ascending((row) => universityOf(row)?.ranking ?? null),
});

export type FinderResults = {
  count: number;
  /** The first `limit` matches in the chosen order. */
  programs(limit: number): FinderProgram[];
};

/** The programmes of these indexes matching every filter, in the chosen order. */
export function findPrograms(indexes: readonly FinderIndex[], state: FinderState, today: string): FinderResults {
  const matches = matching(
    indexes,
    tests(state, today).map(([, test]) => test),
  );
  const order = orders(today)[state.sort];
  if (order) matches.sort(order);
  return {
    count: matches.length,
    programs: (limit) => matches.slice(0, limit).map((row) => indexOf(row).program(row)),
  };
}

/**
 * When nothing matches: the one filter whose removal would bring back the most programmes, and how
 * many, so the empty state can say which filter to loosen. Null when no single removal helps.
 */
export function filterToLoosen(
  indexes: readonly FinderIndex[],
  state: FinderState,
  today: string,
): { filter: keyof FinderState; count: number } | null {
  const active = tests(state, today);
  let best: { filter: keyof FinderState; count: number } | null = null;
  for (const [filter] of active) {
    const others = active.filter(([key]) => key !== filter).map(([, test]) => test);
    const count = matching(indexes, others).length;
    if (count > 0 && (best === null || count > best.count)) best = { filter, count };
  }
  return best;
}
