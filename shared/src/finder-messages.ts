// Texts of the programme finder (/programs), not in the spec: apart from the shared catalogue
// (messages.ts), which every island loads, so that other pages do not carry them.

/** The finder's filters by their URL names, as "Loosen …" names them. */
const FINDER_FILTER_NAMES: Readonly<Record<string, string>> = {
  q: 'the search words',
  level: 'the level',
  field: 'the field of study',
  country: 'the country',
  city: 'the city',
  lang: 'the language',
  maxTuition: 'the maximum tuition',
  deadline: 'the deadline',
  intake: 'the start month',
  ielts: 'the IELTS score',
  maxYears: 'the duration',
  scholarship: 'the scholarship filter',
};

/* @__NO_SIDE_EFFECTS__ */
const programCount = (n: number): string => `${n} program${n === 1 ? '' : 's'}`;

export const finderMessages = {
  searchLabel: 'Search programs',
  searchPlaceholder: 'Program or university, e.g. data science, tu munchen',
  filters: (active: number): string => `Filters${active > 0 ? ` (${active})` : ''}`,
  /** The filter sheet's button that closes it onto the results. */
  showResults: (count: number): string => `Show ${programCount(count)}`,
  count: programCount,
  matchFilters: ' match your filters',
  /**
   * Next to the count: how many programmes the include-unchecked choice hides, or shows. The number also
   * holds checked figures the filter cannot compare (a TOEFL-only or CEFR-only English requirement under
   * an IELTS filter, a fee in a currency without a rate), so the text names both.
   */
  unchecked: (unchecked: number, included: boolean): string => {
    if (unchecked === 0) return '';
    if (included) return `, including ${unchecked} not checked yet or not comparable`;
    return `. ${programCount(unchecked)} not checked yet or not comparable ${unchecked === 1 ? 'is' : 'are'} hidden`;
  },
  includeUnchecked: 'Include programs not checked yet or not comparable',
  compareSelected: (count: number): string => `Compare selected (${count})`,
  compareTray: 'Programs to compare',
  comparePicked: (count: number): string => `${programCount(count)} picked to compare`,
  pickOneMore: 'Pick one more to compare',
  clearCompare: 'Clear',
  shortlist: (count: number): string => `My shortlist (${count})`,
  loadFailed: { text: 'Some programs could not be loaded. Check your connection and', retry: 'try again' },
  noMatch: 'No programs match',
  /** The filter whose removal would bring results back, and how many. */
  loosen: (filter: string, count: number): string =>
    `Loosen ${FINDER_FILTER_NAMES[filter] ?? 'a filter'}: without it, ${programCount(count)} would match.`,
  tryFewer: 'Try fewer filters.',
  clearAll: 'Clear all filters',
  showMore: 'Show more',
  loading: 'Loading…',
} as const;
