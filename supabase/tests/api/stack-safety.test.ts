import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../../local/src/rest/catalogue.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

// The local stack accepts the Supabase CLI's public demo keys, so it must not answer every web page
// (CORS), and it must bound slow queries as hosted roles do (statement_timeout).

const SITE = 'http://localhost:4321';
const CONSOLE = 'http://127.0.0.1:5173';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  // Test-only: a slow function anon may call, created by the owner as a migration would. pg_sleep
  // itself is no API endpoint, so this is the honest way to make an API request that runs long.
  await stack.engine.owner.exec(`
    create function public.test_slow_call(seconds float8 default 0) returns text
      language plpgsql as $$ begin perform pg_sleep(seconds); return current_setting('statement_timeout'); end $$;
    grant execute on function public.test_slow_call(float8) to anon, authenticated;`);
  invalidateCatalogue(stack.engine);
});
afterAll(() => stack.close());

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${stack.url}/rest/v1/news`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey' },
    });
  const read = (origin: string) =>
    fetch(`${stack.url}/rest/v1/news?select=id&limit=1`, { headers: { origin, apikey: stack.config.anonKey } });

  it('echoes the site and console origins', async () => {
    for (const origin of [SITE, CONSOLE]) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect((await read(origin)).headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
  });

  it('lets the browser read Content-Range and errors, with credentials, on every answer', async () => {
    const missing = await fetch(`${stack.url}/rest/v1/no_such_table`, {
      headers: { origin: SITE, apikey: stack.config.anonKey },
    });
    expect(missing.status).toBe(404);
    for (const response of [await read(SITE), missing, await preflight(SITE)]) {
      expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
      expect(response.headers.get('vary')).toContain('Origin');
    }
  });

  it('gives a foreign page no Access-Control-Allow-Origin, so its browser withholds the answer', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:9999', 'null']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
      expect((await read(origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
      const auth = await fetch(`${stack.url}/auth/v1/settings`, { headers: { origin, apikey: stack.config.anonKey } });
      expect(auth.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describe('DNS rebinding', () => {
  // A page on evil.example whose name an attacker points at 127.0.0.1 is same-origin with itself:
  // CORS does not apply, but its requests still carry its own Host.
  const statusFor = (host: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(`${stack.url}/rest/v1/news?select=id&limit=1`);
      const call = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          headers: { host, apikey: stack.config.anonKey },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      call.on('error', reject);
      call.end();
    });

  it('answers 403 to a Host that is not this stack, and as usual to its own names', async () => {
    const { port } = new URL(stack.url);
    expect(await statusFor(`evil.example:${port}`)).toBe(403);
    expect(await statusFor('evil.example')).toBe(403);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect(await statusFor(host), host).toBe(200);
    }
  });
});

describe('statement_timeout of the API roles', () => {
  it('applies the impersonated role setting per request: anon 3 s, authenticated 8 s', async () => {
    expect((await stack.anon().rpc('test_slow_call' as never)).data).toBe('3s');
    const user = await stack.newUser();
    expect((await user.client.rpc('test_slow_call' as never)).data).toBe('8s');
  });

  it('cancels a slow anonymous query with 57014, answered as PostgREST does', async () => {
    const started = Date.now();
    const { data, error, status } = await stack.anon().rpc('test_slow_call' as never, { seconds: 3.5 } as never);
    expect(data).toBeNull();
    expect(status).toBe(500);
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });
});
