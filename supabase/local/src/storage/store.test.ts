import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ObjectStore, openObjectFolder } from './store.ts';

// The files behind /storage/v1: changes made in place inside the row's transaction, undone if it
// fails, and never a path outside the bucket's folder.

let root: string;
let store: ObjectStore;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'store-test-'));
  store = new ObjectStore(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const bytes = (text: string) => new TextEncoder().encode(text);
/** Every entry under root, temporary files included. */
const tree = (dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) =>
    join(entry.parentPath, entry.name).slice(root.length + 1),
  );

describe('put', () => {
  it('writes <bucket>/<name>, and commit leaves only that file', async () => {
    const staged = await store.put('images', 'a/b.png', bytes('one'));
    expect(read('images/a/b.png')).toBe('one');
    await staged.commit();
    expect(tree().sort()).toEqual(['images', 'images/a', 'images/a/b.png']);
  });

  it('rollback of a new object removes the file and the folders it created', async () => {
    const staged = await store.put('images', 'deep/er/b.png', bytes('one'));
    await staged.rollback();
    expect(tree()).toEqual(['images']);
  });

  it('rollback of a replacement restores the previous bytes', async () => {
    await (await store.put('images', 'b.png', bytes('old'))).commit();
    const staged = await store.put('images', 'b.png', bytes('new'));
    expect(read('images/b.png')).toBe('new');
    await staged.rollback();
    expect(read('images/b.png')).toBe('old');
    expect(tree().sort()).toEqual(['images', 'images/b.png']);
  });

  it('an object where a folder is (or the reverse) is refused and leaves nothing behind', async () => {
    await (await store.put('images', 'clash/inner.png', bytes('x'))).commit();
    await expect(store.put('images', 'clash', bytes('y'))).rejects.toMatchObject({ status: 400 });
    await (await store.put('images', 'file', bytes('x'))).commit();
    await expect(store.put('images', 'file/inner.png', bytes('y'))).rejects.toMatchObject({ status: 400 });
    expect(tree().sort()).toEqual(['images', 'images/clash', 'images/clash/inner.png', 'images/file']);
  });

  it('refuses a path outside the bucket even if a caller skipped validation', async () => {
    await expect(store.put('images', '../escape.png', bytes('x'))).rejects.toThrow(/unsafe object path/);
    await expect(store.put('..', 'escape.png', bytes('x'))).rejects.toThrow(/unsafe object path/);
    expect(tree()).toEqual([]);
  });
});

describe('remove', () => {
  it('moves files aside; commit deletes them and their empty folders, rollback restores them', async () => {
    await (await store.put('images', 'a/one.png', bytes('1'))).commit();
    await (await store.put('images', 'two.png', bytes('2'))).commit();

    const undone = await store.remove('images', ['a/one.png', 'two.png', 'missing.png']);
    expect(tree().filter((path) => path.endsWith('.png'))).toEqual([]);
    await undone.rollback();
    expect(read('images/a/one.png')).toBe('1');
    expect(read('images/two.png')).toBe('2');

    await (await store.remove('images', ['a/one.png', 'two.png'])).commit();
    expect(tree()).toEqual(['images']);
  });
});

describe('open', () => {
  it('opens a file, and answers null for a missing object or a folder', async () => {
    await (await store.put('images', 'a/b.png', bytes('x'))).commit();
    const handle = await store.open('images', 'a/b.png');
    expect((await handle?.stat())?.size).toBe(1);
    await handle?.close();
    expect(await store.open('images', 'a')).toBeNull();
    expect(await store.open('images', 'missing.png')).toBeNull();
  });
});

describe('openObjectFolder', () => {
  it('a temporary folder is removed on dispose; a given one is kept', async () => {
    const temp = await openObjectFolder();
    await (await temp.store.put('b', 'x.png', bytes('x'))).commit();
    await temp.dispose();
    expect(() => readdirSync(temp.store.root)).toThrow();

    const kept = await openObjectFolder(join(root, 'storage'));
    writeFileSync(join(kept.store.root, 'marker'), '');
    await kept.dispose();
    expect(readdirSync(kept.store.root)).toEqual(['marker']);
  });
});
