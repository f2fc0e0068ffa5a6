export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * A name for a statement whose text is one of a few fixed ones run on every request: PostgreSQL then
   * parses and plans it once per connection (PGlite, parsing in the same thread, ignores it).
   */
  prepareAs?: string;
}

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
}

export interface OwnerSql extends Sql {
  /** Runs a multi-statement script (migrations, seed) without parameters. */
  exec(script: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
}

export interface Engine {
  kind: 'pglite' | 'postgres';
  /**
   * One transaction on the request connection (PGlite: its only session; PostgreSQL: the
   * non-superuser `authenticator`). The callback must switch role with set_config('role', ..., true)
   * before touching data, exactly as PostgREST does.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Owner connection for migrations, the auth service and the CLI. Never used for API requests. */
  owner: OwnerSql;
  close(): Promise<void>;
}
