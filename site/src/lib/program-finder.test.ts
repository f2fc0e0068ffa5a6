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
import { decodeShard, encodeShard } from './program-finder-shard';

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
const find = (search: string, today = TODAY) => findPrograms(list, parseState(search), today).map((p) => `/${p.slug}`);

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
    expect(findPrograms(kroner, parseState('?maxTuition=1000'), TODAY)).toEqual([]);
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
    expect(findPrograms(list, state, TODAY)).toEqual([]);
    expect(filterToLoosen(list, state, TODAY)).toEqual({ filter: 'country', count: 1 });
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
    expect(decodeShard('DE', shard).map(figures)).toEqual(german.map(figures));
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
    expect(shard.programs.currency).toEqual({ 1: 'DKK' });
    const decoded = decodeShard('XX', JSON.parse(JSON.stringify(shard)));
    expect(decoded.map(finderPath)).toEqual([
      '/programs/technical-university-of-munich/informatics-msc',
      '/programs/uga/informatics-msc-2',
    ]);
    expect(decoded.map((p) => [p.rank, p.currency])).toEqual([
      [4, 'EUR'],
      [9, 'DKK'],
    ]);
  });
});
