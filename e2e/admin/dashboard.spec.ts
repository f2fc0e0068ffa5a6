import { adminMessages } from '@app/shared/messages';
import { countOf, must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

const tile = (page: import('@playwright/test').Page, resource: string) => page.getByTestId(`count-${resource}`);

test('the dashboard shows live counts, shortcuts and the coming-soon parts', async ({ adminPage: page }) => {
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
  await expect(page.getByText(adminMessages.dashboard.analyticsComingSoon)).toBeVisible();
  await page.getByRole('link', { name: /Manage Universities/ }).click();
  await expect(page).toHaveURL(/\/admin\/universities$/);
});

test('the dashboard counts change after adding a university and a lead', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const before = Number(await tile(page, 'universities').textContent());
  const leadsBefore = Number(await tile(page, 'leads').textContent());
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
    await page.reload();
    // Other tests may add or remove rows in parallel: the tile must match the database, which has ours.
    await expect
      .poll(async () => {
        const shown = Number(await tile(page, 'universities').textContent());
        return (
          shown === (await countOf(service.from('universities_data').select('*', { count: 'exact', head: true }))) &&
          shown !== before
        );
      })
      .toBe(true);
    await expect
      .poll(async () => {
        const since = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
        const shown = Number(await tile(page, 'leads').textContent());
        return (
          shown ===
            (await countOf(
              service.from('contacts').select('*', { count: 'exact', head: true }).gte('created_at', since),
            )) && shown !== leadsBefore
        );
      })
      .toBe(true);
  } finally {
    await must(service.from('universities_data').delete().eq('university_name', `E2E dashboard ${tag}`));
    await must(service.from('contacts').delete().eq('name', `E2E ${tag}`));
  }
});
