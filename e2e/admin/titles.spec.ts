// Each console screen names itself in the browser tab, so staff can tell several open tabs apart.
import { readBrand } from '@app/shared/brand';
import { expect, MENU_LABELS, openDashboard, test } from './fixtures.ts';

const SCREENS =
  // Dashboard last: it is reached back from another screen.
  [...MENU_LABELS.slice(1), 'Dashboard'];

test.use({ viewport: { width: 1440, height: 900 } });

test('every screen shows its name, the console and the product in the tab title', async ({ adminPage: page }) => {
  await openDashboard(page);
  // Fourteen screens, each loaded on first visit: more than one test's default time on a busy machine.
  test.setTimeout(120_000);
  const product = readBrand(process.env).productName;
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  for (const screen of SCREENS) {
    await nav.getByRole('link', { name: screen, exact: true }).click();
    await expect(page).toHaveTitle(`${screen} - Admin - ${product}`);
  }
});
