// The figures of `pnpm bench:api` (supabase/bench/api.ts), which prints them as JSON on its last line
// when BENCH_JSON is set.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './builds.ts';

export type ApiFigures = Record<string, Record<string, { p50: number; p95: number; rps: number } | number>>;

export function runApiBench(): Promise<ApiFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'supabase', 'bench', 'api.ts')], {
      cwd: join(ROOT, 'supabase'),
      env: { ...process.env, BENCH_JSON: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`bench:api failed (exit ${code}):\n${output}`));
      else resolve(JSON.parse(last) as ApiFigures);
    });
  });
}
