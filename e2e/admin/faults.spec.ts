// Saves that the database itself refuses, with nothing intercepted: another admin changed the data
// after the dialog opened, so the request reaches Postgres and fails there. The console must show the
// catalogue's notice with the backend's message, keep the dialog open with everything typed, and the
// database must hold nothing of the failed save.
import { adminMessages } from '@app/shared/messages';
import { countOf, must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

test('adding a program to a university another admin deleted meanwhile is refused and keeps the program form', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const university = await must(
    service
      .from('universities_data')
      .insert({ university_name: `E2E Vanishing ${tag}` })
      .select()
      .single(),
  );
  try {
    await page.goto('/admin/universities');
    await page.getByPlaceholder('Search by name').fill(`Vanishing ${tag}`);
    await page.getByRole('row').filter({ hasText: tag }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit University' });
    await edit.getByRole('button', { name: 'Add Program' }).click();
    const add = page.getByRole('dialog', { name: 'Add Program' });
    const name = add.getByRole('textbox', { name: 'Program Name', exact: true });
    const tuition = add
      .getByRole('group', { name: 'Tuition for non-EU students (a year)' })
      .getByRole('textbox', { name: 'Note' });
    const duration = add.getByRole('spinbutton', { name: 'Duration (years)' });
    await name.fill(`BSc Physics ${tag}`);
    await duration.fill('3');
    await tuition.fill('€700 per year');

    // Meanwhile another admin deletes the university.
    await must(service.from('universities_data').delete().eq('id', university.id));
    await add.getByRole('button', { name: 'Save' }).click();

    // Postgres refuses the program: its university is gone (foreign key).
    await expect(page.getByText(adminMessages.programs.saveError.add.title)).toBeVisible();
    await expect(page.getByText('violates foreign key constraint')).toBeVisible();
    await expect(add).toBeVisible();
    await expect(name).toHaveValue(`BSc Physics ${tag}`);
    await expect(duration).toHaveValue('3');
    await expect(tuition).toHaveValue('€700 per year');
    await expect(page.getByText(adminMessages.programs.saved.title)).toBeHidden();
    expect(
      await countOf(service.from('programs').select('*', { count: 'exact', head: true }).ilike('name', `%${tag}%`)),
    ).toBe(0);
    expect(
      await countOf(
        service.from('universities_data').select('*', { count: 'exact', head: true }).eq('id', university.id),
      ),
    ).toBe(0);
  } finally {
    await must(service.from('programs').delete().ilike('name', `%${tag}%`));
    await must(service.from('universities_data').delete().eq('id', university.id));
  }
});

test('editing a university another admin deleted meanwhile is refused, keeps the edits and recreates nothing', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const university = await must(
    service
      .from('universities_data')
      .insert({
        university_name: `E2E Deleted ${tag}`,
        city: 'Graz',
      })
      .select()
      .single(),
  );
  try {
    await page.goto('/admin/universities');
    await page.getByPlaceholder('Search by name').fill(`Deleted ${tag}`);
    await page.getByRole('row').filter({ hasText: tag }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit University' });
    const name = edit.getByRole('textbox', { name: 'University Name', exact: true });
    const city = edit.getByRole('textbox', { name: 'City', exact: true });
    await expect(name).toHaveValue(`E2E Deleted ${tag}`);
    await name.fill(`E2E Renamed ${tag}`);
    await city.fill('Linz');

    await must(service.from('universities_data').delete().eq('id', university.id));
    await edit.getByRole('button', { name: 'Save' }).click();

    // The update matched no row; the server answers with PostgREST's "no rows" error and rolls back.
    await expect(page.getByText(adminMessages.universities.saveError.update.title)).toBeVisible();
    await expect(page.getByText('JSON object requested, multiple (or no) rows returned')).toBeVisible();
    await expect(edit).toBeVisible();
    await expect(name).toHaveValue(`E2E Renamed ${tag}`);
    await expect(city).toHaveValue('Linz');
    await expect(page.getByText(adminMessages.universities.saved.title)).toBeHidden();
    expect(
      await countOf(
        service
          .from('universities_data')
          .select('*', { count: 'exact', head: true })
          .ilike('university_name', `%${tag}%`),
      ),
    ).toBe(0);
  } finally {
    await must(service.from('universities_data').delete().ilike('university_name', `%${tag}%`));
  }
});

test('making a resource premium after another admin deleted it is refused and stores no premium link', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const title = `E2E Guide ${tag}`;
  const resource = await must(
    service.from('resource_items').insert({ title, ctaText: 'Read Guide' }).select().single(),
  );
  try {
    await page.goto('/admin/study-materials');
    await page.locator('li').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Resource' });
    const titleInput = edit.getByRole('textbox', { name: 'Title', exact: true });
    await expect(titleInput).toHaveValue(title);
    await titleInput.fill(`${title} premium`);
    await edit.getByRole('switch', { name: 'Premium' }).check();
    const link = edit.getByRole('textbox', { name: 'Link for Buyers', exact: true });
    await link.fill(`https://example.com/kit-${tag}`);

    await must(service.from('resource_items').delete().eq('id', resource.id));
    await edit.getByRole('button', { name: 'Save' }).click();

    // Item and link are saved by one database function, which finds no item to change.
    await expect(page.getByText(adminMessages.studyMaterials.saveError.update.title)).toBeVisible();
    await expect(page.getByText('This resource no longer exists: another admin may have deleted it.')).toBeVisible();
    await expect(edit).toBeVisible();
    await expect(titleInput).toHaveValue(`${title} premium`);
    await expect(edit.getByRole('switch', { name: 'Premium' })).toBeChecked();
    await expect(link).toHaveValue(`https://example.com/kit-${tag}`);
    await expect(page.getByText(adminMessages.studyMaterials.saved.title)).toBeHidden();
    expect(
      await countOf(
        service.from('resource_items').select('*', { count: 'exact', head: true }).ilike('title', `%${tag}%`),
      ),
    ).toBe(0);
    expect(
      await countOf(
        service.from('premium_resource_links').select('*', { count: 'exact', head: true }).ilike('url', `%${tag}%`),
      ),
    ).toBe(0);

    // Added again as a new resource, the same input saves: the item and its private link together.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add New' }).click();
    const add = page.getByRole('dialog', { name: 'Add Resource' });
    await add.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} premium`);
    await add.getByRole('textbox', { name: 'Button Text', exact: true }).fill('Read Guide');
    await add.getByRole('switch', { name: 'Premium' }).check();
    await add.getByRole('textbox', { name: 'Link for Buyers', exact: true }).fill(`https://example.com/kit-${tag}`);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText(adminMessages.studyMaterials.saved.title)).toBeVisible();
    const stored = await must(
      service
        .from('resource_items')
        .select('isPremium,resourceLink,premium_resource_links(url)')
        .ilike('title', `%${tag}%`),
    );
    expect(stored).toEqual([
      { isPremium: true, resourceLink: '#', premium_resource_links: { url: `https://example.com/kit-${tag}` } },
    ]);
  } finally {
    await must(service.from('premium_resource_links').delete().ilike('url', `%${tag}%`));
    await must(service.from('resource_items').delete().ilike('title', `%${tag}%`));
  }
});

