// Fixtures for the console's browser tests: the demo accounts, a signed-in admin page, and direct API
// access (service key for test data, any user's token for permission checks). Every test creates rows
// with a unique marker and removes them itself, so specs can run in any order and in parallel.
import { test as base, expect, type Page } from '@playwright/test';

export const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54321';

import {
  DEMO_ADMIN as ADMIN,
  LOCAL_ANON_KEY as ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY as SERVICE_KEY,
  DEMO_STUDENT as STUDENT,
} from '@app/shared/local-backend';

export { ADMIN, ANON_KEY, SERVICE_KEY, STUDENT };

/** A marker unique to this test run and test, to find and clean up what the test created. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A PostgREST call; `token` defaults to the service key (test data set-up and clean-up). */
export async function rest(
  path: string,
  init: { method?: string; body?: unknown; token?: string; prefer?: string } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const token = init.token ?? SERVICE_KEY;
  const response = await fetch(`${SUPABASE_URL}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(init.prefer ? { Prefer: init.prefer } : {}),
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

/** Exact row count of a table (with an optional PostgREST filter query), as the service role sees it. */
export async function countRows(table: string, query = ''): Promise<number> {
  const { headers, status } = await rest(`${table}?select=*${query ? `&${query}` : ''}&limit=1`, {
    prefer: 'count=exact',
  });
  expect(status, `count of ${table}`).toBeLessThan(300);
  return Number(headers.get('content-range')?.split('/')[1]);
}

export async function insertRow<T = Record<string, unknown>>(table: string, row: Record<string, unknown>): Promise<T> {
  const { status, body } = await rest(table, { method: 'POST', body: row, prefer: 'return=representation' });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body as T[])[0] as T;
}

export async function deleteWhere(table: string, filter: string): Promise<void> {
  await rest(`${table}?${filter}`, { method: 'DELETE' });
}

/** PostgREST `ilike` filter value for "contains `tag`" (tags are alphanumeric, no quoting needed). */
export const containing = (tag: string) => `ilike.*${tag}*`;

export async function signIn(email: string, password: string): Promise<{ access_token: string; user: { id: string } }> {
  const response = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
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

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, use) => {
    await loginAsAdmin(page);
    await use(page);
  },
});

export { expect };
