import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { authRoutes } from './auth/routes.ts';
import type { StackConfig } from './config.ts';
import { isLoopbackHost, stackConfig } from './config.ts';
import type { StackDeps } from './deps.ts';
import type { Engine } from './engine/engine.ts';
import { ApiError } from './errors.ts';
import { functionRoutes } from './functions/routes.ts';
import { LOCAL_RESEND_WEBHOOK_SECRET, MAIL_FAKE_PATH } from './mail-fake/constants.ts';
import { mailFakeRoutes } from './mail-fake/server.ts';
import { startNetWorker } from './net-worker.ts';
import { restRoutes } from './rest/routes.ts';
import { startScheduler, storeLocalSchedulerSecrets } from './scheduler.ts';
import { storageRoutes } from './storage/routes.ts';
import { type ObjectStore, openObjectFolder } from './storage/store.ts';

/** Headers supabase-js and ra-supabase read from responses; without them CORS hides Content-Range. */
const EXPOSED_HEADERS = ['Content-Range', 'Content-Location', 'Location', 'X-Supabase-Api-Version', 'WWW-Authenticate'];

/** `storage`: where /storage/v1 keeps object bytes; without one the app has no Storage API. */
function createApp(deps: StackDeps, storage?: ObjectStore): Hono {
  const app = new Hono();
  // Only the configured site and console: any other page would otherwise reach this stack with the
  // public demo keys. A refused origin gets no Access-Control-Allow-Origin, so its browser blocks it.
  const allowedOrigin = (origin: string) => (deps.config.allowedOrigins.includes(origin) ? origin : null);
  // Preflights are answered by Hono's cors middleware alone.
  app.options(
    '*',
    cors({
      origin: allowedOrigin,
      credentials: true,
      allowHeaders: [
        'authorization',
        'apikey',
        'content-type',
        'prefer',
        'range',
        'accept',
        'accept-profile',
        'content-profile',
        'x-client-info',
        'x-supabase-api-version',
        // storage-js uploads
        'x-upsert',
        'cache-control',
        'x-metadata',
        'content-encoding',
      ],
      allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: EXPOSED_HEADERS,
      maxAge: 86400,
    }),
  );
  // Every other response gets the same headers cors() would give it, set once it is finished: cors()
  // sets them before the handler runs, which makes Hono copy each response into a full web Response
  // (the body re-encoded through web streams), a cost `pnpm bench:api` shows on every request.
  app.use('*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    const origin = allowedOrigin(c.req.header('origin') ?? '');
    if (origin) headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(','));
    headers.append('Vary', 'Origin');
  });
  // DNS rebinding: a page whose name an attacker points at this machine is same-origin with itself, so
  // CORS never applies, but its requests carry its own Host. Only this stack's own names are answered.
  app.use('*', async (c, next) => {
    if (!knownHost(c.req.header('host') ?? '', deps.config)) return c.json({ message: 'Unknown host' }, 403);
    await next();
  });
  // As Cloudflare in front of hosted Supabase: the socket address replaces whatever the client put in
  // cf-connecting-ip (the header private.client_address_source trusts) and is appended to
  // x-forwarded-for, so a client's own claims never become its rate-limit key.
  app.use('*', async (c, next) => {
    const address = getConnInfo(c).remote.address ?? '';
    const headers = c.req.raw.headers;
    headers.set('cf-connecting-ip', address);
    const claimed = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', claimed ? `${claimed}, ${address}` : address);
    await next();
  });
  app.route('/rest/v1', restRoutes(deps));
  app.route('/auth/v1', authRoutes(deps));
  app.route('/functions/v1', functionRoutes(deps));
  if (storage) app.route('/storage/v1', storageRoutes(deps, storage));
  // The offline Resend fake: the booking mails' RESEND_BASE_URL unless a real key is given (functions/routes.ts).
  // Its bounce events go to the stack's own mail-events function, signed with the local webhook secret.
  app.route(
    MAIL_FAKE_PATH,
    mailFakeRoutes(deps.engine.owner, {
      print: deps.config.printMail,
      // Read when a bounce is sent: a stack on port 0 learns its URL only once it listens.
      events: () => ({
        url: `${deps.config.publicUrl.replace(/\/+$/, '')}/functions/v1/mail-events`,
        secret: LOCAL_RESEND_WEBHOOK_SECRET,
      }),
    }),
  );
  app.get('/health', (c) => c.json({ ok: true, engine: deps.engine.kind }));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status as 400);
    }
    console.error(error);
    return c.json({ code: 'PGRST000', message: 'Internal server error', details: null, hint: null }, 500);
  });
  return app;
}

/**
 * The Host values this stack answers: its loopback names and its public URL's, on its port. Bound to every
 * interface (0.0.0.0, ::), it cannot know its names and answers any (the exposure warning says so).
 */
function knownHost(host: string, config: StackConfig): boolean {
  if (config.host === '0.0.0.0' || config.host === '::') return true;
  const names = [config.host, '127.0.0.1', 'localhost', '[::1]'];
  // A client leaves the port out of Host when it is the scheme's default.
  const withPort = names.map((name) => (config.port === 80 ? name : `${name}:${config.port}`));
  return [...withPort, new URL(config.publicUrl).host].includes(host.toLowerCase());
}

/** Said when the stack listens beyond this machine: it accepts well-known demo keys. */
export function exposureWarning(host: string): string | null {
  if (isLoopbackHost(host)) return null;
  return [
    '',
    `!!! WARNING: the local Supabase stack is listening on ${host}, reachable from other machines.`,
    "!!! It accepts the Supabase CLI's public demo keys: anyone who can reach this port can read and",
    '!!! change every row with the service key. Bind to 127.0.0.1 (the default) unless you mean it.',
    '',
  ].join('\n');
}

export interface RunningStack {
  url: string;
  config: StackConfig;
  engine: Engine;
  close(): Promise<void>;
}

/** Starts the HTTP API on an existing engine. Port 0 picks a free port (tests). */
export async function listen(engine: Engine, overrides: Partial<StackConfig> = {}): Promise<RunningStack> {
  const base = stackConfig(overrides);
  const warning = exposureWarning(base.host);
  if (warning) console.warn(warning);
  // Storage's files: <data folder>/storage, or a temporary folder removed on close (tests, in-memory).
  const storage = await openObjectFolder(base.storageDir);
  const app = createApp({ engine, config: base }, storage.store);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: base.port, hostname: base.host }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (error) => {
    await storage.dispose();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const config = base.port === port ? base : stackConfig({ ...overrides, port });
  // Route modules hold the config object: keep the same instance, now with the real port.
  Object.assign(base, config);
  // Delivers what net.http_post queued (rebuild hooks), as pg_net's background worker does when hosted.
  const net = startNetWorker(engine);
  // Runs the jobs migrations scheduled (exchange rates), as pg_cron does when hosted; they call this
  // stack's functions with the secrets a hosted project keeps in Vault.
  await storeLocalSchedulerSecrets(engine, config.publicUrl, config.serviceRoleKey).catch((error: unknown) =>
    console.warn(`[cron] Vault secrets not stored: ${error instanceof Error ? error.message : error}`),
  );
  const scheduler = startScheduler(engine, { onRun: () => net.poke() });
  return {
    url: config.publicUrl,
    config: base,
    engine,
    close: async () => {
      await scheduler.stop();
      await net.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await storage.dispose();
    },
  };
}
