import { expect, test } from '@playwright/test';

test('home page is static HTML titled with the product name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/ - EuroStudy Compass$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('EuroStudy Compass');
  // A page without state must ship no framework JS: no hydrated islands, no external bundles.
  await expect(page.locator('astro-island')).toHaveCount(0);
  await expect(page.locator('script[src]')).toHaveCount(0);
});
