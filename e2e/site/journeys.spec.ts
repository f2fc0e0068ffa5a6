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
