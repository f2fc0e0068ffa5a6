import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startTestStack, type TestStack } from './support/stack.ts';

// Content the static site bakes in must reach it: a change asks the deploy hook for a rebuild (through
// net.http_post, delivered by the stack as pg_net does when hosted), once per burst, and the hook URL
// (a secret) stays out of reach of every API role.

let stack: TestStack;
let admin: SupabaseClient<Database>;
let hook: Server;
let hookUrl: string;
const received: { table: string; operation: string }[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signedIn(DEMO_ADMIN);
  hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/rebuild`;
});
afterAll(async () => {
  await stack.close();
  hook.close();
});

async function useHook(minInterval: string): Promise<void> {
  await stack.engine.owner.query('delete from private.site_rebuild_hooks');
  await stack.engine.owner.query('delete from net.http_request_queue');
  await stack.engine.owner.query(
    `insert into private.site_rebuild_hooks (name, url, min_interval) values ('site', $1, $2::interval)`,
    [hookUrl, minInterval],
  );
  received.length = 0;
}

async function queued(): Promise<number> {
  const { rows } = await stack.engine.owner.query<{ n: number }>(
    'select count(*)::int as n from net.http_request_queue',
  );
  return rows[0]?.n ?? 0;
}

const news = (title: string) => ({ title, summary: 'Rebuild hook test' });

describe('a content change requests a rebuild', () => {
  beforeEach(() => useHook('0 seconds'));

  it("an admin's new news article reaches the deploy hook, naming the table", async () => {
    const { error } = await admin.from('news').insert(news('Hook delivery'));
    expect(error).toBeNull();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(received[0]).toEqual({ reason: 'content changed', table: 'news', operation: 'INSERT' });
  });

  it("a university's new name, and deleting it (with its programs), each request one rebuild", async () => {
    const { data, error } = await admin
      .from('universities_data')
      .insert({ university_name: 'Hook University' })
      .select('id')
      .single();
    expect(error).toBeNull();
    await admin
      .from('universities_data')
      .update({ university_name: 'Renamed University' })
      .eq('id', data?.id ?? 0);
    await admin
      .from('universities_data')
      .delete()
      .eq('id', data?.id ?? 0);
    expect(await queued()).toBe(3);
  });

  it('one statement or transaction changing many rows requests one rebuild, not one per row', async () => {
    const { error } = await admin.from('news').insert([news('Bulk 1'), news('Bulk 2'), news('Bulk 3')]);
    expect(error).toBeNull();
    expect(await queued()).toBe(1);
  });

  it('every table the site bakes in requests a rebuild; visitor submissions do not', async () => {
    const baked = [
      'universities_data',
      'programs',
      'accommodation_options',
      'pricing_plans',
      'news',
      'videos',
      'careers',
      'testimonials',
      'countries',
      'cities',
      'exchange_rates',
      'home_country_steps',
      'scholarships',
    ];
    const { rows } = await stack.engine.owner.query<{ table_name: string }>(
      `select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname like 'request_site_rebuild_on_%' group by 1 having count(*) = 4 order by 1`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([...baked].sort());
    await stack
      .anon()
      .from('community_blog_posts')
      .insert({ title: 'Not baked', content: 'Stories load at run time', author: 'Test' });
    expect(await queued()).toBe(0);
  });
});

describe('only a change staff made rebuilds the site', () => {
  beforeEach(() => useHook('0 seconds'));

  it("a student's write that RLS turns into nothing requests no rebuild", async () => {
    const student = (await stack.newUser()).client;
    await student.from('videos').update({ description: 'Storm' }).eq('id', -1);
    await student.from('videos').update({ description: 'Storm' }).gt('id', 0);
    await student.from('news').delete().gt('id', 0);
    await stack.anon().from('videos').update({ description: 'Storm' }).gt('id', 0);
    expect(await queued()).toBe(0);
  });

  it("an admin's statement that changes no row requests no rebuild; one that changes a row does", async () => {
    await admin.from('videos').update({ description: 'Nothing' }).eq('id', -1);
    await admin.from('news').delete().eq('id', -1);
    expect(await queued()).toBe(0);
    const { data } = await admin.from('videos').select('id').limit(1).single();
    await admin
      .from('videos')
      .update({ description: 'Changed by staff' })
      .eq('id', data?.id ?? 0);
    expect(await queued()).toBe(1);
  });

  it('a row changed on behalf of a signed-in user who is not an admin requests no rebuild', async () => {
    const student = await stack.newUser();
    // As if a function running for the student changed a row (RLS aside): the request is the student's.
    await stack.engine.owner.exec(`begin;
      select set_config('request.jwt.claims', '{"role": "authenticated", "sub": "${student.id}"}', true);
      update public.videos set description = 'On behalf of a student' where id = (select min(id) from public.videos);
      commit;`);
    expect(await queued()).toBe(0);
  });

  it('the service role and SQL of the database itself (migrations, the SQL editor) still rebuild', async () => {
    const { data } = await stack.service().from('videos').select('id').limit(1).single();
    await stack
      .service()
      .from('videos')
      .update({ description: 'By the service role' })
      .eq('id', data?.id ?? 0);
    expect(await queued()).toBe(1);
    await stack.engine.owner.query('delete from net.http_request_queue');
    await stack.engine.owner.query(`update public.videos set description = 'By SQL' where id = $1`, [data?.id]);
    expect(await queued()).toBe(1);
  });
});

describe('bursts are coalesced', () => {
  beforeEach(() => useHook('1 hour'));

  it('several separate edits inside the window request one rebuild', async () => {
    for (const title of ['Burst 1', 'Burst 2', 'Burst 3', 'Burst 4']) {
      const { error } = await admin.from('news').insert(news(title));
      expect(error).toBeNull();
    }
    await admin.from('videos').update({ description: 'Burst' }).eq('id', 1);
    expect(await queued()).toBe(1);
  });

  it('a disabled hook is not called', async () => {
    await stack.engine.owner.query('update private.site_rebuild_hooks set enabled = false');
    await admin.from('news').insert(news('Disabled hook'));
    expect(await queued()).toBe(0);
  });
});

describe('the hook is private', () => {
  it('no API role can read or change the hook URLs', async () => {
    await useHook('0 seconds');
    for (const role of ['anon', 'authenticated']) {
      for (const sql of [
        'select url from private.site_rebuild_hooks',
        `update private.site_rebuild_hooks set url = 'https://attacker.example/'`,
      ]) {
        const outcome = await stack.engine
          .transaction(async (tx) => {
            await tx.query(`select set_config('role', $1, true)`, [role]);
            await tx.query(sql);
            return 'allowed';
          })
          .catch((error: { code?: string }) => error.code);
        expect(outcome, `${role}: ${sql}`).toBe('42501');
      }
    }
  });

  it('net.http_post is out of reach over the API, which serves only `public` (its grants do not protect it)', async () => {
    for (const client of [stack.anon(), admin]) {
      const { error } = await client
        .schema('net' as 'public')
        .rpc('http_post' as never, { url: 'https://attacker.example/' } as never);
      expect(error?.code).toBe('PGRST106');
    }
    expect(await queued()).toBe(0);
  });

  it("a hook that cannot be reached never fails the admin's write", async () => {
    await stack.engine.owner.query(`update private.site_rebuild_hooks set url = 'http://127.0.0.1:9/unreachable'`);
    const { error, status } = await admin.from('news').insert(news('Unreachable hook'));
    expect(error).toBeNull();
    expect(status).toBe(201);
    await expect
      .poll(async () => {
        const { rows } = await stack.engine.owner.query<{ n: number }>(
          'select count(*)::int as n from net.http_request_queue where delivered_at is null',
        );
        return rows[0]?.n;
      })
      .toBe(0);
  });
});

// pg_net raises unless a Content-Type header, if any (name in any case), is exactly 'application/json'
// (its net.http_post). The trigger calls it inside the admin's transaction, so a hook row it would refuse
// must never be stored: it would make every content save fail.
const refusedHeaders = [
  { 'Content-Type': 'text/plain' },
  { 'Content-Type': 'application/json; charset=utf-8' },
  { 'content-type': 'text/plain' },
  { 'CONTENT-TYPE': 'Application/JSON' },
];
const acceptedHeaders = [
  {},
  { 'content-type': 'application/json' },
  { 'Content-Type': 'application/json', Authorization: 'Bearer deploy-token' },
];

describe('hook headers pg_net would refuse', () => {
  it('a hook row whose Content-Type is not exactly application/json is refused when written', async () => {
    await stack.engine.owner.query('delete from private.site_rebuild_hooks');
    // Stricter than pg_net where it reads only the first Content-Type: the request would carry both.
    const duplicate = { 'Content-Type': 'application/json', 'content-type': 'text/plain' };
    for (const headers of [...refusedHeaders, duplicate, ['Content-Type', 'application/json'], 'application/json']) {
      const outcome = await stack.engine.owner
        .query(`insert into private.site_rebuild_hooks (name, url, headers) values ('bad', $1, $2::jsonb)`, [
          hookUrl,
          JSON.stringify(headers),
        ])
        .then(() => 'stored')
        .catch((error: { code?: string }) => error.code);
      expect(outcome, JSON.stringify(headers)).toBe('23514');
    }
    for (const [index, headers] of acceptedHeaders.entries()) {
      await stack.engine.owner.query(
        `insert into private.site_rebuild_hooks (name, url, headers, min_interval) values ($1, $2, $3::jsonb, '0 seconds')`,
        [`good-${index}`, hookUrl, JSON.stringify(headers)],
      );
    }
    await stack.engine.owner.query('delete from net.http_request_queue');
    const { error } = await admin.from('news').insert(news('Accepted headers'));
    expect(error).toBeNull();
    expect(await queued()).toBe(acceptedHeaders.length);
  });

  it('the local net.http_post refuses the same headers as pg_net, and adds the Content-Type when absent', async () => {
    for (const headers of refusedHeaders) {
      const outcome = await stack.engine.owner
        .query(`select net.http_post('http://127.0.0.1:9/', '{}'::jsonb, '{}'::jsonb, $1::jsonb)`, [
          JSON.stringify(headers),
        ])
        .then(() => 'queued')
        .catch((error: Error) => error.message);
      expect(outcome, JSON.stringify(headers)).toContain('Content-Type header must be "application/json"');
    }
    await stack.engine.owner.query('delete from net.http_request_queue');
    await stack.engine.owner.query(
      `select net.http_post('http://127.0.0.1:9/', '{}'::jsonb, '{}'::jsonb, '{"Authorization": "Bearer x"}'::jsonb)`,
    );
    const { rows } = await stack.engine.owner.query<{ headers: Record<string, string> }>(
      'select headers from net.http_request_queue',
    );
    expect(rows[0]?.headers).toEqual({ Authorization: 'Bearer x', 'Content-Type': 'application/json' });
  });
});
