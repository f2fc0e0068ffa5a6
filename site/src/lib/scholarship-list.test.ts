import { FIXTURE_SOURCE, GERMAN_MASTERS_FOR_ALL, knownDate } from '@app/shared/scholarship-fixtures';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_LIST_STATE,
  filterScholarships,
  queryOf,
  type ScholarshipItem,
  sortScholarships,
  stateFromQuery,
} from './scholarship-list';

const src = FIXTURE_SOURCE;
const on = knownDate;
const item = (over: Partial<ScholarshipItem>): ScholarshipItem => ({
  ...GERMAN_MASTERS_FOR_ALL,
  slug: 's',
  name: 'S',
  provider: 'P',
  criteria: 'c',
  covers: [{ kind: 'stipend' }],
  value: { low: 0, high: 0, unvalued: [] },
  who: 'Open to every nationality',
  where: 'Germany',
  ...over,
});
const today = '2026-12-01';
const daad = item({
  slug: 'daad',
  name: 'DAAD EPOS',
  deadline: on('2027-01-15'),
  value: { low: 1_190_400, high: 1_190_400, unvalued: [] },
});
const nepalOnly = item({ slug: 'nepal', name: 'Nepal scheme', nationalities: ['NP'], deadline: on('2027-02-01') });
const closed = item({ slug: 'closed', name: 'Closed one', deadline: on('2026-10-31') });
const dutch = item({
  slug: 'holland',
  name: 'Holland Scholarship',
  destination_codes: ['NL'],
  levels: ["Bachelor's", "Master's"],
  covers: [{ kind: 'one_off' }, { kind: 'tuition' }],
  deadline: { state: 'none', ...src },
  value: { low: 500_000, high: 500_000, unvalued: ['tuition'] },
});
const engineering = item({
  slug: 'eng',
  name: 'Engineering award',
  field_codes: ['07'],
  covers: [{ kind: 'tuition' }],
});
const all = [daad, nepalOnly, closed, dutch, engineering];
const slugs = (list: readonly ScholarshipItem[]) => list.map((s) => s.slug);

describe('filterScholarships', () => {
  it('an Indian master student going to Germany sees what is open to Indians there, not a Nepal-only scheme', () => {
    const state = { ...EMPTY_LIST_STATE, nat: 'IN', level: "Master's", dest: 'DE' };
    expect(slugs(filterScholarships(all, state, today))).toEqual(['daad', 'closed', 'eng']);
    expect(slugs(filterScholarships(all, { ...state, nat: 'NP' }, today))).toContain('nepal');
    const unread = item({ slug: 'unread', nationalities_checked: false });
    expect(slugs(filterScholarships([unread], state, today))).toEqual([]);
    expect(slugs(filterScholarships([unread], { ...state, nat: '' }, today))).toEqual(['unread']);
  });

  it('hides passed deadlines only when asked, and keeps rolling and unchecked ones', () => {
    expect(slugs(filterScholarships(all, { ...EMPTY_LIST_STATE, open: true }, today))).toEqual([
      'daad',
      'nepal',
      'holland',
      'eng',
    ]);
  });

  it('filters by field, tuition and living costs', () => {
    expect(slugs(filterScholarships(all, { ...EMPTY_LIST_STATE, field: '03' }, today))).not.toContain('eng');
    expect(slugs(filterScholarships(all, { ...EMPTY_LIST_STATE, tuition: true }, today))).toEqual(['holland', 'eng']);
    expect(slugs(filterScholarships(all, { ...EMPTY_LIST_STATE, living: true }, today))).toEqual([
      'daad',
      'nepal',
      'closed',
      'holland',
    ]);
  });
});

describe('sortScholarships', () => {
  it('by deadline: soonest open first, then no fixed deadline, not checked, and closed last', () => {
    expect(slugs(sortScholarships(all, 'deadline', today))).toEqual(['daad', 'nepal', 'holland', 'eng', 'closed']);
  });

  it('by value: the most a first year is worth first, nothing valued last', () => {
    expect(slugs(sortScholarships(all, 'value', today)).slice(0, 2)).toEqual(['daad', 'holland']);
  });
});

describe('the URL state', () => {
  it('round-trips, keeping an explicit "any nationality" so a remembered country does not replace it', () => {
    const state = { ...EMPTY_LIST_STATE, nat: '', dest: 'DE', open: true, sort: 'value' as const };
    expect(queryOf(state)).toBe('nat=&dest=DE&open=1&sort=value');
    expect(stateFromQuery(new URLSearchParams(queryOf(state)), { ...EMPTY_LIST_STATE, nat: 'IN' })).toEqual(state);
    expect(activeFilterCount(state)).toBe(2);
    expect(stateFromQuery(new URLSearchParams('sort=nonsense')).sort).toBe('deadline');
  });
});
