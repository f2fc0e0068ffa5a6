// Builds the apps into folders of their own (never over site/dist or admin/dist, which e2e and
// `pnpm start` serve), timing each and measuring its peak memory with GNU time.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildFigures {
  seconds: number;
  /** Peak resident memory of the build process, MB (null where /usr/bin/time is missing). */
  peakMb: number | null;
}

function binOf(app: 'site' | 'admin', pkg: string, bin: string): string {
  const require = createRequire(join(ROOT, app, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const relative = typeof manifest.bin === 'string' ? manifest.bin : (manifest.bin[bin] as string);
  return join(dirname(manifestPath), relative);
}

export async function build(app: 'site' | 'admin', outDir: string, env: NodeJS.ProcessEnv): Promise<BuildFigures> {
  rmSync(outDir, { recursive: true, force: true });
  const script = app === 'site' ? binOf('site', 'astro', 'astro') : binOf('admin', 'vite', 'vite');
  const args = [script, 'build', '--outDir', outDir, ...(app === 'admin' ? ['--emptyOutDir'] : [])];
  const timed = existsSync('/usr/bin/time');
  const command = timed ? '/usr/bin/time' : process.execPath;
  const started = performance.now();
  const output = await new Promise<string>((resolvePromise, reject) => {
    const child = spawn(command, timed ? ['-v', process.execPath, ...args] : args, {
      cwd: join(ROOT, app),
      env: {
        ...process.env,
        ...env,
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_CACHE_DIR: join(outDir, '..', `.${app}-cache`),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise(text)
        : reject(new Error(`${app} build failed (exit ${code}):\n${text.slice(-3000)}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1];
  return { seconds, peakMb: kb ? Number(kb) / 1024 : null };
}
