import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functions } from '../../functions/_shared/registry.ts';
import { type PaymentsStack, startPaymentsStack } from '../support/payments.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

// Broken, mistyped and oversized requests to every part of the local API: a 4xx that says what is
// wrong, never a 500, and never a partial write. (PostgREST's own cases are in errors.test.ts.)

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const TWO_MB = 2 * 1024 * 1024;

function send(
  path: string,
  init: { method?: string; body?: BodyInit; type?: string; token?: string; base?: string } = {},
) {
  const token = init.token ?? stack.config.anonKey;
  return fetch(`${init.base ?? stack.url}${path}`, {
    method: init.method ?? 'POST',
    body: init.body,
    headers: {
      apikey: stack.config.anonKey,
      Authorization: `Bearer ${token}`,
      ...(init.type ? { 'Content-Type': init.type } : {}),
    },
  });
}

/** A client error with a JSON body that carries a message (never an HTML page or a stack trace). */
async function expectClientError(response: Response, label: string): Promise<void> {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  const body = (await response.json()) as Record<string, unknown>;
  expect(String(body.message ?? body.msg ?? ''), label).not.toBe('');
}

async function countUsers(): Promise<number> {
  const { rows } = await stack.engine.owner.query<{ n: number }>('select count(*)::int as n from auth.users');
  return rows[0]?.n ?? 0;
}

async function countRows(table: 'contacts' | 'community_blog_posts'): Promise<number> {
  const { count } = await stack.service().from(table).select('*', { count: 'exact', head: true });
  return count ?? 0;
}

const HOSTILE_BODIES: { label: string; body: BodyInit; type?: string }[] = [
  { label: 'truncated JSON', body: '{"email": "a@example.com", ', type: 'application/json' },
  { label: 'a JSON array', body: '[1, 2, 3]', type: 'application/json' },
  { label: 'a JSON string', body: '"hello"', type: 'application/json' },
  { label: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: 'application/json' },
  { label: 'deeply nested JSON', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, type: 'application/json' },
  { label: 'plain text', body: 'email=a@example.com&password=secret', type: 'text/plain' },
  { label: 'XML', body: '<signup><email>a@example.com</email></signup>', type: 'application/xml' },
  {
    label: 'mistyped fields',
    body: JSON.stringify({ email: ['a@example.com'], password: { $gt: '' }, data: 'x' }),
    type: 'application/json',
  },
  { label: 'an oversized body', body: JSON.stringify({ email: 'a@example.com', pad: 'x'.repeat(TWO_MB) }) },
];

describe('/auth/v1 with hostile bodies', () => {
  for (const path of ['/auth/v1/signup', '/auth/v1/token?grant_type=password', '/auth/v1/recover']) {
    it(`${path}: every broken body is a 4xx and creates nobody`, async () => {
      const before = await countUsers();
      for (const { label, body, type } of HOSTILE_BODIES) {
        await expectClientError(await send(path, { body, type: type ?? 'application/json' }), `${path} ${label}`);
      }
      expect(await countUsers()).toBe(before);
    });
  }

  it('an over-long e-mail or password in a valid body is refused, not stored', async () => {
    const before = await countUsers();
    const longEmail = `${'a'.repeat(100_000)}@example.com`;
    for (const body of [
      { email: longEmail, password: 'long-enough-passw0rd' },
      { email: 'long.password@example.com', password: 'p'.repeat(100_000) },
    ]) {
      await expectClientError(
        await send('/auth/v1/signup', { body: JSON.stringify(body), type: 'application/json' }),
        JSON.stringify(body).slice(0, 40),
      );
    }
    expect(await countUsers()).toBe(before);
  });

  it('PUT /user with a broken body changes nothing', async () => {
    const user = await stack.newUser({ full_name: 'Intact Name' });
    const { data: session } = await user.client.auth.getSession();
    const token = session.session?.access_token ?? '';
    for (const { label, body, type } of HOSTILE_BODIES) {
      await expectClientError(
        await send('/auth/v1/user', { method: 'PUT', body, type: type ?? 'application/json', token }),
        `PUT /user ${label}`,
      );
    }
    const { data } = await user.client.auth.getUser();
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.user_metadata.full_name).toBe('Intact Name');
  });
});

