// `pnpm start` mode: an admin's changes reach the static public site by themselves (the database's
// rebuild trigger calls the rebuilder's deploy hook) and visitors are served throughout. Also checks
// that the production headers the local static server applies (site/public/_headers, completed by the
// build) let the pages work.
import { expect, test } from '@playwright/test';
import { ADMIN_URL, adminToken, asAdmin, cspViolations, rebuilderIdle, status } from './support.ts';

const tag = `${Date.now().toString(36)}`;
// Letters Unicode does not decompose (ß, Ł, Ø) and accents: the searches below type them plainly.
const newName = `Rebuilt Straße Łódź Øresund Česká ${tag}`;
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
  await rebuilderIdle();
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

  // Both searches fold the same way: typed without ß, Ł, Ø or accents, the new name is found.
  const plain = 'strasse lodz oresund ceska';
  await page.getByRole('searchbox', { name: 'Search universities' }).fill(plain);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('tabpanel').locator('li.card')).toHaveCount(1);
  await expect(page.getByRole('tabpanel').locator('li.card')).toContainText(newName);
  await page.goto('/programs');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Search programs' }).fill(plain);
  await page.getByRole('button', { name: 'Search' }).click();
  // Only its programmes, once the results for the new search have replaced the previous ones.
  await expect
    .poll(async () => {
      const texts = await page.locator('li.card p').allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(newName));
    })
    .toBe(true);
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
