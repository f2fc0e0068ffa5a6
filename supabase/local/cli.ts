// `pnpm backend ...`: the local Supabase-compatible stack's command line. See README.md beside this file.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createUser } from './src/auth/users.ts';
import { AUTH_RULES, DEFAULT_HOST, DEFAULT_PORT, stackConfig } from './src/config.ts';
import { paths } from './src/database.ts';
import { MAIL_FAKE_PATH } from './src/mail-fake/constants.ts';
import { configureLocalRebuildHook, rebuildHookUrlFromEnv } from './src/rebuild-hook.ts';
import { DEFAULT_DATA_DIR, openEngine, prepareDatabase, startStack } from './src/stack.ts';
import { generateTypes } from './src/typegen.ts';

const USAGE = `Usage:
  pnpm backend [--port N] [--host H] [--data DIR]     start the stack in the foreground
  pnpm backend reset [--data DIR]                     re-apply migrations and seed (erases local data)
  pnpm backend user add EMAIL PASSWORD [--admin] [--name NAME] [--data DIR]
  pnpm backend env [--port N]                         print SUPABASE_URL and the local keys
  pnpm backend types                                  regenerate shared/src/database.types.ts

Environment: BACKEND_PORT, BACKEND_HOST, BACKEND_DATA_DIR; DATABASE_URL to use a PostgreSQL server
(an owner role's URL) instead of PGlite; SITE_REBUILD_HOOK_URL to call on content changes (pnpm start
sets it to its rebuilder).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    admin: { type: 'boolean', default: false },
    name: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const port = Number(values.port ?? process.env.BACKEND_PORT ?? DEFAULT_PORT);
const host = values.host ?? process.env.BACKEND_HOST ?? DEFAULT_HOST;
const dataDir = values.data ?? process.env.BACKEND_DATA_DIR ?? DEFAULT_DATA_DIR;
const databaseUrl = process.env.DATABASE_URL || undefined;

function envLines(url: string): string {
  const config = stackConfig({ port, host });
  return [
    `SUPABASE_URL=${url}`,
    `SUPABASE_ANON_KEY=${config.anonKey}`,
    `SUPABASE_SERVICE_ROLE_KEY=${config.serviceRoleKey}`,
  ].join('\n');
}

/** GoTrue's captcha, as config.toml turns it on, with the provider the function secrets name (the fake in pnpm start). */
function captchaFromEnv() {
  const secretKey = AUTH_RULES.captcha ? process.env.CAPTCHA_SECRET_KEY : undefined;
  return secretKey ? { secretKey, verifyUrl: process.env.CAPTCHA_VERIFY_URL } : undefined;
}

async function start(): Promise<void> {
  const rebuildHookUrl = rebuildHookUrlFromEnv(process.env);
  const stack = await startStack({
    dataDir,
    databaseUrl,
    config: { port, host, printMail: true, captcha: captchaFromEnv() },
  });
  await configureLocalRebuildHook(stack.engine.owner, rebuildHookUrl);
  console.log(
    `Local Supabase stack (${stack.engine.kind}${databaseUrl ? '' : `, data in ${dataDir}`}) on ${stack.url}`,
  );
  console.log(envLines(stack.url));
  console.log('These keys are for this machine only.');
  // Booking mails go through the Resend SDK; without a real key they reach this stack's offline fake.
  console.log(
    process.env.RESEND_API_KEY
      ? 'Booking mail: sent through Resend (RESEND_API_KEY is set).'
      : `Booking mail: the offline Resend fake at ${stack.url}${MAIL_FAKE_PATH}, readable in the local inbox (GET /auth/v1/_local/inbox, service key).`,
  );
  const stop = async () => {
    await stack.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function reset(): Promise<void> {
  if (databaseUrl) {
    const engine = await openEngine({ databaseUrl });
    await engine.owner.exec(`drop schema if exists public, private, auth, net, extensions, storage, supabase_migrations cascade;
      create schema public;`);
    await prepareDatabase(engine);
    await engine.close();
  } else {
    // Fails while a stack holds the folder's lock; removing the database folder under it would corrupt it.
    const engine = await openEngine({ dataDir });
    await engine.close();
    rmSync(join(dataDir, 'pgdata'), { recursive: true, force: true });
    // Uploaded files go with the rows that pointed to them.
    rmSync(join(dataDir, 'storage'), { recursive: true, force: true });
    const fresh = await openEngine({ dataDir });
    await prepareDatabase(fresh);
    await fresh.close();
  }
  console.log('Database reset: migrations and seed applied.');
}

async function addUser(email: string | undefined, password: string | undefined): Promise<void> {
  if (!email || !password) throw new Error('user add needs EMAIL and PASSWORD.');
  const engine = await openEngine({ dataDir, databaseUrl });
  try {
    await prepareDatabase(engine);
    const id = await createUser(engine.owner, { email, password, fullName: values.name });
    if (values.admin) {
      await engine.owner.query(
        `insert into private.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id) do nothing`,
        [id],
      );
    }
    console.log(`User ${email} (${id}) created${values.admin ? ' with admin rights' : ''}.`);
  } finally {
    await engine.close();
  }
}

async function types(): Promise<void> {
  // From a fresh in-memory database, so the types reflect the migrations and nothing else.
  const engine = await openEngine({ inMemory: true });
  try {
    await prepareDatabase(engine, { seed: false });
    const target = join(paths.migrations, '..', '..', 'shared', 'src', 'database.types.ts');
    writeFileSync(target, await generateTypes(engine.owner));
    console.log(`Wrote ${target}`);
  } finally {
    await engine.close();
  }
}

async function main(): Promise<void> {
  const [command = 'start', ...rest] = positionals;
  if (values.help) return console.log(USAGE);
  switch (command) {
    case 'start':
      return start();
    case 'reset':
      return reset();
    case 'user':
      if (rest[0] !== 'add') break;
      return addUser(rest[1], rest[2]);
    case 'env':
      return console.log(envLines(`http://${host}:${port}`));
    case 'types':
      return types();
  }
  console.error(USAGE);
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