describe('/rest/v1 with hostile bodies', () => {
  it('public inserts: every broken body is a 4xx and stores nothing', async () => {
    for (const table of ['contacts', 'community_blog_posts'] as const) {
      const before = await countRows(table);
      for (const { label, body, type } of HOSTILE_BODIES) {
        await expectClientError(
          await send(`/rest/v1/${table}`, { body, type: type ?? 'application/json' }),
          `${table} ${label}`,
        );
      }
      expect(await countRows(table)).toBe(before);
    }
  });

  it('a batch with one over-long story stores none of the batch', async () => {
    const before = await countRows('community_blog_posts');
    const response = await send('/rest/v1/community_blog_posts', {
      type: 'application/json',
      body: JSON.stringify([
        { title: 'Fine', content: 'A fine story', author: 'A' },
        { title: 'Too long', content: 'x'.repeat(10_001), author: 'B' },
      ]),
    });
    await expectClientError(response, 'batch');
    expect(await countRows('community_blog_posts')).toBe(before);
  });

  it('PATCH and RPC with broken bodies are 4xx and change nothing', async () => {
    const service = stack.config.serviceRoleKey;
    const { data: before } = await stack.service().from('news').select('*').order('id');
    for (const { label, body, type } of HOSTILE_BODIES.filter((b) => b.label !== 'mistyped fields')) {
      await expectClientError(
        await send('/rest/v1/news?id=gt.0', {
          method: 'PATCH',
          body,
          type: type ?? 'application/json',
          token: service,
        }),
        `PATCH ${label}`,
      );
      if (!['a JSON array', 'a JSON string'].includes(label)) {
        await expectClientError(
          await send('/rest/v1/rpc/is_admin', { body, type: type ?? 'application/json', token: service }),
          `RPC ${label}`,
        );
      }
    }
    const { data: after } = await stack.service().from('news').select('*').order('id');
    expect(after).toEqual(before);
  });

  it('an over-long URL or filter is refused, not a server error', async () => {
    const response = await send(`/rest/v1/news?select=id&title=eq.${'x'.repeat(20_000)}`, { method: 'GET' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('a 10,000-deep JSON body', () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

  it('is a 400 that says so on every JSON endpoint, and changes nothing', async () => {
    const service = stack.config.serviceRoleKey;
    const user = await stack.newUser({ full_name: 'Intact Name' });
    const { data: session } = await user.client.auth.getSession();
    const usersBefore = await countUsers();
    const storiesBefore = await countRows('community_blog_posts');
    const cases: { path: string; method?: string; token?: string; body: string }[] = [
      { path: '/rest/v1/community_blog_posts', body: `{"title":"t","content":${deep},"author":"a"}` },
      { path: '/rest/v1/rpc/is_admin', body: `{"nested":${deep}}`, token: service },
      { path: '/rest/v1/news?id=gt.0', method: 'PATCH', body: `{"title":${deep}}`, token: service },
      {
        path: '/auth/v1/signup',
        body: `{"email":"deep@example.com","password":"a-strong-passw0rd","data":{"x":${deep}}}`,
      },
      { path: '/auth/v1/user', method: 'PUT', body: `{"data":{"x":${deep}}}`, token: session.session?.access_token },
    ];
    for (const { path, method, token, body } of cases) {
      const response = await send(path, { method, token, body, type: 'application/json' });
      expect(response.status, path).toBe(400);
      const answer = (await response.json()) as Record<string, unknown>;
      expect(String(answer.message), path).toMatch(/nested deeper than 128 levels/);
    }
    expect(await countUsers()).toBe(usersBefore);
    expect(await countRows('community_blog_posts')).toBe(storiesBefore);
    expect((await user.client.auth.getUser()).data.user?.user_metadata.full_name).toBe('Intact Name');
  });

  it('ordinary nesting still passes', async () => {
    const response = await send('/rest/v1/rpc/is_admin', { body: `{"nested":${'['.repeat(20)}${']'.repeat(20)}}` });
    expect(response.status).not.toBe(400);
  });
});

describe('/functions/v1 with hostile bodies', () => {
  // The functions configured as in production (Stripe secrets, pointed at the offline Stripe fake), so
  // a 500 can only come from the body, not from missing configuration.
  let payments: PaymentsStack;
  beforeAll(async () => {
    payments = await startPaymentsStack();
  });
  afterAll(() => payments.close());

  it('an unknown function is a 404', async () => {
    await expectClientError(await send('/functions/v1/no-such-function', { body: '{}' }), 'unknown');
  });

  for (const name of Object.keys(functions)) {
    it(`${name}: every broken body is a 4xx`, async () => {
      for (const { label, body, type } of HOSTILE_BODIES) {
        const response = await send(`/functions/v1/${name}`, {
          body,
          type: type ?? 'application/json',
          base: payments.stack.url,
        });
        expect(response.status, `${name} ${label}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${name} ${label}`).toBeLessThan(500);
      }
    });
  }
});
