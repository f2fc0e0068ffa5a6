// The audit trail in the console: an edit made in a dialog is listed on the Activity screen with who
// made it and the old and new values, and the record's edit dialog says who changed it last.
import { adminMessages } from '@app/shared/messages';
import { must, service } from '../service.ts';
import { ADMIN, expect, test, uniqueTag } from './fixtures.ts';

test('an edit appears on the Activity screen with old and new values, and as "last changed by"', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const title = `E2E audit ${tag}`;
  const edited = `${title} edited`;
  const [news] = await must(service.from('news').insert({ title }).select('id'));
  try {
    await page.goto('/admin/news');
    await page.getByPlaceholder('Search by title').fill(tag);
    const card = page.locator('tr, li').filter({ hasText: title });
    await card.getByRole('button', { name: 'Edit' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Article' });
    // Made by the service role, not by staff: nothing recorded yet.
    await expect(dialog.getByTestId('last-changed')).toHaveText(adminMessages.activity.neverChanged);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.locator('tr, li').filter({ hasText: edited }).getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(dialog.getByTestId('last-changed')).toHaveText(
      new RegExp(`^Last changed by ${ADMIN.email.replace('.', '\\.')} on \\d{1,2} \\w{3} \\d{4}`),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Table' }).click();
    await page.getByRole('option', { name: 'News' }).click();
    await page.getByPlaceholder(/Search by/).fill(String(news?.id));
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `Changed · News #${news?.id}`, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText(`title: ${title} → ${edited}`);
  } finally {
    await service
      .from('news')
      .delete()
      .eq('id', news?.id ?? 0);
    await service.from('audit_log').delete().eq('table_name', 'news').eq('row_id', String(news?.id));
  }
});
