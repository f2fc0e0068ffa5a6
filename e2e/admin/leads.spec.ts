// Leads are contact messages: the console reads and deletes them, and never creates or edits one.
import { adminMessages } from '@app/shared/messages';
import { must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

const messages = adminMessages.leads;

test('leads: read in a table and a details dialog, searched, deleted; never created or edited', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const name = `E2E Lead ${tag}, "Jr." (Mumbai)`;
  await must(
    service
      .from('contacts')
      .insert({
        name,
        email: `lead.${tag}@example.com`,
        subject: 'Masters in Germany',
        message: `Hello, I would like to study in Berlin. ${tag}`,
      })
      .select()
      .single(),
  );
  try {
    await page.goto('/admin/leads');
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
    await page.getByPlaceholder('Search by name').fill(`${tag}, "Jr." (Mumbai)`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: `lead.${tag}@example.com` })).toHaveAttribute(
      'href',
      `mailto:lead.${tag}@example.com`,
    );
    await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    await row.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Lead Details' });
    await expect(details.getByText('Subject / Course Interest')).toBeVisible();
    await expect(details.getByText(`Hello, I would like to study in Berlin. ${tag}`)).toBeVisible();
    await expect(details.getByText('Received At')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();

    // The message text is searchable too.
    await page.getByPlaceholder('Search by name').fill(`study in Berlin. ${tag}`);
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: messages.confirmDelete });
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText(messages.deleted.title)).toBeVisible();
    await expect(page.getByText(messages.deleted.description ?? '')).toBeVisible();
    await expect(page.getByText(messages.empty)).toBeVisible();
    await expect(page.getByPlaceholder('Search by name')).toHaveValue(`study in Berlin. ${tag}`);
  } finally {
    await must(service.from('contacts').delete().ilike('name', `%${tag}%`));
  }
});
