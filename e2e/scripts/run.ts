// `pnpm --filter @app/e2e test`: the browser suites against the product as deployed. A fresh backend
// (its own data folder and port, migrated and seeded), the site and the console built against it and
// served statically by Playwright's webServer; everything stops when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appEnv,
  pnpmArgs,
  ports,
  run,
  runToEnd,
  startHumanCheck,
  startPayments,
  stopAll,
  waitForHttp,
} from '../../scripts/processes.ts';
import { setFixtureRates } from '../fixture-rates.ts';
import { BUILDS_DONE } from './signals.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-backend-'));
const env = { ...appEnv(), E2E_SUPABASE_URL: `http://127.0.0.1:${ports.backend}` };
let code = 1;
try {
  await runToEnd('chromium', 'bash', ['scripts/ensure-chromium.sh']);
  run(
    'backend',
    ...pnpmArgs('--filter', '@app/supabase', 'backend', '--port', String(ports.backend), '--data', dataDir),
    // The apps' addresses (CORS allows only them), the offline Stripe and Turnstile fakes (payments
    // specs, the forms' human check) and the function secrets pointing at them.
    { ...env, ...startPayments(), ...startHumanCheck() },
  );
  await waitForHttp(`http://127.0.0.1:${ports.backend}/health`, 120_000);
  await setFixtureRates(env.E2E_SUPABASE_URL);
  // E2E_PROJECT=site|admin runs one app's suites (and builds only that app).
  const only = process.env.E2E_PROJECT;
  // The two builds side by side: each is mostly one busy thread, and CI has two cores.
  await Promise.all([
    only !== 'admin' && runToEnd('site build', ...pnpmArgs('--filter', '@app/site', 'build'), env),
    only !== 'site' && runToEnd('admin build', ...pnpmArgs('--filter', '@app/admin', 'build'), env),
  ]);
  console.log(BUILDS_DONE);
  const projectArgs = only ? [`--project=${only}`] : [];
  await runToEnd('playwright', 'playwright', ['test', ...projectArgs, ...process.argv.slice(2)], env);
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopAll(code);
  rmSync(dataDir, { recursive: true, force: true });
}
