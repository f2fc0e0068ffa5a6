import { describe, expect, it } from 'vitest';
import type { Rate } from './money';
import {
  activeFilters,
  EMPTY_STATE,
  type FinderMoney,
  type FinderProgram,
  type FinderUniversity,
  filtersOnFigures,
  finderPath,
  parseState,
  rankByName,
  stateToSearch,
  todayInBrussels,
} from './program-finder';
import { filterToLoosen, findPrograms } from './program-finder-match';
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

/** A known fee a year, whole units of its currency. */
const fee = (amount: number, currency = 'EUR'): FinderMoney & { universityWide: boolean } => ({
  state: 'known',
  low: amount * 100,
  high: amount * 100,
  currency,
  universityWide: false,
});
const NO_FEE = { state: 'none', universityWide: false } as const;
const UNCHECKED_FEE = { state: 'unchecked', universityWide: false } as const;
const on = (date: string) => ({ state: 'known', date }) as const;
const ielts = (band: number) => ({ state: 'known', ielts: band, toefl: null, cefr: null }) as const;

const program = (over: Partial<FinderProgram>): FinderProgram => ({
  id: 1,
  rank: 0,
  slug: null,
  name: 'Informatics (M.Sc.)',
  university: TUM,
  level: "Master's",
  field: '06',
  languages: ['en'],
  tuition: fee(12_000),
  semesterFees: { state: 'known', low: 150_00, high: 150_00, currency: 'EUR' },
  deadline: on('2027-05-31'),
  english: { state: 'known', ielts: 6.5, toefl: 90, cefr: null },
  intakes: [10],
  durationYears: 2,
  scholarshipsOpenTo: [],
  ...over,
});

/** The build's exchange rates: kroner have one, Swiss francs none. */
const RATES = new Map<string, Rate>([
  ['DKK', { currency: 'DKK', unitsPerEur: 7.46, rateDate: '2026-11-20', sourceUrl: null }],
]);

const TODAY = '2026-11-23';
const list = rankByName([
  program({ id: 1, slug: 'a', name: 'Data Science (M.Sc.)', scholarshipsOpenTo: ['BD', 'IN', 'NP'] }),
  program({
    id: 2,
    slug: 'b',
    name: 'Physics (B.Sc.)',
    level: "Bachelor's",
    field: '05',
    languages: ['de'],
    tuition: NO_FEE,
    english: { state: 'none' },
    scholarshipsOpenTo: ['NP'],
  }),
  program({
    id: 3,
    slug: 'c',
    name: 'Économie (Master)',
    university: GRENOBLE,
    field: '03',
    languages: ['fr', 'en'],
    tuition: UNCHECKED_FEE,
    deadline: on('2026-11-22'),
    intakes: [9],
    english: ielts(7),
    durationYears: 1,
  }),
]);
/** The programmes as the browser reads them: one index file per country, through JSON. */
const indexes = (programs: FinderProgram[]): ShardIndex[] => {
  const countries = [...new Set(programs.map((p) => p.university.countryCode))];
  return countries.map((code) => {
    const own = programs.filter((p) => p.university.countryCode === code).sort((a, b) => a.rank - b.rank);
    return loadShard(code, JSON.parse(JSON.stringify(encodeShard(own))), RATES);
  });
};
const all = (programs: FinderProgram[], search: string, today = TODAY) =>
  findPrograms(indexes(programs), parseState(search), today).slice(0, Number.POSITIVE_INFINITY);
const slugsOf = (programs: FinderProgram[], search: string, today = TODAY) =>
  all(programs, search, today).map((p) => p.slug);
const find = (search: string, today = TODAY) => all(list, search, today).map((p) => `/${p.slug}`);

describe('the finder’s URL state', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const search =
      '?q=data+science&level=Master%27s&field=06&country=DE&city=Munich&lang=en&maxTuition=5000&deadline=open&intake=10&ielts=6.5&maxYears=2&scholarship=IN&unchecked=1&sort=tuition';
    expect(stateToSearch(parseState(search))).toBe(search);
    expect(stateToSearch(EMPTY_STATE)).toBe('');
  });

  it('ignores what a hand-edited or hostile URL puts there', () => {
    expect(
      parseState(
        '?level=PhD&field=99&country=de&lang=eng&maxTuition=-5&intake=13&ielts=10&sort=drop&deadline=soon&unchecked=yes&scholarship=india',
      ),
    ).toEqual(EMPTY_STATE);
  });

  it('counts the panel’s filters and knows which are on figures', () => {
    expect(activeFilters(parseState('?q=data&country=DE&city=Munich&maxTuition=0&sort=tuition&unchecked=1'))).toBe(3);
    expect(filtersOnFigures(parseState('?country=DE&maxYears=2'))).toBe(false);
    expect(filtersOnFigures(parseState('?maxTuition=0'))).toBe(true);
    expect(filtersOnFigures(parseState('?deadline=open'))).toBe(true);
  });
});

