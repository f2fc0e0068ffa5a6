// `pnpm start` mode: an admin's changes reach the static public site by themselves (the database's
// rebuild trigger calls the rebuilder's deploy hook), visitors are served throughout, and a build that
// cannot read the database leaves the last good site in place. Also checks that the production headers
// the local static server applies (site/public/_headers, completed by the build) let the pages work.
import { DEMO_ADMIN, LOCAL_ANON_KEY } from '@app/shared/local-backend';
import { expect, type Page, test } from '@playwright/test';

const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? '';
const REBUILDER_URL = process.env.E2E_REBUILDER_URL ?? '';
const ADMIN_URL = `http://127.0.0.1:${process.env.ADMIN_PORT ?? 5173}`;

interface RebuilderStatus {
  building: boolean;
  pending: boolean;
  builds: number;
  failures: number;
  lastError: string | null;
}

const status = async (): Promise<RebuilderStatus> => (await fetch(`${REBUILDER_URL}/status`)).json();

async function adminToken(): Promise<string> {
  const response = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A write through the API as the signed-in admin, exactly as the console sends it. */
async function asAdmin(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
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
function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

const tag = `${Date.now().toString(36)}`;
const newName = `Rebuilt University ${tag}`;
const newsTitle = `Rebuild hooks work ${tag}`;
let universityId = 0;

test.describe.configure({ mode: 'serial' });

test("an admin's university rename and new article appear on the site within 60 s, served throughout", async ({
  page,
}) => {
  const token = await adminToken();
  const [university] = (await asAdmin(token, 'GET', 'universities_data?select=id&order=id.asc&limit=1')) as {
    id: number;
  }[];
  universityId = university?.id ?? 0;
  const buildsBefore = (await status()).builds;

  await asAdmin(token, 'PATCH', `universities_data?id=eq.${universityId}`, { university_name: newName });
  await asAdmin(token, 'POST', 'news', { title: newsTitle, summary: 'Published by the rebuild hook.' });

  // Visitors are answered all along; at least once while a build was running.
  const answers: number[] = [];
  let answeredDuringBuild = false;
  await expect
    .poll(
      async () => {
        const [current, detail, news] = await Promise.all([
          status(),
          page.request.get(`/universities/${universityId}`),
          page.request.get('/news'),
        ]);
        answers.push(detail.status(), news.status());
        if (current.building && detail.ok()) answeredDuringBuild = true;
        return (await detail.text()).includes(newName) && (await news.text()).includes(newsTitle);
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  expect(answers.every((code) => code === 200)).toBe(true);
  expect(answeredDuringBuild).toBe(true);
  // One burst of two edits: one build (two at most, if the second edit landed after the first build began).
  await expect
    .poll(
      async () => {
        const { building, pending } = await status();
        return building || pending;
      },
      { timeout: 60_000 },
    )
    .toBe(false);
  expect((await status()).builds - buildsBefore).toBeLessThanOrEqual(2);

  // In the browser, under the production Content-Security-Policy: pages render and islands hydrate.
  const violations = cspViolations(page);
  await page.goto(`/universities/${universityId}`);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByText(newsTitle)).toBeVisible();
  await page.goto('/universities');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(newName).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the site and the console are served with their production headers and redirects', async ({ page }) => {
  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-inline');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  const stories = await page.request.get('/stories', { maxRedirects: 0 });
  expect([stories.status(), stories.headers().location]).toEqual([301, '/community-blog']);

  const violations = cspViolations(page);
  const consoleRoute = await page.request.get(`${ADMIN_URL}/admin/universities`);
  expect(consoleRoute.status()).toBe(200);
  expect(consoleRoute.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await page.goto(`${ADMIN_URL}/admin/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a build that cannot read the backend fails and the previous site stays served', async ({ page }) => {
  const before = await status();
  process.kill(Number(process.env.E2E_BACKEND_PID), 'SIGTERM');
  await expect
    .poll(
      async () =>
        fetch(`${SUPABASE_URL}/health`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 15_000 },
    )
    .toBe('down');

  const hook = await fetch(`${REBUILDER_URL}/hooks/rebuild`, { method: 'POST' });
  expect(hook.status).toBe(202);
  await expect.poll(async () => (await status()).failures, { timeout: 60_000 }).toBe(before.failures + 1);
  const after = await status();
  expect(after.builds).toBe(before.builds);
  expect(after.lastError).toContain('cannot read');

  const detail = await page.request.get(`/universities/${universityId}`);
  expect(detail.status()).toBe(200);
  expect(await detail.text()).toContain(newName);
  const news = await page.request.get('/news');
  expect(await news.text()).toContain(newsTitle);
});
