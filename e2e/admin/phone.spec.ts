// The console on a 390 px phone: no screen scrolls sideways, and every list's Add, Edit and Delete sit
// inside the viewport and work (open and close the dialog, open and cancel the delete confirmation).
// Screens are reached through the slide-in menu by their visible labels, as staff on a phone do.
import type { Locator, Page } from '@playwright/test';
import { expect, MENU_LABELS, openDashboard, test } from './fixtures.ts';

/** Read-only screens: nothing to add, edit or delete. */
const READ_ONLY = ['Students', 'Purchases', 'Activity'];
/** Checked on a phone by their own specs (suggestions.spec.ts, catalogue-health.spec.ts, cases.spec.ts). */
const OWN_SPECS = ['Suggestions', 'Catalogue health', 'Cases', 'Stage board', 'Calendar', 'Counsellors'];
const LISTS = MENU_LABELS.filter(
  (label) => label !== 'Dashboard' && label !== 'Settings' && !READ_ONLY.includes(label) && !OWN_SPECS.includes(label),
);

test.use({ viewport: { width: 390, height: 844 } });

async function openScreen(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /open menu/i }).click();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(nav).toBeHidden();
}

async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${screen} is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Scrolls the page (vertically only) to the control, which must then lie wholly on screen, and clicks it. */
async function clickOnScreen(page: Page, control: Locator, what: string): Promise<void> {
  await expect(control, what).toBeVisible();
  await control.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2));
  const box = await control.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport, what).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height);
  await control.click();
}

for (const label of LISTS) {
  test(`${label}: fits a phone and its actions are reachable`, async ({ adminPage: page }) => {
    await openDashboard(page);
    await openScreen(page, label);
    const main = page.locator('#main-content');
    const firstEdit = main.getByRole('button', { name: 'Edit', exact: true }).first();
    const firstDelete = main.getByRole('button', { name: 'Delete', exact: true }).first();
    // The first page of records, however slowly a busy backend answers.
    await expect(firstDelete).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page, label);

    const add = page.getByRole('button', { name: 'Add New' });
    if (label !== 'Leads') {
      await clickOnScreen(page, add, `${label}: Add New`);
      const dialog = page.getByRole('dialog', { name: /^Add / });
      await expect(dialog).toBeVisible();
      await expectNoSidewaysScroll(page, `${label} add dialog`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      await clickOnScreen(page, firstEdit, `${label}: Edit`);
      const edit = page.getByRole('dialog', { name: /^Edit / });
      await expect(edit).toBeVisible();
      await expectNoSidewaysScroll(page, `${label} edit dialog`);
      await edit.getByRole('button', { name: 'Close' }).click();
      await expect(edit).toBeHidden();
    } else {
      await expect(add).toHaveCount(0);
      await clickOnScreen(page, main.getByRole('button', { name: 'View' }).first(), 'Leads: View');
      const details = page.getByRole('dialog', { name: 'Lead Details' });
      await expect(details).toBeVisible();
      await details.getByRole('button', { name: 'Close' }).click();
      await expect(details).toBeHidden();
    }

    await clickOnScreen(page, firstDelete, `${label}: Delete`);
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expectNoSidewaysScroll(page, label);
  });
}

test('dashboard and settings fit a phone; settings say what the publishable key does', async ({ adminPage: page }) => {
  await openDashboard(page);
  await expectNoSidewaysScroll(page, 'Dashboard');
  await openScreen(page, 'Settings');
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  // Hosted Checkout is created server-side: the key neither enables nor disables payments.
  await expect(page.getByText(/Payments do not use this key/)).toBeVisible();
  await expect(page.getByText(/disable card payments/)).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'Settings');
});

for (const label of READ_ONLY) {
  test(`${label}: fits a phone, read only`, async ({ adminPage: page }) => {
    await openDashboard(page);
    await openScreen(page, label);
    const main = page.locator('#main-content');
    await expect(main.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(main.getByText(/\d+-\d+ of \d+|No (students|purchases|changes)/).first()).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSidewaysScroll(page, label);
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  });
}
