// A programme's structured figures in the console: typed in whole euros, stored in cents, and not
// saved without the page they come from and the day they were checked (the database holds the same rule).

import { must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

test('fees need their source and the day checked; then they are stored in cents and listed', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const university = await must(
    service
      .from('universities_data')
      .insert({ university_name: `E2E Figures ${tag}` })
      .select()
      .single(),
  );
  await must(
    service.from('programs').insert({ university_id: university.id, name: `MSc Figures ${tag}`, level: "Master's" }),
  );
  try {
    await page.goto('/admin/universities');
    await page.getByPlaceholder('Search by name').fill(`Figures ${tag}`);
    const row = page.getByRole('row').filter({ hasText: tag });
    // The list counts the university's programmes and those still without a non-EU fee or deadline.
    await expect(row).toContainText('11');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit University' });
    await edit
      .getByRole('row')
      .filter({ hasText: `MSc Figures ${tag}` })
      .getByRole('button', { name: 'Edit' })
      .click();
    const program = page.getByRole('dialog', { name: 'Edit Program' });

    await program.getByRole('spinbutton', { name: 'Tuition, non-EU students' }).fill('6000');
    await program.getByRole('spinbutton', { name: 'Minimum IELTS (overall)' }).fill('6.5');
    await program.getByRole('button', { name: 'Save' }).click();
    await expect(program.getByText('Enter the official page the fees and deadline come from.')).toBeVisible();
    await expect(program.getByText('Enter the day you checked these figures.')).toBeVisible();
    // Nothing typed is lost while the form is refused.
    await expect(program.getByRole('spinbutton', { name: 'Tuition, non-EU students' })).toHaveValue('6000');

    await program
      .getByRole('textbox', { name: 'Page the fees come from', exact: true })
      .fill('https://www.example.edu/fees');
    await program.getByLabel('Figures checked on').fill('2026-11-20');
    await program.getByRole('button', { name: 'Save' }).click();
    await expect(program).toBeHidden();
    await expect(edit.getByRole('row').filter({ hasText: `MSc Figures ${tag}` })).toContainText('€6,000');
    const [stored] = await must(
      service
        .from('programs')
        .select('tuition_non_eu_cents,fee_currency,ielts_min,source_url,checked_on,slug')
        .eq('university_id', university.id),
    );
    expect(stored).toEqual({
      tuition_non_eu_cents: 600_000,
      fee_currency: 'EUR',
      ielts_min: 6.5,
      source_url: 'https://www.example.edu/fees',
      checked_on: '2026-11-20',
      slug: `msc-figures-${tag.toLowerCase()}`,
    });
  } finally {
    await must(service.from('universities_data').delete().eq('id', university.id));
  }
});
