import pg from 'pg';
import { LOCAL_AUTHENTICATOR_PASSWORD } from '../config.ts';
import type { Engine, OwnerSql, QueryOptions, QueryResult, Sql } from './engine.ts';

// Values cross the engine boundary as JSON text built by Postgres, but a few callers read scalars:
// keep bigint and numeric as numbers so PGlite and node-postgres agree.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

function wrap(client: pg.Pool | pg.PoolClient): Sql {
  return {
    async query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<T>> {
      const result = await client.query({ name: options.prepareAs, text, values: params, types });
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/**
 * `ownerUrl` is the DATABASE_URL (a role that owns the database and may create roles). API requests use
 * the same server as `authenticator`, a non-superuser: under a superuser RLS would silently not apply.
 */
export function postgresEngine(ownerUrl: string, options: { poolSize?: number } = {}): Engine {
  const ownerPool = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  const requestUrl = new URL(ownerUrl);
  requestUrl.username = 'authenticator';
  requestUrl.password = process.env.AUTHENTICATOR_PASSWORD ?? LOCAL_AUTHENTICATOR_PASSWORD;
  const requestPool = new pg.Pool({ connectionString: requestUrl.toString(), max: options.poolSize ?? 10 });
  // An idle connection the server drops (restart, shutdown) must not crash the stack: the pool
  // replaces it on the next request, which then fails or succeeds on its own.
  for (const pool of [ownerPool, requestPool]) {
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  }

  const owner: OwnerSql = {
    ...wrap(ownerPool),
    async exec(script) {
      await ownerPool.query(script);
    },
  };

  return {
    kind: 'postgres',
    owner,
    async transaction(fn, opts) {
      const client = await requestPool.connect();
      try {
        await client.query(opts?.readOnly ? 'begin read only' : 'begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await Promise.all([ownerPool.end(), requestPool.end()]);
    },
  };
}
