import type { PostgrestClient } from '@supabase/postgrest-js';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../screens/registry.ts';
import { FIGURE_TARGETS, withFigureReview } from './figureReview.ts';
import { targetOf, targetReads } from './figureTargets.ts';

const suggestion = (id: number, table_name: string, row_id: number, figure: string) => ({
  id,
  table_name,
  row_id,
  figure,
});

describe('what a suggestion is about', () => {
  it('is read once per table, with only the figure columns named, each row once', () => {
    const reads = targetReads([
      suggestion(1, 'programs', 7, 'deadline'),
      suggestion(2, 'programs', 7, 'tuition_non_eu'),
      suggestion(3, 'programs', 8, 'deadline'),
      suggestion(4, 'cities', 2, 'food'),
      // Not a figure column (or not a figure table): never put into a select.
      suggestion(5, 'cities', 2, 'name'),
      suggestion(6, 'contacts', 1, 'email'),
    ]);
    expect([...reads]).toEqual([
      ['programs', { ids: [7, 8], figures: ['deadline', 'tuition_non_eu'] }],
      ['cities', { ids: [2], figures: ['food'] }],
    ]);
  });

  it('names the programme with its university, a city with its country, and keeps the figure as stored', () => {
    const deadline = { state: 'known', date: '2027-01-15', source_url: 'https://x.org', checked_on: '2026-11-01' };
    const program = {
      id: 7,
      name: 'MSc Physics',
      level: "Master's",
      university_id: 3,
      universities_data: { university_name: 'TU Example' },
      deadline,
    };
    expect(targetOf('programs', program, 'deadline')).toEqual({
      name: "MSc Physics, Master's",
      context: 'TU Example',
      university_id: 3,
      current: deadline,
    });
    expect(targetOf('cities', { id: 2, name: 'Berlin', countries: { name: 'Germany' } }, 'food')).toEqual({
      name: 'Berlin',
      context: 'Germany',
      university_id: null,
      current: null,
    });
    expect(targetOf('universities_data', { id: 3, university_name: 'TU Example', country: 'Germany' }, 'x')).toEqual({
      name: 'TU Example',
      context: 'Germany',
      university_id: 3,
      current: null,
    });
  });
});

describe('withFigureReview', () => {
  const rows = [suggestion(1, 'cities', 2, 'food'), suggestion(2, 'cities', 99, 'food')];
  const setup = () => {
    const food = { state: 'unchecked' };
    const inn = vi.fn(async () => ({
      data: [{ id: 2, name: 'Berlin', countries: { name: 'Germany' }, food }],
      error: null,
    }));
    const select = vi.fn(() => ({ in: inn }));
    const from = vi.fn(() => ({ select }));
    const rpc = vi.fn(async () => ({ data: null, error: null }));
    const client = { from, rpc } as unknown as PostgrestClient;
    const base = { getList: vi.fn(async () => ({ data: rows, total: 2 })) } as unknown as DataProvider;
    return { provider: withFigureReview(base, client, RESOURCES), from, select, inn, rpc, food };
  };
  const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

  it('adds each suggestion’s target, read live, only when the list asks for it', async () => {
    const { provider, from, select, inn, food } = setup();
    expect((await provider.getList('suggestions', params)).data).toEqual(rows);
    expect(from).not.toHaveBeenCalled();
    const { data } = await provider.getList('suggestions', { ...params, meta: { [FIGURE_TARGETS]: true } });
    expect(select).toHaveBeenCalledWith('id,name,countries(name),food');
    expect(inn).toHaveBeenCalledWith('id', [2, 99]);
    expect(data).toEqual([
      { ...rows[0], target: { name: 'Berlin', context: 'Germany', university_id: null, current: food } },
      // Its row was deleted since.
      { ...rows[1], target: null },
    ]);
  });

  it('calls the database functions with their argument names, and throws their errors', async () => {
    const { provider, rpc } = setup();
    const figure = { state: 'none', source_url: 'https://x.org', checked_on: '2026-11-20' } as const;
    await provider.acceptFigureSuggestion('5', figure);
    expect(rpc).toHaveBeenCalledWith('accept_figure_suggestion', { suggestion_id: 5, figure });
    await provider.figureStaleness(['INR', 'NPR']);
    expect(rpc).toHaveBeenCalledWith('figure_staleness', { needed_currencies: ['INR', 'NPR'] });
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'Say why the suggestion is rejected' } } as never);
    await expect(provider.rejectFigureSuggestion(5, ' ')).rejects.toEqual({
      message: 'Say why the suggestion is rejected',
    });
  });
});
