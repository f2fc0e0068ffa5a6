import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// Error bodies and status codes as PostgREST answers them; never 503/520, which clients retry.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: stack.config.serviceRoleKey,
      Authorization: `Bearer ${stack.config.serviceRoleKey}`,
      ...init.headers,
    },
  });

describe('PostgREST error mapping', () => {
  it('unique violation → 409', async () => {
    const { status, error } = await stack.service().from('settings').insert({ key: 'stripe', value: {} });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });

  it('foreign key violation → 409', async () => {
    const { status, error } = await stack
      .service()
      .from('programs')
      .insert({ university_id: 999999, name: 'X', level: "Master's" });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('check violation → 400 with the constraint in the message', async () => {
    const { status, error } = await stack
      .service()
      .from('testimonials')
      .insert({ author_name: 'A', content: 'B', rating: 6 });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('testimonials_rating_check');
  });

  it('invalid input syntax → 400', async () => {
    const { status, error } = await stack
      .anon()
      .from('universities_data')
      .select('*')
      .eq('id', 'abc' as unknown as number);
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('unknown table → 404, unknown column → 400', async () => {
    const table = await stack
      .anon()
      .from('no_such_table' as 'news')
      .select('*');
    expect(table.status).toBe(404);
    const column = await stack.anon().from('news').select('no_such_column');
    expect(column.status).toBe(400);
  });

  it('every error body has code, message, details and hint', async () => {
    const response = await rest('news?select=nope');
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('unsupported syntax is a 400, never a wrong result', async () => {
    for (const path of [
      'news?select=title&order=title.sideways',
      'news?title=wibble.x',
      'news?or=(title.eq.a',
      'news?select=title->>x',
    ]) {
      const response = await rest(path);
      expect(response.status, path).toBe(400);
    }
  });

  it('malformed JSON, a wrong content type and an oversized body are 4xx and write nothing', async () => {
    const before = (await stack.service().from('news').select('*', { count: 'exact', head: true })).count;
    const bad = await rest('news', {
      method: 'POST',
      body: '{"title": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const type = await rest('news', {
      method: 'POST',
      body: 'title=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(type.status).toBeGreaterThanOrEqual(400);
    expect(type.status).toBeLessThan(500);
    const huge = await rest('news', {
      method: 'POST',
      body: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    const after = (await stack.service().from('news').select('*', { count: 'exact', head: true })).count;
    expect(after).toBe(before);
  });

  it('a bulk insert with one bad row writes none of them', async () => {
    const before = (await stack.service().from('news').select('*', { count: 'exact', head: true })).count;
    const { error } = await stack
      .service()
      .from('news')
      .insert([{ title: 'Good' }, { title: null as unknown as string }]);
    expect(error?.code).toBe('23502');
    const after = (await stack.service().from('news').select('*', { count: 'exact', head: true })).count;
    expect(after).toBe(before);
  });
});

describe('keys and tokens', () => {
  it('a forged token is 401 PGRST301', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl';
    const response = await fetch(`${stack.url}/rest/v1/news?select=id`, {
      headers: { apikey: stack.config.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('PGRST301');
  });

  it('an opaque publishable key maps to anon', async () => {
    const response = await fetch(`${stack.url}/rest/v1/news?select=id&limit=1`, {
      headers: { apikey: 'sb_publishable_localdemo', Authorization: 'Bearer sb_publishable_localdemo' },
    });
    expect(response.status).toBe(200);
  });

  it('no key at all is refused', async () => {
    const response = await fetch(`${stack.url}/rest/v1/news?select=id`);
    expect(response.status).toBe(401);
  });
});
