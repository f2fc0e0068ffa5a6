// The program finder (/programs): filters reach the expected seeded programs, live in the URL (shared
// links, reload, back and forward), figures not checked yet are counted and can be included, amounts
// read in the family's currency, a phone sees results before the filters, and the first page is in the
// HTML without JavaScript.
import { expect, type Page, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { axeViolations, hydrated } from './support.ts';

const results = (page: Page) => page.locator('li.card h2');
const status = (page: Page) => page.getByRole('status');
const plural = (n: number) => `${n} program${n === 1 ? '' : 's'}`;

/**
 * Germany's index file as the build wrote it, but with every other programme's tuition €1,500 a year
 * and the rest not checked yet: figures the spec controls, whatever the seed has checked by now. The
 * tuition column is one base-64 digit a programme (site/src/lib/program-finder-shard.ts), '0' or '1'
 * pointing to the two tuition values. Gives how many of the file's programmes have each, once it was fetched.
 */
async function germanyWithFixtureFees(page: Page): Promise<() => { checked: number; unchecked: number }> {
  let count = 0;
  await page.route('**/programs/data/DE.json*', async (route) => {
    const response = await route.fetch();
    const shard = await response.json();
    count = shard.count;
    shard.values.tuition = [
      ['known', 150_000, 150_000, 'EUR', 0],
      ['unchecked', null, null, null, 0],
    ];
    shard.programs.tuition = Array.from({ length: count }, (_, at) => String(at % 2)).join('');
    await route.fulfill({ response, json: shard });
  });
  return () => ({ checked: Math.ceil(count / 2), unchecked: Math.floor(count / 2) });
}

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

test('figures not checked yet are counted, can be included, and say so on their card', async ({ page }) => {
  const fixture = await germanyWithFixtureFees(page);
  await page.goto('/programs?country=DE');
  await hydrated(page);
  await expect(status(page)).toContainText('match your filters');
  const { checked, unchecked } = fixture();
  expect(unchecked).toBeGreaterThan(0);
  // Budgets read in the family's currency (the suites' rate: 100 rupees to the euro), the euro beside.
  const budget = page.getByLabel('Max tuition a year');
  await expect(budget.locator('option[value="2000"]')).toHaveText('₹2,00,000 (€2,000)');
  await budget.selectOption('2000');
  await expect(status(page)).toHaveText(
    `${plural(checked)} match your filters. ${plural(unchecked)} not checked yet or not comparable ${unchecked === 1 ? 'is' : 'are'} hidden`,
  );
  await expect(page).toHaveURL(/maxTuition=2000$/);
  // Each card's first figure is its tuition: all checked, in rupees with the euro figure beside.
  const cards = page.locator('li.card');
  const tuitionStates = () =>
    cards
      .locator('dl > div:first-child')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-figure-state')));
  expect(new Set(await tuitionStates())).toEqual(new Set(['known']));
  await expect(cards.first()).toContainText('₹1,50,000 (€1,500)');

  const include = page.getByRole('checkbox', { name: 'Include programs not checked yet or not comparable' });
  await include.check();
  await expect(status(page)).toHaveText(
    `${plural(checked + unchecked)} match your filters, including ${unchecked} not checked yet or not comparable`,
  );
  await expect(page).toHaveURL(/maxTuition=2000&unchecked=1$/);
  // The second programme in name order is one whose fee is not checked: it says so and links to ask.
  const second = cards.nth(1);
  const tuition = second.locator('[data-figure-state]').first();
  await expect(tuition).toHaveAttribute('data-figure-state', 'unchecked');
  await expect(tuition.getByRole('link', { name: /^Not checked yet — ask us/ })).toHaveAttribute(
    'href',
    /^\/contact\?subject=Question/,
  );
  await include.uncheck();
  await expect(status(page)).toContainText(`${plural(checked)} match your filters.`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('results come first; the filters open in a sheet that Escape and its button close', async ({ page }) => {
    await page.goto('/programs');
    await hydrated(page);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toBeVisible();
    await expect(page.getByLabel('Level')).toBeHidden();
    await expect(results(page).first()).toBeInViewport();
    const [button, card] = await Promise.all([filters.boundingBox(), results(page).first().boundingBox()]);
    expect(button?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(card?.y ?? 0);

    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByLabel('Level').selectOption("Master's");
    await sheet.getByLabel('Country').selectOption('DE');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    await expect(status(page)).toContainText('match your filters');

    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Close filters' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await sheet.getByRole('button', { name: /^Show \d+ programs?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(results(page).first()).toBeVisible();
  });
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
