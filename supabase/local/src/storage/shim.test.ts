import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, paths } from '../database.ts';
import type { Engine } from '../engine/engine.ts';
import { openEngine } from '../stack.ts';

// shim/30_storage.sql: hosted's helper semantics, and a database created before the file existed (an
// older supabase/.data) gets the storage schema on its next start, once.

let engine: Engine;
beforeAll(async () => {
  engine = await openEngine({ inMemory: true });
  await migrate(engine.owner);
});
afterAll(() => engine.close());

const one = async (sql: string) => (await engine.owner.query<Record<string, unknown>>(sql)).rows[0];

describe('storage schema', () => {
  it('has the helpers policies use, with hosted semantics', async () => {
    expect(
      await one(`select storage.foldername('a/b/c.png') as folders, storage.filename('a/b/c.png') as file,
        storage.extension('a/b/c.tar.gz') as ext, storage.extension('README') as bare,
        storage.foldername('top.png') as top`),
    ).toEqual({ folders: ['a', 'b'], file: 'c.png', ext: 'gz', bare: 'README', top: [] });
  });

  it('derives path_tokens and keeps names unique per bucket', async () => {
    await engine.owner.exec(`insert into storage.buckets (id, name) values ('shim-test', 'shim-test');
      insert into storage.objects (bucket_id, name) values ('shim-test', 'a/b/c.png');`);
    expect(await one(`select path_tokens from storage.objects where bucket_id = 'shim-test'`)).toEqual({
      path_tokens: ['a', 'b', 'c.png'],
    });
    await expect(
      engine.owner.query(`insert into storage.objects (bucket_id, name) values ('shim-test', 'a/b/c.png')`),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      engine.owner.query(`insert into storage.objects (bucket_id, name) values ('shim-test', E'bad\\x01name')`),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('has RLS on, so without a policy only the service role writes', async () => {
    expect(
      await one(`select count(*)::int as secured from pg_class
        where oid in ('storage.objects'::regclass, 'storage.buckets'::regclass) and relrowsecurity`),
    ).toEqual({ secured: 2 });
    const insertAs = (role: string) =>
      engine.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [role]);
        await tx.query(`insert into storage.objects (bucket_id, name) values ('shim-test', $1)`, [`by-${role}`]);
      });
    await expect(insertAs('authenticated')).rejects.toMatchObject({ code: '42501' });
    await expect(insertAs('anon')).rejects.toMatchObject({ code: '42501' });
    await insertAs('service_role');
  });
});

describe('an older database', () => {
  it('gets the storage schema from migrate(), and a second run changes nothing', async () => {
    await engine.owner.exec('drop schema storage cascade');
    const report = await migrate(engine.owner);
    expect(report).toEqual({ created: false, applied: [] });
    expect(await one(`select to_regclass('storage.objects') is not null as ok`)).toEqual({ ok: true });
    await migrate(engine.owner);
    // The file itself is idempotent too (a second application is harmless).
    await engine.owner.exec(readFileSync(join(paths.shim, '30_storage.sql'), 'utf8'));
    expect(await one(`select count(*)::int as n from storage.buckets`)).toEqual({ n: 0 });
  });
});
