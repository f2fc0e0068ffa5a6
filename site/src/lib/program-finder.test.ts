import { describe, expect, it } from 'vitest';
import {
  decodeShard,
  EMPTY_STATE,
  encodeShard,
  type FinderProgram,
  filterToLoosen,
  findPrograms,
  fold,
  parseState,
  stateToSearch,
  todayInBrussels,
} from './program-finder';

const program = (over: Partial<FinderProgram>): FinderProgram => ({
  id: 1,
  path: '/programs/u/p',
  name: 'Informatics (M.Sc.)',
  university: 'Technical University of Munich',
  universityNames: ['Technische Universität München', 'TUM'],
  city: 'Munich',
  country: 'Germany',
  countryCode: 'DE',
  level: "Master's",
  field: '06',
  languages: ['en'],
  tuitionEurCents: 1_200_000,
  tuitionLabel: '€12,000 a year',
  deadline: '2027-05-31',
  intakes: [10],
  ielts: 6.5,
  durationYears: 2,
  ranking: 28,
  ...over,
});

const TODAY = '2026-11-23';
const list = [
  program({ path: '/a', name: 'Data Science (M.Sc.)' }),
  program({
    path: '/b',
    name: 'Physics (B.Sc.)',
    level: "Bachelor's",
    field: '05',
    languages: ['de'],
    tuitionEurCents: 0,
    ielts: null,
  }),
  program({
    path: '/c',
    name: 'Économie (Master)',
    university: 'Université Grenoble Alpes',
    universityNames: [],
    city: 'Grenoble',
    country: 'France',
    countryCode: 'FR',
    field: '03',
    languages: ['fr', 'en'],
    tuitionEurCents: null,
    tuitionLabel: null,
    deadline: '2026-11-22',
    intakes: [9],
    ielts: 7,
    durationYears: 1,
    ranking: null,
  }),
];
const find = (search: string, today = TODAY) => findPrograms(list, parseState(search), today).map((p) => p.path);

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

describe('the country index files', () => {
  it('decode to the programmes they were made from, university fields stored once', () => {
    const built = list
      .filter((p) => p.countryCode === 'DE')
      .map((p, i) => ({ ...p, universitySlug: 'tum', slug: `p${i}`, path: `/programs/tum/p${i}` }));
    const shard = encodeShard(built);
    expect(shard.universities).toHaveLength(1);
    expect(decodeShard('DE', JSON.parse(JSON.stringify(shard)))).toEqual(
      built.map(({ universitySlug: _u, slug: _s, ...p }) => p),
    );
  });
});
