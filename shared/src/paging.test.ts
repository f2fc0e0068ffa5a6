import { describe, expect, it } from 'vitest';
import { forEachPage, PAGE_SIZE, readAllPages } from './paging.ts';

/** A table of `count` numbered rows, answering ranges as PostgREST does, and counting the requests. */
function table(count: number) {
  const rows = Array.from({ length: count }, (_, index) => index);
  const requests: [number, number][] = [];
  const read = async (from: number, to: number) => {
    requests.push([from, to]);
    return rows.slice(from, to + 1);
  };
  return { rows, requests, read };
}

describe('readAllPages', () => {
  it('reads a table longer than one page to its last row, each row once', async () => {
    const { rows, requests, read } = table(2 * PAGE_SIZE + 17);
    expect(await readAllPages(read)).toEqual(rows);
    expect(requests).toEqual([
      [0, PAGE_SIZE - 1],
      [PAGE_SIZE, 2 * PAGE_SIZE - 1],
      [2 * PAGE_SIZE, 3 * PAGE_SIZE - 1],
    ]);
  });

  it('asks once more after a full last page, and stops at the empty one', async () => {
    const { rows, requests, read } = table(PAGE_SIZE);
    expect(await readAllPages(read)).toEqual(rows);
    expect(requests).toHaveLength(2);
  });

  it('reads an empty table with one request', async () => {
    const { requests, read } = table(0);
    expect(await readAllPages(read)).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('passes a failed read on, without reading further', async () => {
    const failing = async () => {
      throw new Error('max-rows');
    };
    await expect(readAllPages(failing)).rejects.toThrow('max-rows');
  });
});

describe('forEachPage', () => {
  it('hands over each page before reading the next', async () => {
    const { read } = table(PAGE_SIZE + 1);
    const seen: string[] = [];
    await forEachPage(
      async (from, to) => {
        seen.push(`read ${from}`);
        return read(from, to);
      },
      (rows) => seen.push(`page of ${rows.length}`),
    );
    expect(seen).toEqual(['read 0', `page of ${PAGE_SIZE}`, `read ${PAGE_SIZE}`, 'page of 1']);
  });
});
