// `pnpm start` mode with more universities than one page of cards: the list page's HTML carries the
// first page, "Show more" and searches fetch the rest from the build's data files, and a fetch that
// fails says so and offers to try again (the list page stays small however many universities there are).

import { UNIVERSITY_LIST_PAGE_SIZE as PAGE_SIZE } from '@app/shared/constants';
import { publicMessages } from '@app/shared/messages';
import { slugify } from '@app/shared/slug';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, asAdmin, rebuilderIdle } from './support.ts';

const texts = publicMessages.universityList;
const tag = Date.now().toString(36);
// Named to sort after every seeded university: the last ones are beyond the page's HTML.
const names = Array.from({ length: PAGE_SIZE + 10 }, (_, i) => `Zz Long List ${tag} ${String(i).padStart(3, '0')}`);
let total = 0;

test.beforeAll(async ({ request }) => {
  const token = await adminToken();
  await asAdmin(
    token,
    'POST',
    'universities_data',
    names.map((university_name) => ({ university_name, city: 'Tartu', country: 'Estonia' })),
  );
  total = ((await asAdmin(token, 'GET', 'universities_data?select=id')) as unknown[]).length;
  // The rebuild hook brings them to the site's data files.
  await expect
    .poll(
      async () => (await (await request.get('/universities/data/index.json')).text()).includes(names.at(-1) ?? '-'),
      {
        timeout: 120_000,
        intervals: [1_000],
      },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await asAdmin(await adminToken(), 'DELETE', `universities_data?university_name=like.*${tag}*`);
  await rebuilderIdle(120_000);
});

const cards = (page: Page) => page.getByRole('tabpanel').locator('li.card');
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });

test('a failed fetch says so and trying again brings the results', async ({ page, context }) => {
  await page.goto('/universities');
  await hydrated(page);
  await context.setOffline(true);
  await page.getByRole('searchbox', { name: 'Search universities' }).fill(`Long List ${tag}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(texts.loadFailed.text);
  await expect(cards(page)).toHaveCount(PAGE_SIZE); // what was shown stays
  await context.setOffline(false);
  await alert.getByRole('button', { name: texts.loadFailed.retry }).click();
  await expect(alert).toBeHidden();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(cards(page).first().getByRole('heading')).toHaveText(names[0] ?? '');
  await page.getByRole('button', { name: texts.showMore }).click();
  await expect(cards(page)).toHaveCount(names.length);
});

test('the first page is in the HTML; Show more and search reach every university', async ({ page }) => {
  const html = await (await page.request.get('/universities')).text();
  expect(html.match(/<li class="card/g)).toHaveLength(PAGE_SIZE);
  expect(html).not.toContain(names.at(-1));
  await page.goto('/universities');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await hydrated(page);
  await page.getByRole('button', { name: texts.showMore }).click();
  await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, total));
  await expect(page.getByText(texts.progress(Math.min(2 * PAGE_SIZE, total), total))).toBeAttached();
  while ((await cards(page).count()) < total) await page.getByRole('button', { name: texts.showMore }).click();
  await expect(cards(page)).toHaveCount(total);
  await expect(page.getByRole('button', { name: texts.showMore })).toHaveCount(0);
  await expect(cards(page).last().getByRole('heading')).toHaveText(names.at(-1) ?? '');

  await page.getByRole('searchbox', { name: 'Search universities' }).fill(names.at(-1) ?? '');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('link', { name: /View Details/ })).toHaveAttribute(
    'href',
    `/universities/${slugify(names.at(-1) ?? '')}`,
  );
});
