import { adminMessages } from '@app/shared/messages';
import type { Page } from '@playwright/test';
import { countOf, must, service } from '../service.ts';
import { expect, openDashboard, test, uniqueTag } from './fixtures.ts';

const tile = (page: Page, resource: string) => page.getByTestId(`count-${resource}`);

test('the dashboard shows live counts, shortcuts and the coming-soon parts', async ({ adminPage: page }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { level: 1, name: adminMessages.dashboard.heading })).toBeVisible();
  await expect(page.getByText(adminMessages.dashboard.welcome)).toBeVisible();
  for (const label of ['Total Universities', 'Blog Posts', 'Pending Interviews', 'New Leads']) {
    await expect(page.getByRole('region', { name: label })).toBeVisible();
  }
  // Counts come from the database, not the spec's placeholder figures.
  await expect
    .poll(
      async () =>
        Number(await tile(page, 'blog').textContent()) ===
        (await countOf(service.from('community_blog_posts').select('*', { count: 'exact', head: true }))),
    )
    .toBe(true);
  await expect
    .poll(
      async () =>
        Number(await tile(page, 'interviews').textContent()) ===
        (await countOf(service.from('interviews').select('*', { count: 'exact', head: true }).eq('status', 'Pending'))),
    )
    .toBe(true);
  await expect(page.getByText(adminMessages.dashboard.settingsComingSoon)).toBeVisible();
  await expect(page.getByRole('heading', { name: adminMessages.dashboard.funnel })).toBeVisible();
  await page.getByRole('link', { name: /Manage Universities/ }).click();
  await expect(page).toHaveURL(/\/admin\/universities$/);
});

/**
 * Reloads the dashboard and reads a tile, which must show the database's count at that moment; other
 * tests add and remove rows in parallel, so the count is read just before and just after the page.
 */
async function tileMatchesDatabase(page: Page, resource: string, count: () => Promise<number>): Promise<boolean> {
  const low = await count();
  await page.reload();
  await expect(tile(page, resource)).toHaveText(/^\d+$/);
  const shown = Number(await tile(page, resource).textContent());
  const high = await count();
  return shown >= Math.min(low, high) && shown <= Math.max(low, high);
}

test('the dashboard counts change after adding a university and a lead', async ({ adminPage: page }) => {
  await openDashboard(page);
  const tag = uniqueTag();
  await must(
    service
      .from('universities_data')
      .insert({ university_name: `E2E dashboard ${tag}` })
      .select()
      .single(),
  );
  await must(
    service
      .from('contacts')
      .insert({ name: `E2E ${tag}`, email: 'lead@example.com', subject: 'Hi', message: 'Hello' })
      .select()
      .single(),
  );
  try {
    const universities = () => countOf(service.from('universities_data').select('*', { count: 'exact', head: true }));
    const recentLeads = () =>
      countOf(
        service
          .from('contacts')
          .select('*', { count: 'exact', head: true })
          .gte('created_at', new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString()),
      );
    await expect.poll(() => tileMatchesDatabase(page, 'universities', universities)).toBe(true);
    await expect.poll(() => tileMatchesDatabase(page, 'leads', recentLeads)).toBe(true);
  } finally {
    await must(service.from('universities_data').delete().eq('university_name', `E2E dashboard ${tag}`));
    await must(service.from('contacts').delete().eq('name', `E2E ${tag}`));
  }
});
