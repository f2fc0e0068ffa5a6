import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../screens/registry.ts';

const resourceDefinition = (name: string) => RESOURCES.byName(name);

import { buildListFilter, buildOrder, wrapDataProvider } from './dataProvider.ts';
import { toStoredRow } from './transform.ts';

describe('buildOrder', () => {
  it('adds the primary key as a tiebreaker so pages never overlap', () => {
    expect(buildOrder(resourceDefinition('universities'), { field: 'university_name', order: 'ASC' })).toBe(
      'university_name.asc,id.asc',
    );
  });

  it('orders interviews by date, then creation, as the spec says', () => {
    expect(buildOrder(resourceDefinition('interviews'), { field: 'interview_date', order: 'DESC' })).toBe(
      'interview_date.desc,created_at.desc,id.desc',
    );
  });

  it('does not repeat the key when sorting by it', () => {
    expect(buildOrder(resourceDefinition('study-materials'), { field: 'id', order: 'ASC' })).toBe('id.asc');
  });
});

describe('buildListFilter', () => {
  it('turns q into one quoted or= filter, keeping other filters', () => {
    expect(
      buildListFilter(resourceDefinition('transportation'), { q: 'a,b', icon: 'Bus' }, { field: 'mode', order: 'ASC' }),
    ).toEqual({
      icon: 'Bus',
      'or@': '(mode.ilike."*a,b*",primaryArea.ilike."*a,b*")',
      'order@': 'mode.asc,id.asc',
    });
  });

  it('puts a named filter’s PostgREST parameters in the request while it is set', () => {
    const health = resourceDefinition('catalogue-health');
    expect(buildListFilter(health, { needs_check: true, lacks_anything: true, country_code: 'DE' }, undefined)).toEqual(
      {
        'and@': '(or(lacking.gt.0,stale_count.gt.0))',
        'lacking@gt': 0,
        country_code: 'DE',
        'order@': 'shortlisted.desc,id.asc',
      },
    );
    // Unticked, it filters nothing (never `needs_check=eq.false` on a column that does not exist).
    expect(buildListFilter(health, { needs_check: false }, undefined)).toEqual({ 'order@': 'shortlisted.desc,id.asc' });
  });

  it('orders "check next" by deadline, then the most shortlisted', () => {
    expect(buildOrder(resourceDefinition('catalogue-health'), { field: 'next_deadline', order: 'ASC' })).toBe(
      'next_deadline.asc,shortlisted.desc,id.asc',
    );
  });

  it('drops an empty search', () => {
    expect(buildListFilter(resourceDefinition('leads'), { q: ' ' }, undefined)).toEqual({ 'order@': 'id.asc' });
  });
});

describe('toStoredRow', () => {
  it('splits comma text in list columns, trimming and dropping empties', () => {
    expect(toStoredRow(resourceDefinition('pricing'), { name: 'Basic', features: ' a, b ,, c ,' })).toEqual({
      name: 'Basic',
      features: ['a', 'b', 'c'],
    });
    expect(toStoredRow(resourceDefinition('accommodation'), { keyFeatures: [' x ', ''] })).toEqual({
      keyFeatures: ['x'],
    });
  });

  it('reduces a pasted YouTube URL to its id', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      ' dQw4w9WgXcQ ',
    ]) {
      expect(toStoredRow(resourceDefinition('videos'), { youtube_video_id: url })).toEqual({
        youtube_video_id: 'dQw4w9WgXcQ',
      });
    }
  });

  it('leaves text that is not a YouTube link for the database to refuse', () => {
    expect(toStoredRow(resourceDefinition('videos'), { youtube_video_id: ' not a video ' })).toEqual({
      youtube_video_id: 'not a video',
    });
  });
});

describe('wrapDataProvider', () => {
  const base = () =>
    ({
      getList: vi.fn(async () => ({ data: [], total: 0 })),
      getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
      getOne: vi.fn(async () => ({ data: { id: 1 } })),
      getMany: vi.fn(async () => ({ data: [] })),
      create: vi.fn(async () => ({ data: { id: 1 } })),
      update: vi.fn(async () => ({ data: { id: 1 } })),
      updateMany: vi.fn(async () => ({ data: [] })),
      delete: vi.fn(async () => ({ data: { id: 1 } })),
      deleteMany: vi.fn(async () => ({ data: [] })),
    }) as unknown as DataProvider & Record<string, ReturnType<typeof vi.fn>>;

  it('queries the table with the built filter and order, server-side paginated', async () => {
    const inner = base();
    await wrapDataProvider(inner, RESOURCES).getList('universities', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'university_name', order: 'ASC' },
      filter: { q: 'tech' },
    });
    expect(inner.getList).toHaveBeenCalledWith('universities_data', {
      pagination: { page: 3, perPage: 25 },
      sort: undefined,
      // The registry's listSelect: each university's programme count and how many have a figure unchecked.
      meta: { columns: ['*', 'programs(count)', 'programs_missing_figures:programs(count)'] },
      filter: {
        'or@':
          '(university_name.ilike."*tech*",country.ilike."*tech*",city.ilike."*tech*",institution_type.ilike."*tech*")',
        'order@': 'university_name.asc,id.asc',
        'programs_missing_figures.or@':
          '(tuition_non_eu->>state.eq.unchecked,deadline->>state.eq.unchecked,english_requirement->>state.eq.unchecked)',
      },
    });
  });

  it('never sends generated columns and splits lists on write', async () => {
    const inner = base();
    const provider = wrapDataProvider(inner, RESOURCES);
    await provider.create('pricing', { data: { id: 9, created_at: 'x', name: 'Pro', features: 'a,b' } });
    expect(inner.create).toHaveBeenCalledWith('pricing_plans', { data: { name: 'Pro', features: ['a', 'b'] } });
    await provider.update('leads', { id: 1, data: { id: 1, name: 'n' }, previousData: { id: 1 } });
    expect(inner.update).toHaveBeenCalledWith('contacts', { id: 1, data: { name: 'n' }, previousData: { id: 1 } });
  });

  it('addresses settings by key', async () => {
    const inner = base();
    await wrapDataProvider(inner, RESOURCES).getOne('settings', { id: 'stripe' });
    expect(inner.getOne).toHaveBeenCalledWith('settings', { id: 'stripe' });
  });
});
