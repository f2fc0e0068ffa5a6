import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATE,
  type FinderProgram,
  type FinderUniversity,
  filterToLoosen,
  finderPath,
  findPrograms,
  fold,
  parseState,
  rankByName,
  stateToSearch,
  todayInBrussels,
} from './program-finder';
import {
  encodeShard,
  loadShard,
  pack,
  packChanges,
  type ShardIndex,
  unpack,
  unpackChanges,
} from './program-finder-shard';

const TUM: FinderUniversity = {
  slug: null,
  name: 'Technical University of Munich',
  otherNames: ['Technische Universität München', 'TUM'],
  city: 'Munich',
  country: 'Germany',
  countryCode: 'DE',
  ranking: 28,
};
const GRENOBLE: FinderUniversity = {
  slug: 'uga',
  name: 'Université Grenoble Alpes',
  otherNames: [],
  city: 'Grenoble',
  country: 'France',
  countryCode: 'FR',
  ranking: null,
};

const program = (over: Partial<FinderProgram>): FinderProgram => ({
  id: 1,
  rank: 0,
  slug: null,
  name: 'Informatics (M.Sc.)',
  university: TUM,
  level: "Master's",
  field: '06',
  languages: ['en'],
  tuitionCents: 1_200_000,
  currency: 'EUR',
  deadline: '2027-05-31',
  intakes: [10],
  ielts: 6.5,
  durationYears: 2,
  ...over,
});

const TODAY = '2026-11-23';
const list = rankByName([
  program({ id: 1, slug: 'a', name: 'Data Science (M.Sc.)' }),
  program({
    id: 2,
    slug: 'b',
    name: 'Physics (B.Sc.)',
    level: "Bachelor's",
    field: '05',
    languages: ['de'],
    tuitionCents: 0,
    ielts: null,
  }),
  program({
    id: 3,
    slug: 'c',
    name: 'Économie (Master)',
    university: GRENOBLE,
    field: '03',
    languages: ['fr', 'en'],
    tuitionCents: null,
    deadline: '2026-11-22',
    intakes: [9],
    ielts: 7,
    durationYears: 1,
  }),
]);
/** The programmes as the browser reads them: one index file per country, through JSON. */
const indexes = (programs: FinderProgram[]): ShardIndex[] => {
  const countries = [...new Set(programs.map((p) => p.university.countryCode))];
  return countries.map((code) => {
    const own = programs.filter((p) => p.university.countryCode === code).sort((a, b) => a.rank - b.rank);
    return loadShard(code, JSON.parse(JSON.stringify(encodeShard(own))));
  });
};
const all = (programs: FinderProgram[], search: string, today = TODAY) =>
  findPrograms(indexes(programs), parseState(search), today).slice(0, Number.POSITIVE_INFINITY);
const find = (search: string, today = TODAY) => all(list, search, today).map((p) => `/${p.slug}`);

describe('the finder’s URL state', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const search =
      '?q=data+science&level=Master%27s&field=06&country=DE&city=Munich&lang=en&maxTuition=5000&deadline=open&intake=10&ielts=6.5&maxYears=2&sort=tuition';
    expect(stateToSearch(parseState(search))).toBe(search);
    expect(stateToSearch(EMPTY_STATE)).toBe('');
  });

  it('ignores what a hand-edited or hostile URL puts there', () => {
    expect(
      parseState('?level=PhD&field=99&country=de&lang=eng&maxTuition=-5&intake=13&ielts=10&sort=drop&deadline=soon'),
    ).toEqual(EMPTY_STATE);
  });
});

