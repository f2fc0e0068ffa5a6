import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoUsers } from './demo-users.ts';
import type { OwnerSql } from './engine/engine.ts';

const supabaseDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const paths = {
  shim: join(supabaseDir, 'local', 'shim'),
  migrations: join(supabaseDir, 'migrations'),
  seed: join(supabaseDir, 'seed.sql'),
};

function sqlFiles(dir: string): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** True once the platform shim has been applied to this database. */
async function hasShim(owner: OwnerSql): Promise<boolean> {
  const { rows } = await owner.query<{ ok: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
  );
  return rows[0]?.ok ?? false;
}

/**
 * Shim files added after local databases already existed, each with the test that tells whether a
 * database has it. A new database gets them with the others; an older one (a data folder from an
 * earlier checkout) gets the missing ones once. These files must be idempotent.
 */
const LATE_SHIMS: { file: string; present: string }[] = [
  { file: '30_storage.sql', present: `select to_regnamespace('storage') is not null as ok` },
  {
    file: '40_cron.sql',
    present: `select to_regnamespace('cron') is not null as ok`,
  },
  { file: '50_vault.sql', present: `select to_regnamespace('vault') is not null as ok` },
  {
    file: '60_local_mail_messages.sql',
    present: `select exists (select 1 from information_schema.columns
      where table_schema = 'auth' and table_name = 'local_mail' and column_name = 'idempotency_key') as ok`,
  },
  {
    file: '70_local_mail_headers.sql',
    present: `select exists (select 1 from information_schema.columns
      where table_schema = 'auth' and table_name = 'local_mail' and column_name = 'headers') as ok`,
  },
];

async function applyLateShims(owner: OwnerSql): Promise<void> {
  for (const { file, present } of LATE_SHIMS) {
    const { rows } = await owner.query<{ ok: boolean }>(present);
    if (rows[0]?.ok) continue;
    await runInTransaction(owner, readFileSync(join(paths.shim, file), 'utf8'), `shim ${file}`);
  }
}

export interface MigrationReport {
  /** True when this call created the platform shim: an empty database, now ready for the seed. */
  created: boolean;
  applied: string[];
}

/**
 * Brings a database up to date: the platform shim once, then every migration not applied yet, recorded
 * in supabase_migrations.schema_migrations as the Supabase CLI does. Each file runs in its own
 * transaction, so a failing migration leaves the previous state intact.
 */
export async function migrate(owner: OwnerSql): Promise<MigrationReport> {
  const created = !(await hasShim(owner));
  if (created) {
    for (const file of sqlFiles(paths.shim)) {
      await runInTransaction(owner, file.sql, `shim ${file.name}`);
    }
    await owner.exec(`
      create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key, name text not null,
        applied_at timestamptz not null default now());`);
  } else {
    await applyLateShims(owner);
  }
  const { rows } = await owner.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const done: string[] = [];
  for (const file of sqlFiles(paths.migrations)) {
    const [version] = file.name.split('_');
    if (!version || applied.has(version)) continue;
    await runInTransaction(
      owner,
      `${file.sql}\n;insert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${file.name.replace(/'/g, "''")}');`,
      `migration ${file.name}`,
    );
    done.push(file.name);
  }
  return { created, applied: done };
}

/** Demo content (seed.sql), then the demo accounts, which seed.sql leaves to the auth service. */
export async function seed(owner: OwnerSql): Promise<void> {
  if (!existsSync(paths.seed)) return;
  await runInTransaction(owner, readFileSync(paths.seed, 'utf8'), 'seed.sql');
  await createDemoUsers(owner);
}

async function runInTransaction(owner: OwnerSql, sql: string, label: string): Promise<void> {
  try {
    await owner.exec(`begin;\n${sql}\n;commit;`);
  } catch (error) {
    await owner.exec('rollback').catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${label} failed: ${message}`, { cause: error });
  }
}
