// Fixtures for the console's browser tests: the demo accounts, a signed-in admin page, and direct API
// access (any user's token for permission checks; test data goes through ../service.ts). Every test creates rows
// with a unique marker and removes them itself, so specs can run in any order and in parallel.
import { test as base, expect, type Page } from '@playwright/test';

const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54321';

import { authStorageKey } from '@app/shared/auth-storage';
import {
  DEMO_ADMIN as ADMIN,
  LOCAL_ANON_KEY as ANON_KEY,
  DEMO_COUNSELLORS,
  DEMO_STUDENT as STUDENT,
} from '@app/shared/local-backend';
import { captchaToken } from '../service.ts';

export { ADMIN, ANON_KEY, STUDENT };

/** The two demo counsellors (Anita: Hindi, Sagar: Nepali). */
export const [ANITA, SAGAR] = DEMO_COUNSELLORS as unknown as [
  (typeof DEMO_COUNSELLORS)[number],
  (typeof DEMO_COUNSELLORS)[number],
];

/** A marker unique to this test run and test, to find and clean up what the test created. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A raw PostgREST call with a user's token (or the anon key) and any headers: for specs that test the API
 * itself; test data goes through the service client in ../service.ts. */
export async function rest(
  path: string,
  init: { method?: string; body?: unknown; token: string; prefer?: string; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${init.token}`,
      'Content-Type': 'application/json',
      ...(init.prefer ? { Prefer: init.prefer } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

export async function signIn(email: string, password: string): Promise<{ access_token: string; user: { id: string } }> {
  const response = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, gotrue_meta_security: { captcha_token: await captchaToken('login') } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; user: { id: string } };
}

/** Signs in through the console's login page and waits for the dashboard. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** Where auth-js keeps the console's session (admin/src/providers/supabase.ts). */
export const SESSION_KEY = authStorageKey(SUPABASE_URL);

/** Puts a fresh session of this account where the console keeps it, once per tab (see adminPage). */
export async function seedSession(page: Page, email: string, password: string): Promise<{ id: string; token: string }> {
  const session = await signIn(email, password);
  await page.addInitScript(
    ([key, value]) => {
      if (!location.pathname.startsWith('/admin') || sessionStorage.getItem('e2e:session-seeded')) return;
      sessionStorage.setItem('e2e:session-seeded', '1');
      localStorage.setItem(key, value);
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
  return { id: session.user.id, token: session.access_token };
}

export const test = base.extend<{ adminPage: Page }>({
  /**
   * A page whose console already holds a fresh admin session, signed in through the auth API (the login
   * form has its own specs in access.spec.ts and smoke.spec.ts). No page is open yet: each test goes
   * where it starts, `openDashboard` for the dashboard, so no spec pays for booting the console twice.
   */
  adminPage: async ({ page }, use) => {
    const session = await signIn(ADMIN.email, ADMIN.password);
    await page.addInitScript(
      ([key, value]) => {
        // Once per tab and only in the console: a test that signs out must stay signed out on reload.
        if (!location.pathname.startsWith('/admin') || sessionStorage.getItem('e2e:session-seeded')) return;
        sessionStorage.setItem('e2e:session-seeded', '1');
        localStorage.setItem(key, value);
      },
      [SESSION_KEY, JSON.stringify(session)] as const,
    );
    await use(page);
  },
});

/** Opens the console's dashboard (signed in) and waits for it. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

export { expect };

/** The sidebar's screens in order, as staff see them (the registry's labels; Dashboard comes first). */
export const MENU_LABELS = [
  'Dashboard',
  'Universities',
  'Countries',
  'Home-country rules',
  'Scholarships',
  'Cities',
  'Suggestions',
  'Catalogue health',
  'Blog Posts',
  'Videos',
  'News',
  'Careers',
  'Pricing Plans',
  'Resources',
  'Accommodation',
  'Transportation',
  'Interviews',
  'Testimonials',
  'Cases',
  'Stage board',
  'Calendar',
  'Counsellors',
  'Leads',
  'Students',
  'Purchases',
  'Settings',
  'Activity',
] as const;
