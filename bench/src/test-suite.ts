// The wall time of README's test command, phase by phase: each phase of the root `pnpm test` script
// (`pnpm lint && pnpm typecheck && …`) run as a child process from the repository root, one after
// the other like the script does, with the bench's environment (its ports). The phases are read from
// package.json so the figure follows the command; BENCH_TEST_PHASES=lint,typecheck times some of them.
// A failing phase is timed and reported, and the next ones still run: a benchmark reports, it does
// not stop at the first red suite.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './builds.ts';
import { fixed, table } from './report.ts';

export interface PhaseFigures {
  phase: string;
  seconds: number;
  passed: boolean;
}

export interface TestSuiteFigures {
  phases: PhaseFigures[];
  totalSeconds: number;
}

/** The scripts a `pnpm a && pnpm b && …` command runs, in order. */
export function phasesOf(command: string): string[] {
  return command.split('&&').map((part) => {
    const match = /^\s*pnpm\s+(?:run\s+)?([\w:-]+)\s*$/.exec(part);
    if (!match?.[1]) throw new Error(`not a plain "pnpm SCRIPT" phase: "${part.trim()}" in "${command}"`);
    return match[1];
  });
}

export function testPhases(): string[] {
  const chosen = process.env.BENCH_TEST_PHASES?.split(',').filter(Boolean);
  if (chosen?.length) return chosen;
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { test: string } };
  return phasesOf(manifest.scripts.test);
}

/** The pnpm that runs the bench (its own binary or script), else the one on PATH. */
function pnpm(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (!execPath) return ['pnpm', args];
  return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
}

/** Lines of a failing phase's output shown in the log, to say what failed. */
const TAIL_LINES = 40;

function timePhase(phase: string, log: (message: string) => void): Promise<PhaseFigures> {
  const [command, args] = pnpm([phase]);
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    // The output is kept, not shown: a suite prints thousands of lines; a failure's tail is logged.
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-64 * 1024);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) log(`pnpm ${phase} failed (exit ${code}):\n${output.split('\n').slice(-TAIL_LINES).join('\n')}`);
      resolvePromise({ phase, seconds, passed: code === 0 });
    });
  });
}

export async function timeTestSuite(phases: string[], log: (message: string) => void): Promise<TestSuiteFigures> {
  const figures: PhaseFigures[] = [];
  for (const phase of phases) {
    log(`timing pnpm ${phase}`);
    figures.push(await timePhase(phase, log));
  }
  return { phases: figures, totalSeconds: figures.reduce((sum, p) => sum + p.seconds, 0) };
}

export function testSuiteTable(figures: TestSuiteFigures): string {
  return table(
    "Test suite (README's `pnpm test` after install, phase by phase)",
    ['phase', 'wall s', 'result'],
    [
      ...figures.phases.map((p) => [`pnpm ${p.phase}`, fixed(p.seconds, 1), p.passed ? 'passed' : 'failed ✗']),
      ['total', fixed(figures.totalSeconds, 1), figures.phases.every((p) => p.passed) ? 'passed' : 'failed ✗'],
    ],
  );
}
