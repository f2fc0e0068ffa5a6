import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Engine, OwnerSql, QueryResult, Sql } from './engine.ts';

type PGliteLike = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

function wrap(db: Pick<PGliteLike, 'query'>): Sql {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await db.query<T>(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

export interface PgliteEngine extends Engine {
  kind: 'pglite';
  db: PGlite;
}

/** Wraps an open PGlite instance (a persisted folder, an in-memory database or a clone). */
export function pgliteEngine(db: PGlite, onClose?: () => void): PgliteEngine {
  const owner: OwnerSql = {
    ...wrap(db),
    async exec(script) {
      await db.exec(script);
    },
  };
  return {
    kind: 'pglite',
    db,
    owner,
    // PGlite runs one session, so transactions are serialised by PGlite itself.
    transaction: (fn, options) =>
      db.transaction(async (tx) => {
        if (options?.readOnly) await tx.query('set transaction read only');
        return fn(wrap(tx));
      }),
    async close() {
      await db.close();
      onClose?.();
    },
  };
}

/**
 * Opens a persisted PGlite folder. PGlite must never be opened by two processes at once (it would
 * corrupt the folder), so a lock file holding our pid guards it; a stale lock of a dead process is taken over.
 */
export async function openPgliteFolder(dataDir: string): Promise<Engine> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, '.stack.lock');
  takeLock(lockPath);
  try {
    const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
    return pgliteEngine(db, () => rmSync(lockPath, { force: true }));
  } catch (error) {
    rmSync(lockPath, { force: true });
    throw error;
  }
}

/** A snapshot of a database, to open copies of it quickly (test templates). */
export async function dumpPglite(engine: PgliteEngine): Promise<Blob> {
  return engine.db.dumpDataDir('none');
}

export async function pgliteFromDump(dump: Blob): Promise<PgliteEngine> {
  return pgliteEngine(await PGlite.create({ loadDataDir: dump }));
}

function takeLock(lockPath: string): void {
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The data folder is in use by another stack process (pid ${pid}). Stop it first, or pass --data for another folder.`,
      );
    }
    rmSync(lockPath, { force: true });
  }
  const fd = openSync(lockPath, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
