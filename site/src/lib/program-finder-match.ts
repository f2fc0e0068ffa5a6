// The finder's search over country index files: filters, sort and counts. Its own module so the island
// loads it with the first index file a filter needs (a dynamic import): the first page, in the HTML,
// needs neither, and /programs keeps within its JavaScript budget. Pure functions, unit-tested in
// program-finder.test.ts.
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { fold } from '@app/shared/fold';
import type { FinderProgram, FinderState, Sort } from './program-finder';
import { deadlineNumber, MAX_PROGRAMS, type ShardIndex } from './program-finder-shard';

export { loadShard } from './program-finder-shard';

/** A test of the programme at a position of one country's index. */
type Test = (at: number) => boolean;
/** Tests that hold for a whole index (its country is chosen, or another one is): no loop needed. */
const ALL: Test = () => true;
const NONE: Test = () => false;

/**
 * An active filter as a test over one country's columns. A filter on a three-state figure (fee,
 * deadline, IELTS) passes a known figure that fits and a confirmed none; `unknown` tells the programmes
 * whose figure is not checked yet, or cannot be compared (a fee in a currency without a rate), which
 * pass only when the visitor includes them (FinderState.unchecked).
 */
type Filter = { key: keyof FinderState; test: Test; unknown?: Test };

/** Flags over a list: which of its entries pass. */
const flags = <T>(list: readonly T[], passes: (entry: T) => boolean): Uint8Array =>
  Uint8Array.from(list, (entry) => (passes(entry) ? 1 : 0));

/** Each index's folded search texts, per distinct programme name and per university, made once. */
const haystacks = new WeakMap<ShardIndex, { names: string[]; universities: string[] }>();
function haystacksOf(shard: ShardIndex) {
  let texts = haystacks.get(shard);
  if (texts === undefined) {
    const u = shard.universities;
    texts = {
      names: shard.values.name.map(fold),
      universities: u.name.map((name, at) =>
        fold(`${name} ${u.otherNames[at]?.join(' ')} ${u.city[at] ?? ''} ${u.country[at] ?? ''}`),
      ),
    };
    haystacks.set(shard, texts);
  }
  return texts;
}

/**
 * A figure filter over one of the index's number tables (NaN for "not checked or not comparable",
 * which no comparison passes).
 */
function figureFilter(
  key: keyof FinderState,
  numbers: Float64Array,
  position: Uint32Array,
  fits: (value: number) => boolean,
): Filter {
  return {
    key,
    test: (at) => fits(numbers[position[at] as number] as number),
    unknown: (at) => Number.isNaN(numbers[position[at] as number]),
  };
}

function filters(shard: ShardIndex, state: FinderState, today: string): Filter[] {
  const active: Filter[] = [];
  const column = shard.column;
  const words = fold(state.q).split(/\s+/).filter(Boolean);
  if (words.length) {
    // A word is found in the programme's name or in its university's names and place.
    const texts = haystacksOf(shard);
    const hits = words.map((word) => ({
      name: flags(texts.names, (text) => text.includes(word)),
      university: flags(texts.universities, (text) => text.includes(word)),
    }));
    const [name, university] = [column('name'), column('university')];
    active.push({
      key: 'q',
      test: (at) => hits.every((hit) => hit.name[name[at] as number] || hit.university[university[at] as number]),
    });
  }
  if (state.level) {
    const [wanted, level] = [PROGRAM_LEVELS.indexOf(state.level), column('level')];
    active.push({ key: 'level', test: (at) => level[at] === wanted });
  }
  if (state.field) {
    const [wanted, field] = [shard.values.field.indexOf(state.field), column('field')];
    active.push({ key: 'field', test: (at) => field[at] === wanted });
  }
  if (state.country) active.push({ key: 'country', test: shard.countryCode === state.country ? ALL : NONE });
  if (state.city) {
    const [inCity, university] = [flags(shard.universities.city, (city) => city === state.city), column('university')];
    active.push({ key: 'city', test: (at) => inCity[university[at] as number] === 1 });
  }
  if (state.lang) {
    const taught = flags(shard.values.languages, (languages) => languages.includes(state.lang));
    const languages = column('languages');
    active.push({ key: 'lang', test: (at) => taught[languages[at] as number] === 1 });
  }
  const { maxTuition, intake, ielts, maxYears, deadline } = state;
  if (maxTuition !== null) {
    const max = maxTuition * 100;
    active.push(figureFilter('maxTuition', shard.euroCents, column('tuition'), (cents) => cents <= max));
  }
  if (deadline) {
    const from = deadlineNumber(deadline === 'open' ? today : deadline);
    active.push(figureFilter('deadline', shard.deadlineNumbers, column('deadline'), (date) => date >= from));
  }
  if (intake !== null) {
    const [starts, intakes] = [flags(shard.values.intakes, (months) => months.includes(intake)), column('intakes')];
    active.push({ key: 'intake', test: (at) => starts[intakes[at] as number] === 1 });
  }
  if (ielts !== null) {
    active.push(figureFilter('ielts', shard.ieltsNumbers, column('english'), (asked) => asked <= ielts));
  }
  if (maxYears !== null) {
    // A duration is not a three-state figure: a programme that states none is left out.
    const [years, position] = [shard.yearNumbers, column('durationYears')];
    active.push({ key: 'maxYears', test: (at) => (years[position[at] as number] as number) <= maxYears });
  }
  if (state.scholarship) {
    const open = flags(shard.values.scholarshipsOpenTo, (codes) => codes.includes(state.scholarship));
    const position = column('scholarshipsOpenTo');
    active.push({ key: 'scholarship', test: (at) => open[position[at] as number] === 1 });
  }
  return active;
}

