import { PAGE_SIZE } from '@app/shared/paging';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { withConsoleMethods } from './consoleMethods.ts';

describe('listAll (the CSV export of a list)', () => {
  it('reads every page of the list with its filter and sort, past the API’s 1,000 rows a request', async () => {
    const rows = Array.from({ length: PAGE_SIZE + 5 }, (_, index) => ({ id: index + 1 }));
    const asked: GetListParams[] = [];
    const base = {
      getList: async (_resource: string, params: GetListParams) => {
        asked.push(params);
        const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
        return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
      },
    } as unknown as DataProvider;
    const provider = withConsoleMethods(base, {} as PostgrestClient);
    const filter = { country: 'DE' };
    const sort = { field: 'name', order: 'ASC' as const };
    expect(await provider.listAll('universities', { filter, sort })).toEqual(rows);
    expect(asked.map((params) => params.pagination)).toEqual([
      { page: 1, perPage: PAGE_SIZE },
      { page: 2, perPage: PAGE_SIZE },
    ]);
    expect(asked.every((params) => params.filter === filter && params.sort === sort)).toBe(true);
  });

  it('refuses to export a list’s own rows as nested rows', async () => {
    const provider = withConsoleMethods({} as DataProvider, {} as PostgrestClient);
    expect(() => provider.importRowsOf('cities')).toThrow(/own list/);
  });
});
