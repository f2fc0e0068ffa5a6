// What it costs, in the family's money: the accommodation filters show the chosen city's figures, a
// plan sent as a link opens with the same total, and the currency chosen is remembered. The suite's
// database has the round test rates of e2e/fixture-rates.ts (1 EUR = 100 INR = 160 NPR).
import { formatMoney, formatRange, formatWhole } from '@app/shared/format';
import { expect, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { axeViolations, hydrated, PROGRAM_PAGE } from './support.ts';

const inr = (low: number, high = low) => formatRange(formatWhole(low, 'INR'), formatWhole(high, 'INR'));
const npr = (low: number, high = low) => formatRange(formatWhole(low, 'NPR'), formatWhole(high, 'NPR'));
const eur = (low: number, high = low) =>
  formatRange(formatMoney(low * 100, 'EUR') ?? '', formatMoney(high * 100, 'EUR') ?? '');

test('accommodation: choosing a city shows its costs from the cities table and only the housing there', async ({
  page,
}) => {
  await page.goto('/accommodation');
  await hydrated(page);
  const country = page.getByLabel('Country');
  const city = page.getByLabel('City');
  await country.selectOption('Netherlands');
  await expect(city.locator('option')).toHaveText([
    'All Cities',
    'Amsterdam',
    'Delft',
    'Rotterdam',
    'The Hague',
    'Utrecht',
  ]);
  await city.selectOption('Utrecht');

  // Utrecht University's housing budget: shared-flat rooms €500–€800 a month.
  const costs = page.getByRole('region', { name: 'Utrecht: monthly costs' });
  await expect(costs).toContainText('Room in a shared flat');
  await expect(costs).toContainText(`${inr(50_000, 80_000)} (${eur(500, 800)}) a month`);
  await expect(costs).toContainText(`${inr(70_000, 120_000)} (${eur(700, 1200)}) a month`);
  await expect(costs).toContainText('Not published by the source: food');
  await expect(costs.getByRole('link', { name: 'Official source' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.uu\.nl\//,
  );
  await expect(costs).toContainText('checked on 23 November 2026');

  // The cards: Utrecht's, none of another city.
  const cards = page.locator('main li.card');
  await expect(cards.first()).toBeVisible();
  for (const location of await cards.locator('p').filter({ hasText: 'Netherlands' }).allTextContents()) {
    expect(location).toContain('Utrecht');
  }
  await expect(cards.filter({ hasText: 'Student housing (SSH)' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Amsterdam' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The search narrows the cards as typed; a search with no match says what to loosen.
  await country.selectOption('All Countries');
  await page.getByLabel('Search').fill('crous');
  await expect(cards).not.toHaveCount(0);
  for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('crous');
  await page.getByLabel('Search').fill('no such housing anywhere');
  await expect(page.getByText('No housing options match. Clear the search or choose All Cities.')).toBeVisible();
});

test('a plan sent as a link opens in a fresh browser with the same choices and total', async ({ page, browser }) => {
  await page.goto('/plan');
  await hydrated(page);
  await page.getByLabel('Country').selectOption('Netherlands');
  await page.getByLabel('City').selectOption('Utrecht');
  await page.getByLabel('Tuition per year (EUR)').fill('2000');
  await page.getByLabel('Semester fees per year (EUR)').fill('100');
  await page.getByLabel('Housing').selectOption('studio');
  await page.getByLabel(/Months of living costs/).fill('10');
  await page.getByLabel('Show in').selectOption('NPR');

  // €2,000 + €100 + 10 × €700–€1,200 (Utrecht studio) = €9,100–€14,100; × 160 per line.
  const total = page.locator('[data-plan-total]');
  await expect(total).toHaveText(npr(1_456_000, 2_256_000));
  await expect(page.locator('[data-plan-total-eur]')).toHaveText(eur(9_100, 14_100));
  await expect(page.getByText(/Proof of funds for the visa: not published/)).toBeVisible();
  await expect(page).toHaveURL(/housing=studio/);
  const link = page.url();
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  expect(decodeURIComponent((await share.getAttribute('href')) ?? '')).toContain(link);

  const parent = await browser.newContext();
  try {
    const other = await parent.newPage();
    await other.goto(link);
    await hydrated(other);
    await expect(other.locator('[data-plan-total]')).toHaveText(npr(1_456_000, 2_256_000));
    await expect(other.getByLabel('City')).toHaveValue(/\d+/);
    await expect(other.getByLabel(/Months of living costs: 10/)).toBeVisible();
  } finally {
    await parent.close();
  }
});

test('the currency chosen on one page is remembered across pages and reloads', async ({ page }) => {
  await page.goto('/countries/de');
  await hydrated(page);
  // Germany's blocked account: €11,904 a year.
  const funds = page.locator('[data-money]').first();
  await expect(funds).toContainText(`${inr(1_190_400)} (${eur(11_904)})`);
  await page.getByLabel('Show amounts in').selectOption('NPR');
  await expect(funds).toContainText(`${npr(1_904_640)} (${eur(11_904)})`);
  await expect(page.getByText(/1 EUR = 160 NPR, rate of 20 November 2026/)).toBeVisible();

  await page.reload();
  await expect(funds).toContainText(npr(1_904_640));
  await expect(page.getByLabel('Show amounts in')).toHaveValue('NPR');
  await page.goto(PROGRAM_PAGE);
  await hydrated(page);
  await expect(page.getByLabel('Show in')).toHaveValue('NPR');
  // TUM: its blocked-account line comes from the country, in the same currency.
  await expect(page.getByText(new RegExp(`${npr(1_904_640)} \\(${eur(11_904)}\\) a year`))).toBeVisible();
});

test('a country guide lists the application steps in order, each with its official page', async ({ page }) => {
  const [germany] = await must(service.from('countries').select('checklist').eq('code', 'DE'));
  const steps = germany?.checklist as { title: string; url: string }[];
  await page.goto('/countries/de');
  const items = page.getByRole('heading', { name: 'Application checklist' }).locator('xpath=..').locator('ol > li');
  await expect(items.locator('h3')).toHaveText(steps.map((step) => step.title));
  await expect(items.first().getByRole('link', { name: /Official page/ })).toHaveAttribute('href', steps[0]?.url ?? '');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"HowTo"') && text.includes(steps[0]?.title ?? '?'))).toBe(true);
});
