// `pnpm --filter @app/e2e test`: the browser suites (run.ts) and the `pnpm start` suites (run-start.ts)
// side by side. The browser suites mostly wait (on pages, and on a backend with one database engine),
// so the start suites run beside them on ports of their own. They begin once the browser suites' builds
// are done, so two Astro builds never share the site folder's caches. Either failing fails the run.
// Specs to run alone go to test:main or test:start, which take Playwright's arguments.
import { type ChildProcess, spawn } from 'node:child_process';
import { runToEnd } from '../../scripts/processes.ts';
import { BUILDS_DONE } from './signals.ts';

/** The start suites' ports, beside the browser suites' defaults (scripts/processes.ts). */
const START_PORTS = {
  BACKEND_PORT: '54331',
  SITE_PORT: '4331',
  ADMIN_PORT: '5183',
  REBUILDER_PORT: '4332',
  STRIPE_FAKE_PORT: '12121',
  CAPTCHA_FAKE_PORT: '12122',
};

/** Runs a suite, each line of its output prefixed; resolves with its exit code. */
function suite(name: string, script: string, env: NodeJS.ProcessEnv, onLine?: (line: string) => void) {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        process.stdout.write(`${name} │ ${line}\n`);
        onLine?.(line);
      }
    });
  }
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, exited };
}

// Both suites would otherwise install a missing browser at the same moment.
await runToEnd('chromium', 'bash', ['scripts/ensure-chromium.sh']);
let startSuites: Promise<number> | undefined;
const beginStartSuites = () => {
  startSuites ??= suite('start', 'scripts/run-start.ts', START_PORTS).exited;
};
const main = suite('main ', 'scripts/run.ts', {}, (line) => {
  if (line.includes(BUILDS_DONE)) beginStartSuites();
});
const mainCode = await main.exited;
beginStartSuites();
const startCode = await (startSuites as Promise<number>);
process.exitCode = mainCode || startCode;
