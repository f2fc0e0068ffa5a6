// Test support (not a test): an in-memory database with the auth shim, and /auth/v1 served on a free
// port, without server.ts so these tests do not depend on the REST and functions modules.

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import pg from 'pg';
import type { StackConfig } from '../config.ts';
import { LOCAL_AUTHENTICATOR_PASSWORD, stackConfig } from '../config.ts';
import type { Engine } from '../engine/engine.ts';
import { pgliteEngine } from '../engine/pglite.ts';
import { postgresEngine } from '../engine/postgres.ts';
import { authRoutes } from './routes.ts';

const ROLES = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  create role authenticator noinherit;
  grant anon, authenticated, service_role to authenticator;`;

// The auth schema and the inbox's columns for product mail, which readInbox selects.
const SHIM = ['10_auth.sql', '60_local_mail_messages.sql', '70_local_mail_headers.sql']
  .map((file) => readFileSync(new URL(`../../shim/${file}`, import.meta.url), 'utf8'))
  .join('\n');

// The same roles on a shared PostgreSQL cluster, where they may exist already (roles are cluster-wide).
const PG_ROLES = `
  do $$ begin
    if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
    if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
    if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
    if not exists (select 1 from pg_roles where rolname = 'authenticator') then
      create role authenticator login noinherit password '${LOCAL_AUTHENTICATOR_PASSWORD}';
    end if;
  end $$;
  grant anon, authenticated, service_role to authenticator;`;

/**
 * In-memory PGlite by default. With AUTH_TEST_POSTGRES_URL (a superuser URL of a scratch cluster) each
 * test file gets a fresh database there instead, to check the SQL on PostgreSQL 15 as well.
 */
export async function openAuthDatabase(): Promise<Engine> {
  const clusterUrl = process.env.AUTH_TEST_POSTGRES_URL;
  if (!clusterUrl) {
    const engine = pgliteEngine(new PGlite());
    await engine.owner.exec(ROLES);
    await engine.owner.exec(SHIM);
    return engine;
  }
  const name = `auth_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const engine = postgresEngine(url.toString());
  await engine.owner.exec(PG_ROLES);
  await engine.owner.exec(SHIM);
  return engine;
}

export interface AuthServer {
  url: string;
  config: StackConfig;
  close(): Promise<void>;
}

export async function serveAuth(engine: Engine, overrides: Partial<StackConfig> = {}): Promise<AuthServer> {
  const config = stackConfig({ port: 0, siteUrl: 'http://localhost:4321', ...overrides });
  const app = new Hono();
  app.route('/auth/v1', authRoutes({ engine, config }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: config.host });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  // Routes read the config per request: fix the real port (and so publicUrl, the JWT issuer) in place.
  Object.assign(config, stackConfig({ siteUrl: config.siteUrl, ...overrides, port }));
  return {
    url: config.publicUrl,
    config,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

/** A real supabase-js client, without storage or timers, so each test controls its own session. */
export function client(server: AuthServer, key = server.config.anonKey) {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** Narrows a value the test has just asserted on (instead of `!`). */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
