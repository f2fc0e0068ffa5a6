// The backend stops while the site is served: static pages keep working from their built HTML (and
// never call the backend), and every island that needs it shows the spec's error notice (docs/product.md sections 4, 8).
// The build bakes the backend URL in, so "stopped" is reproduced in the browser: every request to it
// fails at the network level, exactly as with a refused connection.
import { expect, type Page, test } from '@playwright/test';
import { expectNotice, hydrated, login, notices, STUDENT } from './support.ts';

const BACKEND = new URL(process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54321').origin;

/** postgrest-js retries a failed read three times (1 s, 2 s, 4 s) before the island hears of it. */
const AFTER_RETRIES = { timeout: 20_000 };

async function expectNoticeAfterRetries(page: Page, title: string): Promise<void> {
  await expect(notices(page).locator('li')).toContainText(title, AFTER_RETRIES);
  await expectNotice(page, title);
}

/** Refuses every request to the backend from now on; returns the list of attempted URLs. */
async function stopBackend(page: Page): Promise<string[]> {
  const attempted: string[] = [];
  await page.route(`${BACKEND}/**`, (route) => {
    attempted.push(route.request().url());
    return route.abort('connectionrefused');
  });
  return attempted;
}

const STATIC_PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /./ },
  { path: '/about', heading: /European education/ },
  { path: '/universities', heading: /Explore European Public Universities/ },
  { path: '/universities/1', heading: /./ },
  { path: '/accommodation', heading: /./ },
  { path: '/news', heading: /Latest News for International Students/ },
  { path: '/videos', heading: /./ },
  { path: '/careers', heading: /./ },
  { path: '/contact', heading: /./ },
  { path: '/privacy-policy', heading: /Privacy Policy/ },
];

test.describe('backend stopped', () => {
  for (const { path, heading } of STATIC_PAGES) {
    test(`${path} still shows its content and never calls the backend`, async ({ page }) => {
      const attempted = await stopBackend(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main')).not.toBeEmpty();
      await expect(notices(page).locator('li')).toHaveCount(0);
      expect(attempted).toEqual([]);
    });
  }

  test('the university search and level tabs still work (they run on built data)', async ({ page }) => {
    await stopBackend(page);
    await page.goto('/universities');
    await hydrated(page);
    const cards = page.locator('main li');
    const all = await cards.count();
    expect(all).toBeGreaterThan(1);
    const first = (await cards.first().getByRole('heading').textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Search universities' }).fill(first.slice(0, 6));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(cards.first().getByRole('heading')).toHaveText(first);
    expect(await cards.count()).toBeLessThanOrEqual(all);
  });

  test('stories: the list stays empty and "Error fetching posts" shows', async ({ page }) => {
    await stopBackend(page);
    await page.goto('/community-blog');
    await hydrated(page);
    await expectNoticeAfterRetries(page, 'Error fetching posts');
    await expect(page.locator('[data-stories] > li')).toHaveCount(0);
    // The form is still there, and a post attempt says it failed instead of pretending.
    await page.getByLabel('Title').fill('Offline story');
    await page.getByRole('textbox', { name: 'Your Story' }).fill('Written while the backend is down.');
    await page.getByRole('button', { name: 'Share Story' }).click();
    await expectNotice(page, 'Error submitting post');
    await expect(page.getByLabel('Title')).toHaveValue('Offline story');
  });

  test('login: "Login Failed" and the input is kept', async ({ page }) => {
    await stopBackend(page);
    await page.goto('/auth');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(STUDENT.email);
    await form.getByLabel('Password').fill(STUDENT.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expectNotice(page, 'Login Failed');
    await expect(form.getByLabel('Email')).toHaveValue(STUDENT.email);
  });

  test.describe('signed in before it stopped', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    for (const [path, title] of [
      ['/transportation', 'Error fetching transportation data'],
      ['/resources', 'Error fetching resources'],
    ] as const) {
      test(`${path}: "${title}"`, async ({ page }) => {
        await login(page);
        await stopBackend(page);
        await page.goto(path);
        await hydrated(page);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectNoticeAfterRetries(page, title);
      });
    }

    test('logout: "Logout Failed"', async ({ page }) => {
      await login(page);
      await stopBackend(page);
      await page.goto('/about');
      await page.getByRole('button', { name: 'Logout' }).click();
      await expectNotice(page, 'Logout Failed');
    });
  });
});