// A slow read, not a refused write: the edit dialog opens with the list's copy of the record and the
// server's copy (here with the premium link) arrives later. What was typed meanwhile must survive it.
test('what is typed before the record has fully loaded is kept when it arrives', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const title = `E2E Slow ${tag}`;
  const resource = await must(
    service.from('resource_items').insert({ title, ctaText: 'Unlock', isPremium: true }).select().single(),
  );
  await must(
    service
      .from('premium_resource_links')
      .insert({ resource_id: resource.id, url: `https://example.com/slow-${tag}` })
      .select()
      .single(),
  );
  try {
    await page.goto('/admin/study-materials');
    await expect(page.locator('li').filter({ hasText: title })).toBeVisible();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Only this read is held back (and then sent unchanged); nothing is written here.
    await page.route('**/rest/v1/premium_resource_links*', async (route) => {
      await released;
      await route.continue();
    });
    await page.locator('li').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Resource' });
    const titleInput = edit.getByRole('textbox', { name: 'Title', exact: true });
    await expect(titleInput).toHaveValue(title);
    await titleInput.fill(`${title} renamed`);

    const arrived = page.waitForResponse((response) => response.url().includes('/rest/v1/premium_resource_links'));
    release();
    await arrived;
    // The untouched link field takes the server's value; the typed title stays.
    await expect(edit.getByRole('textbox', { name: 'Link for Buyers', exact: true })).toHaveValue(
      `https://example.com/slow-${tag}`,
    );
    await expect(titleInput).toHaveValue(`${title} renamed`);
  } finally {
    await must(service.from('resource_items').delete().ilike('title', `%${tag}%`));
  }
});