describe('matching', () => {
  it('folds accents and case (@app/shared/fold), so "tu munchen" and "universite" match', () => {
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

  it('filters for a scholarship open to the student’s nationality', () => {
    expect(find('?scholarship=IN')).toEqual(['/a']);
    expect(find('?scholarship=NP')).toEqual(['/a', '/b']);
    expect(find('?scholarship=LK')).toEqual([]);
    expect(activeFilters(parseState('?scholarship=IN'))).toBe(1);
  });

  it('passes a checked figure that fits and a confirmed none; one not checked yet only when included', () => {
    // /b charges no tuition; /c's fee is not checked yet.
    expect(find('?maxTuition=12000')).toEqual(['/a', '/b']);
    expect(find('?maxTuition=11999')).toEqual(['/b']);
    expect(find('?maxTuition=11999&unchecked=1')).toEqual(['/c', '/b']);
    // /b asks for no English test.
    expect(find('?ielts=6.5')).toEqual(['/a', '/b']);
    expect(find('?ielts=7')).toEqual(['/a', '/c', '/b']);
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
    const index = loadShard('DE', shard, RATES);
    expect(german.map((_, at) => figures(index.program(at)))).toEqual(german.map(figures));
    const filtered = loadShard('DE', shard, RATES);
    for (const column of [
      'name',
      'level',
      'field',
      'languages',
      'intakes',
      'tuition',
      'deadline',
      'english',
    ] as const) {
      filtered.column(column);
    }
    expect(german.map((_, at) => figures(filtered.program(at)))).toEqual(german.map(figures));
  });

  it('leave out slugs the name gives, keep the others, and link each programme to its page', () => {
    const programs = [
      program({ rank: 4, slug: 'informatics-msc' }),
      program({
        rank: 9,
        slug: 'informatics-msc-2',
        university: GRENOBLE,
        tuition: { ...fee(12_000, 'DKK'), universityWide: true },
      }),
    ];
    const shard = encodeShard(programs);
    expect(shard.programs.slug).toEqual({ 1: 'informatics-msc-2' });
    expect(shard.universities.slug).toEqual({ 1: 'uga' });
    // The shared name is stored once.
    expect(shard.values.name).toEqual(['Informatics (M.Sc.)']);
    // Figures as tuples with their state, the university's published fee marked.
    expect(shard.values.tuition).toEqual([
      ['known', 1_200_000, 1_200_000, 'EUR', 0],
      ['known', 1_200_000, 1_200_000, 'DKK', 1],
    ]);
    expect(shard.values.deadline).toEqual([['known', '2027-05-31']]);
    const index = loadShard('XX', JSON.parse(JSON.stringify(shard)), RATES);
    const decoded = [index.program(0), index.program(1)];
    expect(decoded.map(finderPath)).toEqual([
      '/programs/technical-university-of-munich/informatics-msc',
      '/programs/uga/informatics-msc-2',
    ]);
    expect(decoded.map((p) => [p.rank, p.tuition])).toEqual([
      [4, fee(12_000)],
      [9, { ...fee(12_000, 'DKK'), universityWide: true }],
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
      program({ slug: 'de-1', name: 'Art', tuition: fee(300) }),
      program({ slug: 'fr-1', name: 'Biology', university: paris, tuition: fee(300) }),
      program({ slug: 'at-1', name: 'Chemistry', university: wien, tuition: fee(100) }),
      program({ slug: 'de-2', name: 'Design', tuition: fee(300) }),
      program({ slug: 'fr-2', name: 'Ethics', university: paris, tuition: fee(100, 'CHF') }),
      program({ slug: 'at-2', name: 'French', university: wien, tuition: UNCHECKED_FEE }),
    ]);
    const slugs = (search: string) => slugsOf(catalogue, search);
    expect(slugs('')).toEqual(['de-1', 'fr-1', 'at-1', 'de-2', 'fr-2', 'at-2']);
    // Equal fees go by name; a fee in francs (no rate) and one not checked yet come last, by name.
    expect(slugs('?sort=tuition')).toEqual(['at-1', 'de-1', 'fr-1', 'de-2', 'fr-2', 'at-2']);
    expect(slugs('?q=wien')).toEqual(['at-1', 'at-2']);
    const none = parseState('?q=wien&maxTuition=50');
    expect(filterToLoosen(indexes(catalogue), none, TODAY)).toEqual({ filter: 'maxTuition', count: 2 });
    const matches = findPrograms(indexes(catalogue), parseState('?sort=tuition'), TODAY);
    expect(matches.count).toBe(6);
    expect(matches.slice(1, 3).map((p) => p.slug)).toEqual(['de-1', 'fr-1']);
  });
});

describe('figures in three states', () => {
  // One programme per state of every figure, and one whose known figures do not fit.
  const catalogue = rankByName([
    program({ slug: 'known', name: 'A', tuition: fee(5_000), deadline: on('2027-01-15'), english: ielts(6) }),
    program({ slug: 'none', name: 'B', tuition: NO_FEE, deadline: { state: 'none' }, english: { state: 'none' } }),
    program({
      slug: 'unchecked',
      name: 'C',
      tuition: UNCHECKED_FEE,
      deadline: { state: 'unchecked' },
      english: { state: 'unchecked' },
    }),
    program({ slug: 'over', name: 'D', tuition: fee(9_000), deadline: on('2026-12-01'), english: ielts(7.5) }),
  ]);
  const slugs = (search: string, today = TODAY) => slugsOf(catalogue, search, today);
  const unchecked = (search: string) => findPrograms(indexes(catalogue), parseState(search), TODAY).unchecked;

  it.each([
    ['maxTuition=6000', 'the budget (none is €0)'],
    ['deadline=2027-01-01', 'the deadline (none never passes)'],
    ['ielts=6.5', 'the IELTS score (none asks for no test)'],
  ])('%s: %s passes known-and-fitting and none; not checked yet only when included', (filter) => {
    expect(slugs(`?${filter}`)).toEqual(['known', 'none']);
    expect(slugs(`?${filter}&unchecked=1`)).toEqual(['known', 'none', 'unchecked']);
    // The count next to the results, hidden or included.
    expect(unchecked(`?${filter}`)).toBe(1);
    expect(unchecked(`?${filter}&unchecked=1`)).toBe(1);
  });

  it('counts only programmes that fail on nothing but a figure not checked yet', () => {
    const more = rankByName([
      ...catalogue.map((p) => ({ ...p })),
      // Fee not checked, but its deadline has passed the limit: not one the choice would bring back.
      program({ slug: 'late', name: 'E', tuition: UNCHECKED_FEE, deadline: on('2026-12-01') }),
      // TOEFL only: an IELTS score cannot be compared with it.
      program({ slug: 'toefl', name: 'F', english: { state: 'known', ielts: null, toefl: 80, cefr: null } }),
      // A CEFR level only: never turned into a band, so not comparable either.
      program({ slug: 'level', name: 'G', english: { state: 'known', ielts: null, toefl: null, cefr: 'B2' } }),
    ]);
    const matches = (search: string) => findPrograms(indexes(more), parseState(search), TODAY);
    expect(matches('?maxTuition=6000&deadline=2027-01-01').unchecked).toBe(1);
    expect(matches('?ielts=9').count).toBe(4);
    expect(matches('?ielts=9').unchecked).toBe(3);
    expect(matches('?ielts=9&unchecked=1').count).toBe(7);
    // No figure filter: nothing is held back.
    expect(matches('?country=DE').unchecked).toBe(0);
  });

  it('compares a fee in another currency in euros at the build’s rate; without a rate it is not comparable', () => {
    // 74,600 kroner at 7.46 to the euro: €10,000.
    const fees = rankByName([
      program({ slug: 'kroner', name: 'A', tuition: fee(74_600, 'DKK') }),
      program({ slug: 'francs', name: 'B', tuition: fee(100, 'CHF') }),
    ]);
    expect(slugsOf(fees, '?maxTuition=10000')).toEqual(['kroner']);
    expect(slugsOf(fees, '?maxTuition=9999')).toEqual([]);
    expect(slugsOf(fees, '?maxTuition=9999&unchecked=1')).toEqual(['francs']);
    expect(findPrograms(indexes(fees), parseState('?maxTuition=9999'), TODAY).unchecked).toBe(1);
  });

  it('sorts by tuition in euros (none as €0) and by deadline, figures not checked yet last', () => {
    const withKroner = rankByName([
      ...catalogue.map((p) => ({ ...p })),
      program({ slug: 'kroner', name: 'E', tuition: fee(7_460, 'DKK') }),
    ]);
    expect(slugsOf(withKroner, '?sort=tuition')).toEqual(['none', 'kroner', 'known', 'over', 'unchecked']);
    // Open deadlines soonest first, then no fixed deadline, then passed ones, then those not checked.
    expect(slugs('?sort=deadline')).toEqual(['over', 'known', 'none', 'unchecked']);
    expect(slugs('?sort=deadline', '2026-12-02')).toEqual(['known', 'none', 'over', 'unchecked']);
  });

  it('names the filter to loosen counting programmes not checked yet only when they are included', () => {
    const bachelors = (search: string) => filterToLoosen(indexes(catalogue), parseState(search), TODAY);
    // Every programme here is a Master's.
    expect(bachelors("?level=Bachelor's&deadline=2028-01-01")).toEqual({ filter: 'level', count: 1 });
    expect(bachelors("?level=Bachelor's&deadline=2028-01-01&unchecked=1")).toEqual({ filter: 'level', count: 2 });
  });
});
