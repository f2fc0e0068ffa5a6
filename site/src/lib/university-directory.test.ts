import { describe, expect, it } from 'vitest';
import { filterUniversities } from './filters';
import {
  cardOf,
  decodeIndex,
  encodeCardTexts,
  encodeIndex,
  PAGE_SIZE,
  pageCount,
  pageOf,
  type UniversityCard,
} from './university-directory';

const card = (n: number, over: Partial<UniversityCard> = {}): UniversityCard => ({
  id: String(n),
  slug: `university-${n}`,
  university_name: `University ${String(n).padStart(3, '0')}`,
  city: n % 2 ? 'Munich' : 'Vienna',
  country: n % 2 ? 'Germany' : 'Austria',
  description: `About ${n}`,
  approx_tuition_fee_range: '€0 - €1,500',
  popular_programs: ['Physics', 'Law'],
  levels: n % 3 === 0 ? ["Master's"] : ["Bachelor's", "Master's"],
  ...over,
});

// 2.5 pages' worth, with a university lacking city, country, text and programs.
const cards = [
  ...Array.from({ length: PAGE_SIZE * 2 + PAGE_SIZE / 2 }, (_, n) => card(n)),
  card(999, {
    city: null,
    country: null,
    description: null,
    approx_tuition_fee_range: null,
    popular_programs: null,
    levels: [],
  }),
];
const pages = Array.from({ length: pageCount(cards.length) }, (_, p) =>
  encodeCardTexts(cards.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE)),
);
const index = decodeIndex(JSON.parse(JSON.stringify(encodeIndex(cards))));
const rebuilt = (entries: typeof index) => entries.map((e) => cardOf(e, pages[pageOf(e.position)] ?? []));

describe('university list data files', () => {
  it('give back every card exactly, in list order, after a trip through JSON', () => {
    expect(rebuilt(index)).toEqual(cards);
  });

  it('store each city and country once', () => {
    const encoded = encodeIndex(cards);
    expect(encoded.cities).toEqual(['Vienna', 'Munich', null]);
    expect(encoded.countries).toEqual(['Austria', 'Germany', null]);
  });

  it('search and tabs over the index find what they find over the full cards', () => {
    for (const [query, level] of [
      ['munich', 'all'],
      ['AUSTRIA', "Bachelor's"],
      ['university 12', "Master's"],
      ['', "Bachelor's"],
      ['nowhere', 'all'],
    ] as const) {
      expect(rebuilt(filterUniversities(index, query, level))).toEqual(filterUniversities(cards, query, level));
    }
  });

  it('cut the card texts into one file per page', () => {
    expect(pages.map((p) => p.length)).toEqual([PAGE_SIZE, PAGE_SIZE, PAGE_SIZE / 2 + 1]);
    expect(pageOf(PAGE_SIZE - 1)).toBe(0);
    expect(pageOf(PAGE_SIZE)).toBe(1);
  });
});