/** A filter's test with programmes not checked yet let through, or as it is. */
const widened = ({ test, unknown }: Filter, include: boolean): Test =>
  include && unknown ? (at) => test(at) || unknown(at) : test;

/** Positions passing every test, `skip` (a test's position) aside. */
function passing(count: number, tests: readonly Test[], found: (at: number) => void, skip = -1): void {
  const active = tests.filter((test, t) => t !== skip && test !== ALL);
  if (active.includes(NONE)) return;
  programs: for (let at = 0; at < count; at++) {
    for (let t = 0; t < active.length; t++) if (!(active[t] as Test)(at)) continue programs;
    found(at);
  }
}

/**
 * A programme's sort value; ties and unknown values go by name. Tuition: euros of the low end, none
 * as 0, not checked (or not comparable) last. Deadlines: open ones soonest first, then programmes with
 * no fixed deadline, then passed ones, then those not checked yet.
 */
function sortValue(shard: ShardIndex, sort: Sort, today: number): (at: number) => number {
  const known = (value: number) => (Number.isNaN(value) ? Number.POSITIVE_INFINITY : value);
  switch (sort) {
    case 'name':
      return () => 0;
    case 'tuition': {
      const [cents, tuition] = [shard.euroCents, shard.column('tuition')];
      return (at) => known(cents[tuition[at] as number] as number);
    }
    case 'ranking': {
      const [rankings, university] = [shard.rankings, shard.column('university')];
      return (at) => known(rankings[university[at] as number] as number);
    }
    case 'deadline': {
      const [dates, position] = [shard.deadlineNumbers, shard.column('deadline')];
      return (at) => {
        const date = dates[position[at] as number] as number;
        if (Number.isNaN(date)) return 3e8;
        return date === Number.POSITIVE_INFINITY ? 1e8 : date < today ? 1e8 + date : date;
      };
    }
  }
}

/** A match is a number: the index's place in the list searched, and the programme's position in it. */
const SHARD_BITS = Math.log2(MAX_PROGRAMS);
const AT_MASK = MAX_PROGRAMS - 1;
/**
 * Sorting sorts numbers, natively: a figure (an integer below LAST, which unknown ones get) times
 * RANK_SPAN plus the programme's name rank, so ties go by name. Exact below 2^53, hence the limits.
 */
const RANK_SPAN = MAX_PROGRAMS;
const LAST = 2 ** 32;

/**
 * What a search found: how many, the programmes of any stretch of the order (made when shown), and how
 * many of them pass only because a filtered figure is not checked yet: shown when the visitor includes
 * those (FinderState.unchecked), left out and counted otherwise.
 */
export type Matches = { count: number; unchecked: number; slice(from: number, to: number): FinderProgram[] };

/** The programmes of these country indexes matching every filter, in the chosen order. */
export function findPrograms(shards: readonly ShardIndex[], state: FinderState, today: string): Matches {
  let refs: number[] = [];
  let unchecked = 0;
  /** Each index's matches, unchecked ones counted (and kept only when included). */
  const search = (shard: ShardIndex, found: (at: number) => void) => {
    const active = filters(shard, state, today);
    const unknowns = active.flatMap(({ unknown }) => unknown ?? []);
    passing(
      shard.count,
      active.map((filter) => widened(filter, true)),
      unknowns.length === 0
        ? found
        : (at) => {
            if (unknowns.some((unknown) => unknown(at))) {
              unchecked += 1;
              if (!state.unchecked) return;
            }
            found(at);
          },
    );
  };
  // Each index is in name order already: one index searched by name needs no sort.
  if (shards.length === 1 && state.sort === 'name') {
    search(shards[0] as ShardIndex, (at) => refs.push(at));
  } else {
    // Ranks are unique across the catalogue: a table by rank takes each match back from its sort key.
    const ranks = shards.map((shard) => shard.column('rank'));
    const refAtRank = new Int32Array(Math.max(0, ...ranks.map((rank) => (rank[rank.length - 1] ?? 0) + 1)));
    const keys: number[] = [];
    const todayNumber = deadlineNumber(today);
    shards.forEach((shard, s) => {
      const [value, rank] = [sortValue(shard, state.sort, todayNumber), ranks[s] as Uint32Array];
      search(shard, (at) => {
        refAtRank[rank[at] as number] = (s << SHARD_BITS) | at;
        keys.push(Math.min(value(at), LAST) * RANK_SPAN + (rank[at] as number));
      });
    });
    refs = Array.from(Float64Array.from(keys).sort(), (key) => refAtRank[key % RANK_SPAN] as number);
  }
  return {
    count: refs.length,
    unchecked,
    slice: (from, to) =>
      refs.slice(from, to).map((ref) => (shards[ref >>> SHARD_BITS] as ShardIndex).program(ref & AT_MASK)),
  };
}

/**
 * When nothing matches: the one filter whose removal would bring back the most programmes, and how
 * many, so the empty state can say which filter to loosen. Null when no single removal helps.
 */
export function filterToLoosen(
  shards: readonly ShardIndex[],
  state: FinderState,
  today: string,
): { filter: keyof FinderState; count: number } | null {
  const counts = new Map<keyof FinderState, number>();
  for (const shard of shards) {
    const active = filters(shard, state, today);
    const all = active.map((filter) => widened(filter, state.unchecked));
    active.forEach(({ key }, skip) => {
      let count = counts.get(key) ?? 0;
      passing(shard.count, all, () => count++, skip);
      counts.set(key, count);
    });
  }
  let best: { filter: keyof FinderState; count: number } | null = null;
  for (const [filter, count] of counts) {
    if (count > 0 && (best === null || count > best.count)) best = { filter, count };
  }
  return best;
}
