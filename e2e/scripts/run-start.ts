// `pnpm --filter @app/e2e test:start`: the product as `pnpm start` runs it (scripts/product.ts), on a
// fresh backend with its own data folder, then the Playwright specs of e2e/start. The backend runs
// outside the supervisor so a spec may stop it (a build that cannot read the database must fail).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appEnv, ports, runToEnd, startHumanCheck, stopAll, waitForHttp } from '../../scripts/processes.ts';
import { checkStartEnv, rebuildHookUrl, startApps } from '../../scripts/product.ts';

const scratch = mkdtempSync(join(tmpdir(), 'e2e-start-'));
const backendUrl = `http://127.0.0.1:${ports.backend}`;
let backend: ChildProcess | undefined;
// Never leave the backend behind, whatever ends this process.
process.once('exit', () => backend?.kill('SIGTERM'));
let code = 1;
try {
  checkStartEnv();
  await runToEnd('chromium', 'bash', ['scripts/ensure-chromium.sh']);
  backend = spawn(
    process.execPath,
    ['../supabase/local/cli.ts', '--port', String(ports.backend), '--data', join(scratch, 'backend')],
    {
      // The forms' human check as `pnpm start` has it: the offline Turnstile fake and its keys.
      env: { ...process.env, ...appEnv(), ...startHumanCheck(), SITE_REBUILD_HOOK_URL: rebuildHookUrl() },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHttp(`${backendUrl}/health`, 120_000);
  await startApps({ siteBuildsDir: join(scratch, 'site-builds'), adminOutDir: join(scratch, 'admin-dist') });
  await runToEnd('playwright', 'playwright', ['test', '-c', 'playwright.start.config.ts', ...process.argv.slice(2)], {
    ...appEnv(),
    E2E_SUPABASE_URL: backendUrl,
    E2E_REBUILDER_URL: `http://127.0.0.1:${ports.rebuilder}`,
    E2E_BACKEND_PID: String(backend.pid),
  });
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  backend?.kill('SIGTERM');
  stopAll(code);
  rmSync(scratch, { recursive: true, force: true });
}
