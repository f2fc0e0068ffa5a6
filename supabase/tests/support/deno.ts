// Runs an Edge Function's Deno entry (functions/<name>/index.ts) in a real Deno runtime, the way hosted
// Supabase runs it, so a broken `npm:` specifier or a Deno-only API misuse fails a test. Deno comes
// from the `deno` npm package; `--node-modules-dir=manual` resolves the entries' `npm:` imports from our
// installed node_modules (Deno refuses a version the specifier does not match), and `--cached-only`
// with an empty private DENO_DIR means nothing is ever downloaded (`deno info` has no such flag, but in
// manual mode it fetches no npm package either, and the entries import nothing remote).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const FUNCTIONS_DIR = fileURLToPath(new URL('../../functions/', import.meta.url));

export const entryOf = (name: string) => join(FUNCTIONS_DIR, name, 'index.ts');

/** The native binary: its platform package's copy, found the way the package's own launcher finds it. */
function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('deno/package.json'));
  const linked = join(packageDir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (existsSync(linked)) return linked;
  // Without its postinstall (allowBuilds), the binary is only inside @deno/<platform>.
  const { runInstall } = require(join(packageDir, 'install_api.cjs')) as { runInstall(): string };
  return runInstall();
}

/**
 * A scratch folder as Deno's cache and working directory. The working directory matters: run inside
 * the repository, Deno 2.9 answers a resolution failure by rewriting the root package.json from
 * pnpm-workspace.yaml; outside it, nothing in the repository is touched.
 */
export function denoScratch(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'deno-entries-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** How every command resolves: node_modules as installed by pnpm, no lock file, the function's config. */
function resolutionFlags(name: string): string[] {
  // Hosted Supabase reads a function's own deno.json when it has one; none means defaults.
  const config = join(FUNCTIONS_DIR, name, 'deno.json');
  return ['--node-modules-dir=manual', '--no-lock', ...(existsSync(config) ? ['--config', config] : ['--no-config'])];
}

function denoEnv(scratch: string): NodeJS.ProcessEnv {
  // Not process.env: a developer's real STRIPE_SECRET_KEY must never reach a test function.
  return { PATH: process.env.PATH, DENO_DIR: join(scratch, 'cache'), NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' };
}

export interface DenoCommandResult {
  ok: boolean;
  stdout: string;
  output: string;
}

function runDeno(args: string[], scratch: string): Promise<DenoCommandResult> {
  return new Promise((resolve) => {
    const options = { cwd: scratch, env: denoEnv(scratch), maxBuffer: 64 * 1024 * 1024 };
    execFile(denoBinary(), args, options, (error, stdout, stderr) =>
      resolve({ ok: !error, stdout, output: `${stdout}${stderr}` }),
    );
  });
}

/** `deno check` of a function's entry and everything it imports, as Deno's type checker sees them. */
export function denoCheck(name: string, scratch: string): Promise<DenoCommandResult> {
  return runDeno(['check', '--cached-only', ...resolutionFlags(name), entryOf(name)], scratch);
}

interface DenoModuleGraph {
  roots: string[];
  modules: { specifier: string; dependencies?: { specifier: string; code?: { specifier: string } }[] }[];
}

const HOSTED_RESOLVABLE = /^(\.{0,2}\/|npm:|jsr:|node:|https?:|data:)/;

/**
 * Imports in our own files, loaded when the entry runs, that name a package without `npm:`. Here Deno
 * finds such a name in node_modules; hosted Supabase deploys no node_modules, so it would fail there.
 * Type-only imports are left out: they are erased before the code runs.
 */
export async function bareImportsOf(name: string, scratch: string): Promise<string[]> {
  const info = await runDeno(['info', '--json', ...resolutionFlags(name), entryOf(name)], scratch);
  if (!info.ok) throw new Error(`deno info failed:\n${info.output}`);
  const graph = JSON.parse(info.stdout) as DenoModuleGraph;
  const ours = pathToFileURL(FUNCTIONS_DIR).href;
  const modules = new Map(graph.modules.map((module) => [module.specifier, module]));
  const bare: string[] = [];
  const seen = new Set<string>();
  const pending = [...graph.roots];
  for (let specifier = pending.pop(); specifier; specifier = pending.pop()) {
    if (seen.has(specifier) || !specifier.startsWith(ours)) continue;
    seen.add(specifier);
    for (const dependency of modules.get(specifier)?.dependencies ?? []) {
      if (!dependency.code) continue;
      if (!HOSTED_RESOLVABLE.test(dependency.specifier)) {
        bare.push(`${specifier.slice(ours.length)} imports '${dependency.specifier}'`);
      }
      pending.push(dependency.code.specifier);
    }
  }
  return bare;
}

export interface RunningDenoFunction {
  name: string;
  /** Where Deno.serve listens; the entry answers every path, as behind the hosted gateway. */
  url: string;
  /** Everything Deno printed so far (start-up errors, the handlers' console.error). */
  output(): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 45_000;

/**
 * Starts `deno run` on a function's entry with the given function environment (secrets, SUPABASE_*).
 * DENO_SERVE_ADDRESS makes the entry's own `Deno.serve(handler)` listen on a free loopback port.
 */
export function startDenoFunction(
  name: string,
  env: Record<string, string>,
  scratch: string,
): Promise<RunningDenoFunction> {
  const args = [
    'run',
    '--no-prompt',
    // Hosted functions may reach any host; here only loopback (the stack, the Stripe fake) exists.
    '--allow-net=127.0.0.1,localhost',
    '--allow-env',
    '--cached-only',
    ...resolutionFlags(name),
    entryOf(name),
  ];
  const child: ChildProcess = spawn(denoBinary(), args, {
    cwd: scratch,
    env: { ...denoEnv(scratch), ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // Deno ends on SIGTERM; the kill only guards afterAll against a process that hangs.
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(kill);
  };

  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`Deno entry ${name} ${reason}. Its output:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`did not listen within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/[^\s/]+)/.exec(output);
      if (listening?.[1] && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ name, url: listening[1], output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => fail(`exited (${signal ?? code}) before listening`));
    child.once('error', (error) => fail(`could not be started (${error.message})`));
  });
}
