// The program finder (/programs): filters reach the expected seeded programs, live in the URL (shared
// links, reload, back and forward), and the first page is in the HTML without JavaScript.
import { expect, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { hydrated } from './support.ts';

const results = (page: import('@playwright/test').Page) => page.locator('li.card h2');
const status = (page: import('@playwright/test').Page) => page.getByRole('status');

test('filters combine, are counted, and match the database', async ({ page }) => {
  const rows = await must(
    service
      .from('programs')
      .select('name,level,languages,university:universities_data!inner(country_code)')
      .eq('level', "Master's")
      .eq('university.country_code', 'DE')
      .contains('languages', ['en']),
  );
  await page.goto('/programs');
  await hydrated(page);
  await page.getByLabel('Level').selectOption("Master's");
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Taught in').selectOption('en');
  await expect(status(page)).toHaveText(`${rows.length} program${rows.length === 1 ? '' : 's'} match your filters`);
  await expect(results(page)).toHaveText(rows.map((r) => r.name).sort((a, b) => a.localeCompare(b, 'en')));
  await expect(page).toHaveURL(/\?level=Master%27s&country=DE&lang=en$/);
});

test('the URL holds the filters: reload and back/forward restore them', async ({ page }) => {
  await page.goto('/programs?country=NL&sort=tuition');
  await hydrated(page);
  await expect(page.getByLabel('Country')).toHaveValue('NL');
  await expect(page.getByLabel('Sort by')).toHaveValue('tuition');
  await expect(status(page)).toContainText('match your filters');
  for (const text of await page.locator('li.card p').allTextContents()) expect(text).toContain('Netherlands');
  await page.getByLabel('Level').selectOption("Bachelor's");
  await expect(page).toHaveURL(/level=Bachelor%27s/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Level')).toHaveValue("Bachelor's");
  await page.goBack();
  await expect(page.getByLabel('Level')).toHaveValue('');
  await expect(page.getByLabel('Country')).toHaveValue('NL');
});

test('keyword search ignores accents and case; an empty result says which filter to loosen', async ({ page }) => {
  await page.goto('/programs');
  await hydrated(page);
  // The issue's own example: TUM is found by its German name's short form.
  await page.getByRole('searchbox', { name: 'Search programs' }).fill('tu munchen');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(status(page)).toContainText('match your filters');
  for (const text of await page.locator('li.card p').allTextContents()) {
    expect(text).toContain('Technical University of Munich');
  }
  await page.getByRole('searchbox', { name: 'Search programs' }).fill('UNIVERSITE grenoble');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('li.card p').first()).toContainText('Université Grenoble Alpes');
  for (const text of await page.locator('li.card p').allTextContents())
    expect(text).toContain('Université Grenoble Alpes');
  await page.getByLabel('Country').selectOption('DE');
  await expect(page.getByRole('heading', { name: 'No programs match' })).toBeVisible();
  await expect(page.getByText(/Loosen the (search words|country)/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/programs$/);
});

test('programs picked in the finder open side by side in compare', async ({ page }) => {
  await page.goto('/programs?country=DE');
  await hydrated(page);
  await expect(status(page)).toContainText('match your filters');
  const names = (await results(page).allTextContents()).slice(0, 2);
  for (const name of names)
    await page
      .getByRole('checkbox', { name: `Compare ${name}` })
      .first()
      .check();
  await page.getByRole('link', { name: 'Compare selected (2)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(names);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the first page of programs is in the HTML, each linking to its page', async ({ page }) => {
    const total = (await must(service.from('programs').select('id'))).length;
    await page.goto('/programs');
    await expect(status(page)).toHaveText(`${total} programs`);
    await expect(results(page)).toHaveCount(24);
    const first = page.locator('li.card h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/programs\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });
});
