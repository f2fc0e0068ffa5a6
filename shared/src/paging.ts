// Whole-table reads for the console's CSV export and the site's build. Hosted Supabase answers at most
// 1,000 rows per request (the API's max-rows setting), so a longer table is read page by page; without
// this an export or a directory would be cut short without any error.

export const PAGE_SIZE = 1000;

/** Reads rows `from`..`to` (inclusive, PostgREST's range) of an ordered read. */
export type PageReader<T> = (from: number, to: number) => Promise<T[]>;

/**
 * Hands each page to `onPage` before the next is read, so that only one page of rows need be alive at a
 * time; a page shorter than PAGE_SIZE is the last. The read must be ordered by a unique key, or pages
 * may overlap or skip rows.
 */
export async function forEachPage<T>(read: PageReader<T>, onPage: (rows: T[]) => void): Promise<void> {
  for (let from = 0; ; from += PAGE_SIZE) {
    const rows = await read(from, from + PAGE_SIZE - 1);
    onPage(rows);
    if (rows.length < PAGE_SIZE) return;
  }
}

/** Every row of an ordered read, page by page. */
export async function readAllPages<T>(read: PageReader<T>): Promise<T[]> {
  const all: T[] = [];
  await forEachPage(read, (rows) => all.push(...rows));
  return all;
}
