// A copy of the machine's PostgreSQL 15 with Debian's pg_cron package added, for tests of servers that
// have pg_cron installed (hosted Supabase preloads it; a self-hosted server may only have the package).
// PostgreSQL finds its share and library folders relative to its own binary, so the copy keeps the
// installation's layout under a temporary root: the binaries copied, every other file linked.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PG_BIN } from './postgres-cluster.ts';

const PACKAGE = 'postgresql-15-cron';

const pgConfig = (flag: string) => execFileSync(join(PG_BIN, 'pg_config'), [flag]).toString().trim();

/** `target` given links to what `source` holds, but the names given and those it has already (the
 *  package's LLVM bitcode folder, beside the server's, is not needed). */
function linkAll(source: string, target: string, except: string[] = []): void {
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(source)) {
    if (!except.includes(name) && !existsSync(join(target, name))) symlinkSync(join(source, name), join(target, name));
  }
}

/** The bin folder of a PostgreSQL with pg_cron installed (not preloaded: that is the server's setting). */
export function postgresWithPgCron(): string {
  const work = mkdtempSync(join(tmpdir(), 'pg-cron-'));
  // The server runs as the postgres user when the tests run as root: it must read the copy.
  chmodSync(work, 0o755);
  execFileSync('apt-get', ['download', PACKAGE], { cwd: work, stdio: 'pipe' });
  const deb = readdirSync(work).find((name) => name.startsWith(PACKAGE) && name.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get download ${PACKAGE} left no package`);
  const unpacked = join(work, 'package');
  execFileSync('dpkg', ['-x', join(work, deb), unpacked]);

  const root = join(work, 'root');
  const [bin, lib, share] = [PG_BIN, pgConfig('--pkglibdir'), pgConfig('--sharedir')];
  const copiedBin = join(root, bin);
  mkdirSync(copiedBin, { recursive: true });
  for (const name of readdirSync(bin)) copyFileSync(join(bin, name), join(copiedBin, name));
  for (const name of readdirSync(copiedBin)) chmodSync(join(copiedBin, name), 0o755);
  linkAll(lib, join(root, lib));
  linkAll(join(unpacked, lib), join(root, lib));
  linkAll(share, join(root, share), ['extension']);
  linkAll(join(share, 'extension'), join(root, share, 'extension'));
  linkAll(join(unpacked, share, 'extension'), join(root, share, 'extension'));
  for (let dir = copiedBin; dir.startsWith(work); dir = dirname(dir)) chmodSync(dir, 0o755);
  return copiedBin;
}
