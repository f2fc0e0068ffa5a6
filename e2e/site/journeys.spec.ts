// Paths between the pages, as a parent on a phone takes them: from the home page into the finder, a
// programme saved and found again on the shortlist, and on to the planner; the header reaches the
// guides, the planner and the shortlist.
import { expect, test } from '@playwright/test';
import { hydrated } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('home → finder → a programme saved → View shortlist → the planner', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Find a programme/ }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await hydrated(page);
  const link = page.locator('li.card').first().getByRole('heading').getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  await expect(page.getByRole('link', { name: 'View shortlist' })).toBeHidden();
  await page.getByRole('button', { name: /Save to shortlist/ }).click();
  await page.getByRole('link', { name: 'View shortlist' }).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'My shortlist (1)' })).toBeVisible();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Plan my costs' }).click();
  await expect(page).toHaveURL(/\/plan$/);
});

test('the home page leads to the finder, the planner, the guides and the universities', async ({ page }) => {
  await page.goto('/');
  const start = page.getByRole('region', { name: 'Where to start' });
  for (const [name, href] of [
    [/Find a programme/, '/programs'],
    [/Plan my costs/, '/plan'],
    [/Country guides/, '/countries'],
    [/Browse universities/, '/universities'],
  ] as const) {
    await expect(start.getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('on a phone the compare tray stays in reach while programmes are picked, and two fit side by side', async ({
  page,
}) => {
  await page.goto('/programs?country=DE');
  await hydrated(page);
  // The filtered results, not the first page drawn before the filter applied.
  await expect(page.getByRole('status').filter({ hasText: /programs? match/ })).toContainText('match your filters');
  const cards = page.locator('li.card');
  const names = (await cards.getByRole('heading').allTextContents()).slice(0, 2).map((name) => name.trim());
  const tray = page.getByRole('region', { name: 'Programs to compare' });
  await expect(tray).toBeHidden();

  await page
    .getByRole('checkbox', { name: `Compare ${names[0]}` })
    .first()
    .check();
  await expect(tray).toBeInViewport();
  await expect(tray).toContainText('1 program picked to compare');
  await expect(tray).toContainText('Pick one more to compare');
  await tray.getByRole('button', { name: 'Clear' }).click();
  await expect(tray).toBeHidden();
  await expect(page.getByRole('checkbox', { name: `Compare ${names[0]}` }).first()).not.toBeChecked();

  for (const name of names)
    await page
      .getByRole('checkbox', { name: `Compare ${name}` })
      .first()
      .check();
  await page.mouse.wheel(0, 3000);
  await expect(tray).toBeInViewport();
  await tray.getByRole('link', { name: 'Compare selected (2)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
  const headers = page.getByRole('table').getByRole('columnheader');
  await expect(headers).toHaveText(names);
  // Both programmes on screen at 390 px, without a sideways scroll.
  for (const header of await headers.all()) await expect(header).toBeInViewport();
  const region = page.getByRole('region', { name: 'Programs side by side' });
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
