// axe (WCAG 2.1 A/AA) on every route at 360 px and 1440 px, and a full-page screenshot of each kept
// as a test artifact (attached to the report and saved under test-results).
import { expect, test } from '@playwright/test';
import { axeViolations, GUARDED_ROUTES, hydrated, login, PUBLIC_ROUTES } from './support.ts';

const WIDTHS = [360, 1440] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no axe violations`, async ({ page }, testInfo) => {
        await page.goto(route);
        await hydrated(page);
        // Run-time lists (stories) settle before checking.
        await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
        const shot = await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${width}.png`) });
        await testInfo.attach(`${route} at ${width}px`, { body: shot, contentType: 'image/png' });
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const route of GUARDED_ROUTES) {
      test(`${route} (signed in) has no axe violations`, async ({ page }, testInfo) => {
        await login(page, route);
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        await hydrated(page);
        await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
        await expect(page.locator('main li.card').first()).toBeVisible();
        const shot = await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${width}.png`) });
        await testInfo.attach(`${route} at ${width}px`, { body: shot, contentType: 'image/png' });
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('open mobile menu / dropdown and a notice have no axe violations', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      // The notice first: the open phone menu reaches down over the chat button.
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('li')).toHaveCount(1);
      if (width < 1280) await page.getByRole('button', { name: 'Menu' }).click();
      else await page.getByRole('button', { name: 'Resources' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