describe('matching', () => {
  it('folds accents and case, so "tu munchen" and "universite" match', () => {
    expect(fold('Technische Universität MÜNCHEN')).toBe('technische universitat munchen');
    expect(find('?q=universitat+munchen')).toEqual(['/a', '/b']);
    // "tu munchen" finds TUM through its other names (TUM, Technische Universität München).
    expect(find('?q=tu+munchen')).toEqual(['/a', '/b']);
    expect(find('?q=ECONOMIE')).toEqual(['/c']);
    expect(find('?q=grenoble+data')).toEqual([]);
  });

  it('filters by level, field, country, city, language, intake and duration', () => {
    expect(find("?level=Bachelor's")).toEqual(['/b']);
    expect(find('?field=03')).toEqual(['/c']);
    expect(find('?country=FR')).toEqual(['/c']);
    expect(find('?city=Munich')).toEqual(['/a', '/b']);
    expect(find('?lang=en')).toEqual(['/a', '/c']);
    expect(find('?intake=9')).toEqual(['/c']);
    expect(find('?maxYears=1.5')).toEqual(['/c']);
  });

  it('keeps only programmes that publish a figure the visitor filters on', () => {
    expect(find('?maxTuition=12000')).toEqual(['/a', '/b']);
    expect(find('?maxTuition=11999')).toEqual(['/b']);
    // A fee in kroner is not compared with a budget in euros (until reviewed exchange rates exist).
    const kroner = [program({ tuitionCents: 100, currency: 'DKK' })];
    expect(all(kroner, '?maxTuition=1000')).toEqual([]);
    expect(find('?ielts=6.5')).toEqual(['/a']);
    expect(find('?ielts=7')).toEqual(['/a', '/c']);
  });

  it('treats a deadline as open until midnight in Brussels', () => {
    expect(find('?deadline=open', '2026-11-22')).toEqual(['/a', '/c', '/b']);
    expect(find('?deadline=open', '2026-11-23')).toEqual(['/a', '/b']);
    expect(find('?deadline=2027-06-01')).toEqual([]);
    // 23:30 UTC on 22 November is already 23 November in Brussels (UTC+1 in winter).
    expect(todayInBrussels(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayInBrussels(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
  });

  it('ranks names as a reader would (an accent sorts with its letter), then by university', () => {
    const ranked = rankByName([
      program({ name: 'Zoology' }),
      program({ name: 'Économie', university: { ...TUM, name: 'B' } }),
      program({ name: 'Ecology' }),
      program({ name: 'Économie', university: { ...TUM, name: 'A' } }),
    ]);
    expect(ranked.map((p) => [p.rank, p.name, p.university.name])).toEqual([
      [0, 'Ecology', 'Technical University of Munich'],
      [1, 'Économie', 'A'],
      [2, 'Économie', 'B'],
      [3, 'Zoology', 'Technical University of Munich'],
    ]);
  });

  it('sorts by tuition, deadline or ranking with unknown values last, else by name', () => {
    expect(find('')).toEqual(['/a', '/c', '/b']);
    expect(find('?sort=tuition')).toEqual(['/b', '/a', '/c']);
    // /c's deadline (22 November) has passed: open ones come first.
    expect(find('?sort=deadline')).toEqual(['/a', '/b', '/c']);
    expect(find('?sort=deadline', '2026-11-01')).toEqual(['/c', '/a', '/b']);
    expect(find('?sort=ranking')).toEqual(['/a', '/b', '/c']);
  });

  it('names the filter to loosen when nothing matches', () => {
    const state = parseState('?country=FR&maxTuition=1000');
    expect(findPrograms(indexes(list), state, TODAY).count).toBe(0);
    expect(filterToLoosen(indexes(list), state, TODAY)).toEqual({ filter: 'country', count: 1 });
  });
});

/** A programme's figures as a plain object (decoded programmes read theirs through getters). */
const figures = (p: FinderProgram) =>
  Object.fromEntries((Object.keys(program({})) as (keyof FinderProgram)[]).map((key) => [key, p[key]]));

describe('the country index files', () => {
  it('decode to the programmes they were made from, university fields stored once', () => {
    const german = list.filter((p) => p.university.countryCode === 'DE');
    const shard = JSON.parse(JSON.stringify(encodeShard(german)));
    expect(shard.universities.name).toEqual(['Technical University of Munich']);
    // A card read digit by digit from the file, and one read from columns a filter has unpacked.
    const index = loadShard('DE', shard);
    expect(german.map((_, at) => figures(index.program(at)))).toEqual(german.map(figures));
    const filtered = loadShard('DE', shard);
    for (const column of ['name', 'level', 'field', 'deadline', 'languages', 'intakes', 'fee', 'ielts'] as const) {
      filtered.column(column);
    }
    expect(german.map((_, at) => figures(filtered.program(at)))).toEqual(german.map(figures));
  });

  it('leave out slugs the name gives, keep the others, and link each programme to its page', () => {
    const programs = [
      program({ rank: 4, slug: 'informatics-msc' }),
      program({ rank: 9, slug: 'informatics-msc-2', university: GRENOBLE, currency: 'DKK' }),
    ];
    const shard = encodeShard(programs);
    expect(shard.programs.slug).toEqual({ 1: 'informatics-msc-2' });
    expect(shard.universities.slug).toEqual({ 1: 'uga' });
    // The shared name is stored once.
    expect(shard.values.name).toEqual(['Informatics (M.Sc.)']);
    expect(shard.values.fee).toEqual([
      [1_200_000, 'EUR'],
      [1_200_000, 'DKK'],
    ]);
    const index = loadShard('XX', JSON.parse(JSON.stringify(shard)));
    const decoded = [index.program(0), index.program(1)];
    expect(decoded.map(finderPath)).toEqual([
      '/programs/technical-university-of-munich/informatics-msc',
      '/programs/uga/informatics-msc-2',
    ]);
    expect(decoded.map((p) => [p.rank, p.currency])).toEqual([
      [4, 'EUR'],
      [9, 'DKK'],
    ]);
  });

  it('pack each programme column as fixed-width base-64 numbers, as wide as its largest number', () => {
    expect(pack([0, 5, 63])).toBe('05_');
    expect(pack([64, 0])).toBe('1000');
    const ids = [0, 4095, 4096, 262_143, 262_144, 9_000_000];
    expect([...unpack(pack(ids), ids.length)]).toEqual(ids);
    expect(() => pack([-1])).toThrow();
    expect(() => pack([1.5])).toThrow();
    expect(() => unpack('000', 2)).toThrow();
    // Ids, ranks and universities as changes from the previous one, falling as well as rising.
    const rising = [5, 3, 3, 900, 0, 262_144];
    // 10, then +1, +1, -3: 20, 2, 2, 5 in zigzag, one digit each.
    expect(packChanges([10, 11, 12, 9])).toBe('K225');
    expect([...unpackChanges(packChanges(rising), rising.length)]).toEqual(rising);
  });

  it('are searched together: name order across countries, ties in a sort by name', () => {
    const paris = { ...GRENOBLE, name: 'Sorbonne', slug: 'sorbonne' };
    const wien = { ...TUM, name: 'Universität Wien', countryCode: 'AT', city: 'Vienna', country: 'Austria' };
    const catalogue = rankByName([
      program({ slug: 'de-1', name: 'Art', tuitionCents: 300_00 }),
      program({ slug: 'fr-1', name: 'Biology', university: paris, tuitionCents: 300_00 }),
      program({ slug: 'at-1', name: 'Chemistry', university: wien, tuitionCents: 100_00 }),
      program({ slug: 'de-2', name: 'Design', tuitionCents: 300_00 }),
      program({ slug: 'fr-2', name: 'Ethics', university: paris, tuitionCents: 100_00, currency: 'CHF' }),
      program({ slug: 'at-2', name: 'French', university: wien, tuitionCents: null }),
    ]);
    const slugs = (search: string) => all(catalogue, search).map((p) => p.slug);
    expect(slugs('')).toEqual(['de-1', 'fr-1', 'at-1', 'de-2', 'fr-2', 'at-2']);
    // Equal fees go by name; a fee in francs and an unpublished one come last, by name.
    expect(slugs('?sort=tuition')).toEqual(['at-1', 'de-1', 'fr-1', 'de-2', 'fr-2', 'at-2']);
    expect(slugs('?q=wien')).toEqual(['at-1', 'at-2']);
    const none = parseState('?q=wien&maxTuition=50');
    expect(filterToLoosen(indexes(catalogue), none, TODAY)).toEqual({ filter: 'maxTuition', count: 2 });
    const matches = findPrograms(indexes(catalogue), parseState('?sort=tuition'), TODAY);
    expect(matches.count).toBe(6);
    expect(matches.slice(1, 3).map((p) => p.slug)).toEqual(['de-1', 'fr-1']);
  });
});
