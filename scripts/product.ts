// The product as deployed, for `pnpm start` and the e2e suite of that mode: the public site served by
// the rebuilder (it builds the site at start and again on every deploy hook call the backend sends),
// and the console built and served as static files with the same host rules as production.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBrand } from '@app/shared/brand';
import { readBackendEnv } from '@app/shared/deploy-env';
import { appEnv, pnpmArgs, ports, run, runToEnd, waitForHttp } from './processes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The deploy hook the backend calls when content the site bakes in changes. */
export const rebuildHookUrl = (): string => `http://127.0.0.1:${ports.rebuilder}/hooks/rebuild`;

/** Stops early, naming the variable, when the environment cannot describe a working local product. */
export function checkStartEnv(): void {
  const variables: Record<string, string> = { stripe: 'STRIPE_FAKE_PORT' };
  for (const [name, port] of Object.entries(ports)) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      const variable = variables[name] ?? `${name.toUpperCase()}_PORT`;
      throw new Error(
        `Invalid ${variable}: expected a TCP port (1-65535), got ${JSON.stringify(process.env[variable])}`,
      );
    }
  }
  const env = { ...process.env, ...appEnv() };
  readBrand(env);
  readBackendEnv(env);
  readBackendEnv(env, { url: 'VITE_SUPABASE_URL', anonKey: 'VITE_SUPABASE_ANON_KEY' });
}

export interface AppsOptions {
  /** Where the rebuilder keeps its builds (default site/.builds). */
  siteBuildsDir?: string;
  /** Where the console is built (default admin/dist). */
  adminOutDir?: string;
}

export async function startApps(options: AppsOptions = {}): Promise<void> {
  const env = appEnv();
  run('site', process.execPath, [join(root, 'deploy', 'bin', 'site.ts')], {
    ...env,
    SITE_PORT: String(ports.site),
    REBUILDER_PORT: String(ports.rebuilder),
    ...(options.siteBuildsDir ? { SITE_BUILDS_DIR: options.siteBuildsDir } : {}),
  });
  const adminOutDir = options.adminOutDir ?? join(root, 'admin', 'dist');
  await runToEnd(
    'admin build',
    ...pnpmArgs('--filter', '@app/admin', 'build', '--outDir', adminOutDir, '--emptyOutDir'),
    env,
  );
  run('admin', process.execPath, [join(root, 'deploy', 'bin', 'serve.ts'), adminOutDir], { PORT: String(ports.admin) });
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${ports.site}/`, 180_000),
    waitForHttp(`http://127.0.0.1:${ports.admin}/admin`),
  ]);
}
