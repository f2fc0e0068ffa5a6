import { test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });
test('scratch screenshots', async ({ adminPage: page }) => {
  await page.goto('/admin/universities');
  await page.getByRole('button', { name: 'Edit', exact: true }).first().waitFor();
  await page.screenshot({ path: '/tmp/g-unis-390.png' });
  await page.screenshot({ path: '/tmp/g-unis-390-full.png', fullPage: true });
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('button', { name: 'Add Program' }).click();
  await page.getByRole('group', { name: 'New program 1' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/g-add-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.screenshot({ path: '/tmp/g-unis-1440.png' });
});
