import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { loadBuild, type ServedBuild } from './static-server.ts';

// What a hosting provider does on a deploy hook, for `pnpm start`: build the site into a new folder and
// switch to it only when the build succeeded. Visitors keep getting the previous site while a build runs
// and after one fails. Requests that arrive while a build runs are coalesced into one more build, and a
// short quiet period before each build lets a burst of changes (and any change the database's rebuild
// window held back) land first.

/** Builds into `outDir`; resolves on success, rejects with the reason (the output's tail) otherwise. */
export type BuildCommand = (outDir: string, signal: AbortSignal) => Promise<void>;

export interface RebuilderOptions {
  buildsDir: string;
  build: BuildCommand;
  /** Wait this long after a request before building (longer than the database hook's min_interval). */
  quietMs?: number;
  /** Finished builds kept on disk, the served one included. */
  keep?: number;
  log?: (message: string) => void;
}

export interface RebuilderStatus {
  /** Folder being served, or null before the first successful build. */
  current: string | null;
  building: boolean;
  pending: boolean;
  /** Successful builds since start. */
  builds: number;
  failures: number;
  lastError: string | null;
}

export class Rebuilder {
  readonly #options: Required<RebuilderOptions>;
  #served: ServedBuild | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #pending = false;
  #sequence = 0;
  #abort = new AbortController();
  #status: RebuilderStatus = {
    current: null,
    building: false,
    pending: false,
    builds: 0,
    failures: 0,
    lastError: null,
  };

  constructor(options: RebuilderOptions) {
    this.#options = { quietMs: 2000, keep: 3, log: (message) => console.log(message), ...options };
    mkdirSync(options.buildsDir, { recursive: true });
  }

  /** The build to serve now (read per request by the static server). */
  current = (): ServedBuild | undefined => this.#served;

  status(): RebuilderStatus {
    return { ...this.#status, building: this.#running !== undefined, pending: this.#pending || !!this.#timer };
  }

  /** A deploy hook call: build soon, or once more after the build that is running. */
  request(reason: string): void {
    if (this.#abort.signal.aborted) return;
    if (this.#running) {
      if (!this.#pending) this.#options.log(`rebuild requested (${reason}); queued after the running build`);
      this.#pending = true;
      return;
    }
    if (this.#timer) return;
    this.#options.log(`rebuild requested (${reason})`);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#start();
    }, this.#options.quietMs);
  }

  /** Builds now and waits for it (the first build at start). */
  async buildNow(): Promise<boolean> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const before = this.#status.builds;
    if (this.#running) this.#pending = true;
    else this.#start();
    while (this.#running) await this.#running;
    return this.#status.builds > before;
  }

  #start(): void {
    this.#running = this.#buildOnce().finally(() => {
      this.#running = undefined;
      if (this.#pending && !this.#abort.signal.aborted) {
        this.#pending = false;
        this.#start();
      }
    });
  }

  async #buildOnce(): Promise<void> {
    const number = ++this.#sequence;
    const name = `build-${new Date().toISOString().replace(/[:.]/g, '-')}-${number}`;
    const dir = join(this.#options.buildsDir, name);
    const started = Date.now();
    this.#options.log(`build ${number} started`);
    try {
      await this.#options.build(dir, this.#abort.signal);
      // A build that exits 0 without pages would publish an empty site: refuse it like a failure.
      if (!existsSync(join(dir, 'index.html'))) throw new Error(`the build wrote no index.html into ${dir}`);
      this.#served = loadBuild(dir);
      this.#pointCurrentAt(name);
      this.#status = { ...this.#status, current: dir, builds: this.#status.builds + 1, lastError: null };
      this.#options.log(`build ${number} done in ${((Date.now() - started) / 1000).toFixed(1)} s; now serving it`);
      this.#prune();
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      if (this.#abort.signal.aborted) return;
      const reason = error instanceof Error ? error.message : String(error);
      this.#status = { ...this.#status, failures: this.#status.failures + 1, lastError: reason };
      const still = this.#served ? `still serving ${this.#served.dir}` : 'nothing to serve yet';
      this.#options.log(`build ${number} FAILED; ${still}. Why:\n${reason}`);
    }
  }

  /** A `current` symlink beside the builds, swapped with rename(2), for people looking at the folder. */
  #pointCurrentAt(name: string): void {
    const link = join(this.#options.buildsDir, 'current');
    const temporary = `${link}.${process.pid}.tmp`;
    rmSync(temporary, { force: true });
    symlinkSync(name, temporary);
    renameSync(temporary, link);
  }

  #prune(): void {
    const builds = readdirSync(this.#options.buildsDir)
      .filter((name) => name.startsWith('build-'))
      .sort(); // by the timestamp in the name: oldest first
    const served = this.#served?.dir;
    for (const name of builds.slice(0, Math.max(0, builds.length - this.#options.keep))) {
      const dir = join(this.#options.buildsDir, name);
      if (dir !== served) rmSync(dir, { recursive: true, force: true });
    }
  }

  async stop(): Promise<void> {
    this.#abort.abort();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}

/**
 * Runs a build command in its own process group, keeping the last lines of its output for the log when
 * it fails. Aborting kills the whole group (astro spawns workers).
 */
export function commandBuild(
  command: (outDir: string) => { file: string; args: string[]; cwd: string; env?: NodeJS.ProcessEnv },
  tailLines = 30,
): BuildCommand {
  return (outDir, signal) =>
    new Promise((resolve, reject) => {
      const { file, args, cwd, env } = command(outDir);
      const child = spawn(file, args, {
        cwd,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const tail: string[] = [];
      const keep = (chunk: Buffer) => {
        tail.push(...chunk.toString().split('\n').filter(Boolean));
        tail.splice(0, Math.max(0, tail.length - tailLines));
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const kill = () => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      };
      signal.addEventListener('abort', kill, { once: true });
      child.on('error', reject);
      child.on('exit', (code, exitSignal) => {
        signal.removeEventListener('abort', kill);
        if (code === 0) resolve();
        else reject(new Error(`exit ${exitSignal ?? code}\n${tail.join('\n')}`));
      });
    });
}
