// What the `pnpm start` specs share: the backend and rebuilder addresses, the rebuilder's status, and
// writes through the API as the signed-in demo admin (exactly what the console sends).
import { DEMO_ADMIN, LOCAL_ANON_KEY } from '@app/shared/local-backend';
import { expect, type Page } from '@playwright/test';
import { captchaToken } from '../service.ts';

export const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? '';
export const REBUILDER_URL = process.env.E2E_REBUILDER_URL ?? '';
export const ADMIN_URL = `http://127.0.0.1:${process.env.ADMIN_PORT ?? 5173}`;

export interface RebuilderStatus {
  building: boolean;
  pending: boolean;
  builds: number;
  failures: number;
  lastError: string | null;
}

export const status = async (): Promise<RebuilderStatus> => (await fetch(`${REBUILDER_URL}/status`)).json();

/** Waits until the rebuilder has no build running or queued. */
export async function rebuilderIdle(timeout = 60_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const { building, pending } = await status();
        return building || pending;
      },
      { timeout },
    )
    .toBe(false);
}

export async function adminToken(): Promise<string> {
  const response = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DEMO_ADMIN, gotrue_meta_security: { captcha_token: await captchaToken('login') } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A write through the API as the signed-in admin, exactly as the console sends it. */
export async function asAdmin(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json();
}

/** Collects what the browser reports about blocked content (Content-Security-Policy violations). */
export function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

/** Signs in to the console as the demo admin, as staff do, and waits for the dashboard. */
export async function signInToConsole(page: Page): Promise<void> {
  await page.goto(`${ADMIN_URL}/admin/login`);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}
