// Build-time table reads with the public anon key, so RLS decides what a static page may contain,
// exactly as for a visitor. Shared by the content collections (content.config.ts) and the catalogue
// (catalogue.ts). A build that cannot read the backend fails here with a message saying what to do.
import { forEachPage } from '@app/shared/paging';
import { z } from 'zod';
import { supabaseUrl } from './env';
import { restClient } from './rest';

export class BuildDataError extends Error {
  override name = 'BuildDataError';
}

export type Order = { column: string; ascending: boolean; nullsFirst?: boolean };

/**
 * Reads a table (or the given columns) page by page (@app/shared/paging), validating each page against
 * the row schema and handing it to `onPage` before the next one is fetched: only one page of raw JSON is
 * alive at a time, and the caller keeps just what it needs.
 */
export async function readPages<S extends z.ZodType>(
  table: string,
  schema: S,
  orders: Order[],
  columns: string,
  onPage: (rows: z.infer<S>[]) => void,
  key = 'id',
): Promise<void> {
  const client = restClient();
  // The key breaks ties so that pages never overlap or skip rows.
  const stableOrders = orders.some((o) => o.column === key) ? orders : [...orders, { column: key, ascending: true }];
  const readPage = async (from: number, to: number): Promise<z.infer<S>[]> => {
    let query = client.from(table).select(columns);
    for (const { column, ascending, nullsFirst } of stableOrders) {
      query = query.order(column, { ascending, ...(nullsFirst === undefined ? {} : { nullsFirst }) });
    }
    let result: Awaited<typeof query>;
    try {
      result = await query.range(from, to);
    } catch (error) {
      throw unreachable(table, error);
    }
    if (result.error) throw unreachable(table, result.error);
    const parsed = z.array(schema).safeParse(result.data ?? []);
    if (!parsed.success) {
      throw new BuildDataError(
        `Site build: rows of "${table}" do not match the shared schema: ${z.prettifyError(parsed.error)}`,
      );
    }
    return parsed.data;
  };
  await forEachPage(readPage, onPage);
}

/** Reads a whole table (or the given columns), validated against the shared row schema. */
export async function readTable<S extends z.ZodType>(
  table: string,
  schema: S,
  orders: Order[],
  columns = '*',
  key = 'id',
): Promise<z.infer<S>[]> {
  const rows: z.infer<S>[] = [];
  await readPages(
    table,
    schema,
    orders,
    columns,
    (page) => {
      for (const row of page) rows.push(row);
    },
    key,
  );
  return rows;
}

function unreachable(table: string, error: unknown): BuildDataError {
  const message =
    error instanceof Error || (error && typeof error === 'object' && 'message' in error)
      ? String((error as { message: unknown }).message)
      : String(error);
  return new BuildDataError(
    `Site build: cannot read "${table}" from ${supabaseUrl} (${message}). The static site is built from the ` +
      'database: start the backend (`pnpm backend`) or set PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY.',
  );
}
