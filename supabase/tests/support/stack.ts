import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Database } from '@app/shared/database.types';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Agent, fetch as undiciFetch } from 'undici';
import { inject } from 'vitest';
import type { StackConfig } from '../../local/src/config.ts';
import type { Engine } from '../../local/src/engine/engine.ts';
import { pgliteFromDump } from '../../local/src/engine/pglite.ts';
import { postgresEngine } from '../../local/src/engine/postgres.ts';
import { listen, type RunningStack } from '../../local/src/server.ts';
import { TEMPLATE_DATABASE } from './global-setup.ts';
import { databaseUrl } from './postgres-cluster.ts';

export { DEMO_ADMIN, DEMO_COUNSELLORS, DEMO_STUDENT } from '@app/shared/local-backend';

export interface LocalMail {
  to: string;
  type: string;
  subject: string;
  text: string;
  action_link: string;
}

export interface TestStack extends RunningStack {
  anon(headers?: Record<string, string>): SupabaseClient<Database>;
  /** An anon client whose requests leave from this loopback address (127.0.0.2, ...): a distinct
   *  caller as the stack's socket sees it, whatever headers it sends. */
  anonFrom(localAddress: string, headers?: Record<string, string>): SupabaseClient<Database>;
  service(): SupabaseClient<Database>;
  /** A client signed in with e-mail and password through the stack's own /auth/v1. */
  signedIn(credentials: { email: string; password: string }): Promise<SupabaseClient<Database>>;
  /** The mails the stack's GoTrue sent to this address, newest first (its local inbox, service key). */
  inbox(email: string): Promise<LocalMail[]>;
  /** A one-time human-check pass for a form (its table), as verify-human issues it once a token passed. */
  humanPass(form: string): Promise<string>;
  /** `row` with a fresh human-check pass for `form`, as the site's forms send it. */
  withPass<R extends object>(form: string, row: R): Promise<R & { human_pass: string }>;
  /** Creates a confirmed non-admin user through the admin API and returns a signed-in client. */
  newUser(metadata?: Record<string, unknown>): Promise<{ client: SupabaseClient<Database>; id: string; email: string }>;
}

/** A private copy of the migrated, seeded template on the engine of this Vitest project. */
async function copyOfTemplate(): Promise<Engine> {
  const cluster = inject('postgresCluster');
  if (cluster) {
    const name = `test_${randomUUID().replaceAll('-', '')}`;
    const owner = postgresEngine(cluster);
    await owner.owner.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await owner.close();
    return postgresEngine(databaseUrl(cluster, name));
  }
  const template = inject('pgliteTemplate');
  return pgliteFromDump(new Blob([readFileSync(template)]));
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export async function startTestStack(config: Partial<StackConfig> = {}): Promise<TestStack> {
  const engine = await copyOfTemplate();
  const running = await listen(engine, { port: 0, ...config });
  const { url } = running;
  const anonKey = running.config.anonKey;
  const make = (key: string, headers: Record<string, string> = {}, fetch?: typeof globalThis.fetch) =>
    createClient<Database>(url, key, { ...clientOptions, global: { headers, ...(fetch ? { fetch } : {}) } });
  const agents: Agent[] = [];
  const stack: TestStack = {
    ...running,
    close: async () => {
      await Promise.all(agents.map((agent) => agent.close()));
      await running.close();
      await engine.close();
    },
    anon: (headers) => make(anonKey, headers),
    anonFrom(localAddress, headers) {
      const dispatcher = new Agent({ localAddress });
      agents.push(dispatcher);
      const fetch = ((input: string, init?: object) =>
        undiciFetch(input, { ...init, dispatcher })) as unknown as typeof globalThis.fetch;
      return make(anonKey, headers, fetch);
    },
    service: () => make(running.config.serviceRoleKey),
    async signedIn(credentials) {
      const client = make(anonKey);
      const { error } = await client.auth.signInWithPassword(credentials);
      if (error) throw error;
      return client;
    },
    async humanPass(form) {
      const { rows } = await engine.owner.query<{ pass: string }>('select public.issue_human_pass($1) as pass', [form]);
      return rows[0]?.pass ?? '';
    },
    async withPass(form, row) {
      return { ...row, human_pass: await stack.humanPass(form) };
    },
    async inbox(email) {
      const response = await fetch(`${url}/auth/v1/_local/inbox?email=${encodeURIComponent(email)}`, {
        headers: { apikey: running.config.serviceRoleKey },
      });
      if (!response.ok) throw new Error(`inbox: ${response.status}`);
      return ((await response.json()) as { messages: LocalMail[] }).messages;
    },
    async newUser(metadata = {}) {
      const email = `user-${randomUUID().slice(0, 8)}@example.com`;
      const password = 'test-password-123';
      const { data, error } = await stack.service().auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        user_metadata: metadata,
      });
      if (error || !data.user) throw error ?? new Error('no user');
      return { client: await stack.signedIn({ email, password }), id: data.user.id, email };
    },
  };
  return stack;
}
