// Universities in depth: programs managed in the edit dialog, validation before any request, and a
// failed save that keeps the dialog open with what was typed and shows the backend's message.

import { adminMessages } from '@app/shared/messages';
import type { Route } from '@playwright/test';
import { must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

const messages = adminMessages.universities;

test('programs are added, edited and deleted inside the university edit dialog', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const university = await must(
    service
      .from('universities_data')
      .insert({
        university_name: `E2E Programs ${tag}`,
        popular_programs: ['Physics', 'Law'],
      })
      .select()
      .single(),
  );
  try {
    await page.goto('/admin/universities');
    await page.getByPlaceholder('Search by name').fill(`Programs ${tag}`);
    await page.getByRole('row').filter({ hasText: tag }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit University' });
    // List fields are shown joined with commas.
    await expect(edit.getByRole('textbox', { name: 'Popular Programs', exact: true })).toHaveValue('Physics, Law');
    await expect(edit.getByText('No programs listed for this university yet.')).toBeVisible();

    await edit.getByRole('button', { name: 'Add Program' }).click();
    const add = page.getByRole('dialog', { name: 'Add Program' });
    await add.getByRole('textbox', { name: 'Program Name', exact: true }).fill(`MSc Data Science ${tag}`);
    await add.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: "Master's" }).click();
    await add.getByRole('spinbutton', { name: 'Duration (years)' }).fill('2');
    await add
      .getByRole('group', { name: 'Tuition for non-EU students (a year)' })
      .getByRole('textbox', { name: 'Note' })
      .fill('€1,500 per year');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText('Program added/updated successfully')).toBeVisible();
    // The site bakes programmes into its pages: the notice says when families see the change.
    await expect(page.getByText('The public site will update within seconds.')).toBeVisible();
    const programRow = edit.getByRole('row').filter({ hasText: `MSc Data Science ${tag}` });
    await expect(programRow).toContainText("Master's");
    await expect(programRow).toContainText('2 years');
    const stored = await must(
      service.from('programs').select('name,level,duration_in_years,tuition_non_eu').eq('university_id', university.id),
    );
    expect(stored).toEqual([
      {
        name: `MSc Data Science ${tag}`,
        level: "Master's",
        duration_in_years: 2,
        tuition_non_eu: { state: 'unchecked', note: '€1,500 per year' },
      },
    ]);

    await programRow.getByRole('button', { name: 'Edit' }).click();
    const editProgram = page.getByRole('dialog', { name: 'Edit Program' });
    await editProgram.getByRole('textbox', { name: 'Program Name', exact: true }).fill(`MSc AI ${tag}`);
    await editProgram.getByRole('button', { name: 'Save' }).click();
    await expect(editProgram).toBeHidden();
    const renamed = edit.getByRole('row').filter({ hasText: `MSc AI ${tag}` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this program?' });
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('Program deleted successfully')).toBeVisible();
    await expect(edit.getByText('No programs listed for this university yet.')).toBeVisible();
    expect(await must(service.from('programs').select('id').eq('university_id', university.id))).toEqual([]);
  } finally {
    await must(service.from('universities_data').delete().eq('id', university.id));
  }
});

test('invalid input is flagged next to its field before any request', async ({ adminPage: page }) => {
  await page.goto('/admin/universities');
  await page.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add University' });
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/universities_data')) writes += 1;
  });
  await add.getByRole('textbox', { name: 'Official Website URL', exact: true }).fill('not a url');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Required')).toBeVisible();
  await expect(add.getByText('Enter a full http(s) URL.')).toBeVisible();
  expect(writes).toBe(0);
  await expect(add).toBeVisible();
});

test('a failed save keeps the dialog open with the input and shows the backend message', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  try {
    await page.goto('/admin/universities');
    await page.getByRole('button', { name: 'Add New' }).click();
    const add = page.getByRole('dialog', { name: 'Add University' });
    await add.getByRole('textbox', { name: 'University Name', exact: true }).fill(`E2E Failing ${tag}`);
    await add.getByRole('textbox', { name: 'City', exact: true }).fill('Graz');
    // The backend refuses this save (as it would on a lost connection or a constraint).
    const refuse = (route: Route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'P0001', message: `Simulated refusal ${tag}`, details: null, hint: null }),
          })
        : route.fallback();
    await page.route('**/rest/v1/universities_data*', refuse);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.saveError.add.title)).toBeVisible();
    await expect(page.getByText(`Simulated refusal ${tag}`)).toBeVisible();
    await expect(add).toBeVisible();
    await expect(add.getByRole('textbox', { name: 'University Name', exact: true })).toHaveValue(`E2E Failing ${tag}`);
    await expect(add.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Graz');
    // Once the backend accepts, the same input saves.
    await page.unroute('**/rest/v1/universities_data*', refuse);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText(messages.saved.title)).toBeVisible();
    expect(
      await must(service.from('universities_data').select('city').eq('university_name', `E2E Failing ${tag}`)),
    ).toEqual([{ city: 'Graz' }]);
  } finally {
    await must(service.from('universities_data').delete().ilike('university_name', `%${tag}%`));
  }
});
