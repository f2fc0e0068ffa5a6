import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { StackConfig } from './config.ts';
import { migrate, paths, seed } from './database.ts';
import type { Engine } from './engine/engine.ts';
import { openPgliteFolder, pgliteEngine } from './engine/pglite.ts';
import { postgresEngine } from './engine/postgres.ts';
import { invalidateCatalogue } from './rest/catalogue.ts';
import { listen, type RunningStack } from './server.ts';

export const DEFAULT_DATA_DIR = join(paths.migrations, '..', '.data');

export interface EngineOptions {
  /** PGlite data folder (default supabase/.data); ignored when databaseUrl is set. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite: the owner's connection URL. */
  databaseUrl?: string;
  /** An in-memory PGlite (tests, type generation). */
  inMemory?: boolean;
}

export async function openEngine(options: EngineOptions = {}): Promise<Engine> {
  if (options.databaseUrl) return postgresEngine(options.databaseUrl);
  if (options.inMemory) return pgliteEngine(await PGlite.create());
  return openPgliteFolder(options.dataDir ?? DEFAULT_DATA_DIR);
}

/** Migrates, and seeds a database that was empty. Returns what was applied, for the start banner. */
export async function prepareDatabase(engine: Engine, options: { seed?: boolean } = {}): Promise<string[]> {
  const report = await migrate(engine.owner);
  if (report.created && options.seed !== false) await seed(engine.owner);
  // The REST layer caches the catalogue per engine; a migrated schema must be read afresh.
  invalidateCatalogue(engine);
  return report.applied;
}

export interface StartOptions extends EngineOptions {
  config?: Partial<StackConfig>;
  seed?: boolean;
}

export async function startStack(options: StartOptions = {}): Promise<RunningStack> {
  const engine = await openEngine(options);
  try {
    await prepareDatabase(engine, { seed: options.seed });
    // A data folder keeps Storage's files beside the database; an in-memory stack gets a temporary folder.
    const storageDir = options.inMemory ? undefined : join(options.dataDir ?? DEFAULT_DATA_DIR, 'storage');
    const running = await listen(engine, { storageDir, ...options.config });
    return {
      ...running,
      close: async () => {
        await running.close();
        await engine.close();
      },
    };
  } catch (error) {
    await engine.close();
    throw error;
  }
}
