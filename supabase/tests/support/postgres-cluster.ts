import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// A throwaway PostgreSQL 15 cluster for the test suite (the machine image ships the server binaries).
// The server refuses to run as root, so as root it runs as the `postgres` system user.

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Cluster {
  /** Owner (superuser) URL of the `postgres` database. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

function asPostgresUser(bin: string, command: string, args: string[]): [string, string[]] {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
}

export interface ClusterOptions {
  /** The server's bin folder (default PG_BIN): another installation of PostgreSQL 15. */
  bin?: string;
  /** Server settings, `name=value`, as `postgres -c` takes them. */
  settings?: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startCluster({ bin = PG_BIN, settings = [] }: ClusterOptions = {}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const [initCmd, initArgs] = asPostgresUser(bin, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  // Durability settings off: a test cluster is thrown away, and fsync would dominate the run time.
  const [cmd, args] = asPostgresUser(bin, 'postgres', [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
    ...settings.flatMap((setting) => ['-c', setting]),
  ]);
  const server: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url, () => log);
  return {
    url,
    port,
    async stop() {
      // Signal the postmaster itself: runuser does not always pass signals on to its child.
      // SIGINT is PostgreSQL's "fast" shutdown.
      const exited = new Promise((resolve) => server.once('exit', resolve));
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid) process.kill(pid, 'SIGINT');
      else server.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`PostgreSQL did not start within 30 s:\n${log()}`);
}

export function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
