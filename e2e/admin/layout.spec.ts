import { adminMessages } from '@app/shared/messages';
import { expect, MENU_LABELS, openDashboard, test } from './fixtures.ts';

const ORDER = [...MENU_LABELS];

test('the sidebar lists the sections in order and marks only the exact page', async ({ adminPage: page }) => {
  await openDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link')).toHaveText(ORDER);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(nav.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: adminMessages.backToSite })).toHaveAttribute('href', /^https?:\/\//);
  // Deep links work (the server falls back to the app) and keep the exact match.
  await page.goto('/admin/leads');
  await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the sidebar is a slide-in drawer that closes after navigating', async ({ adminPage: page }) => {
    await openDashboard(page);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: /open menu/i }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\/admin\/videos$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('link', { name: adminMessages.backToSite })).toBeVisible();
  });
});
