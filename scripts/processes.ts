import { type ChildProcess, spawn } from 'node:child_process';
import {
  DEFAULT_CAPTCHA_FAKE_PORT,
  FAKE_CAPTCHA_SECRET_KEY,
  FAKE_CAPTCHA_SITE_KEY,
} from '@app/supabase/local/captcha-fake';
import {
  DEFAULT_STRIPE_FAKE_PORT,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
} from '@app/supabase/local/stripe-fake';

// Small process supervision for `pnpm dev` and `pnpm start`: run the parts side by side with
// prefixed output, stop them all together, and wait for the backend before building against it.

const children = new Set<ChildProcess>();

export function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything.`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

/** Runs a command to completion (a build), failing loudly. */
export function runToEnd(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code})`))));
  });
}

let stopping = false;
export function stopAll(code = 0): void {
  if (stopping) return;
  stopping = true;
  // The exit code must hold even when the event loop empties before the timer below fires.
  process.exitCode = code;
  for (const child of children) {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
  if (children.size === 0) process.exit(code);
}

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export const ports = {
  backend: Number(process.env.BACKEND_PORT ?? 54321),
  site: Number(process.env.SITE_PORT ?? 4321),
  admin: Number(process.env.ADMIN_PORT ?? 5173),
  /** `pnpm start`'s rebuilder: the local deploy hook (POST /hooks/rebuild) and GET /status. */
  rebuilder: Number(process.env.REBUILDER_PORT ?? 4322),
  stripe: Number(process.env.STRIPE_FAKE_PORT ?? DEFAULT_STRIPE_FAKE_PORT),
  captcha: Number(process.env.CAPTCHA_FAKE_PORT ?? DEFAULT_CAPTCHA_FAKE_PORT),
};

/** Real Turnstile keys given (CAPTCHA_SECRET_KEY for the backend, PUBLIC_CAPTCHA_SITE_KEY for the site)? */
const realHumanCheck = () => !!process.env.CAPTCHA_SECRET_KEY;
const fakeCaptchaUrl = () => `http://127.0.0.1:${ports.captcha}`;

/** What the apps need to reach the local backend; the keys are the fixed local-only demo keys. */
export function appEnv(): NodeJS.ProcessEnv {
  const url = process.env.PUBLIC_SUPABASE_URL ?? `http://127.0.0.1:${ports.backend}`;
  return {
    PUBLIC_SUPABASE_URL: url,
    VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? url,
    PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://localhost:${ports.site}`,
    PUBLIC_ADMIN_URL: process.env.PUBLIC_ADMIN_URL ?? `http://localhost:${ports.admin}`,
    PUBLIC_CAPTCHA_SITE_KEY: process.env.PUBLIC_CAPTCHA_SITE_KEY ?? (realHumanCheck() ? '' : FAKE_CAPTCHA_SITE_KEY),
    PUBLIC_CAPTCHA_SCRIPT_URL:
      process.env.PUBLIC_CAPTCHA_SCRIPT_URL ?? (realHumanCheck() ? '' : `${fakeCaptchaUrl()}/turnstile/v0/api.js`),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}

/** The pnpm running this script (a JS entry under npx, or pnpm 12's native binary), else pnpm on PATH. */
export function pnpmArgs(...args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (!execPath?.includes('pnpm')) return ['pnpm', args];
  return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
}

/**
 * Payments on this machine: unless real Stripe test keys are set (STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET, with `stripe listen` forwarding to the webhook), starts the offline Stripe
 * fake beside the backend. Returns the function secrets the backend must be started with.
 */
export function startPayments(): NodeJS.ProcessEnv {
  const siteUrl = process.env.SITE_URL ?? appEnv().PUBLIC_SITE_URL ?? '';
  if (process.env.STRIPE_SECRET_KEY) return { SITE_URL: siteUrl };
  run(
    'stripe',
    ...pnpmArgs(
      '--filter',
      '@app/supabase',
      'stripe-fake',
      '--port',
      String(ports.stripe),
      '--supabase-url',
      `http://127.0.0.1:${ports.backend}`,
    ),
  );
  return {
    SITE_URL: siteUrl,
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(ports.stripe),
    STRIPE_API_PROTOCOL: 'http',
  };
}

/**
 * The forms' human check on this machine: unless real Turnstile keys are set (CAPTCHA_SECRET_KEY and
 * PUBLIC_CAPTCHA_SITE_KEY), starts the offline Turnstile fake. Returns the secrets the backend's
 * verify-human function must be started with.
 */
export function startHumanCheck(): NodeJS.ProcessEnv {
  if (realHumanCheck()) return {};
  run('captcha', ...pnpmArgs('--filter', '@app/supabase', 'captcha-fake', '--port', String(ports.captcha)));
  return {
    CAPTCHA_SECRET_KEY: FAKE_CAPTCHA_SECRET_KEY,
    CAPTCHA_VERIFY_URL: `${fakeCaptchaUrl()}/turnstile/v0/siteverify`,
  };
}
