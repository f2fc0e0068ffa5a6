// The console's cost screens: cities and countries through the registry (search, validation with
// nothing lost, the stale-figures badge and its dashboard tile), the checklist edited in order, and the
// exchange rates in Settings.
import { must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

test('a city: both ends of a range and a source are required, money is stored in cents, stale rows are flagged', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const name = `Testburg ${tag}`;
  const old = await must(
    service
      .from('cities')
      .insert({
        name: `Oldtown ${tag}`,
        country_code: 'DE',
        food_low_cents: 100,
        food_high_cents: 200,
        source_url: 'https://www.example.org/old',
        checked_on: '2024-01-15',
      })
      .select()
      .single(),
  );
  try {
    await page.goto('/admin');
    const tile = page.getByTestId('count-stale-figures');
    await expect(tile).toHaveText(/^\d+$/);
    const staleBefore = Number(await tile.textContent());
    expect(staleBefore).toBeGreaterThanOrEqual(1);

    await page.goto('/admin/cities');
    await page.getByPlaceholder(/Search by name/).fill(`Oldtown ${tag}`);
    await expect(page.getByRole('row').filter({ hasText: `Oldtown ${tag}` })).toContainText(
      'Figures older than 12 months',
    );

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add City' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Country code' }).fill('de');
    await dialog.getByRole('spinbutton', { name: 'Food: low' }).fill('250');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('Enter both ends of the range (the same figure twice for a single amount).'),
    ).toBeVisible();
    await expect(dialog.getByText('Enter the official page these costs come from.')).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: 'Food: low' })).toHaveValue('250');

    await dialog.getByRole('spinbutton', { name: 'Food: high' }).fill('300.50');
    await dialog
      .getByRole('textbox', { name: 'Official page the costs come from' })
      .fill('https://www.example.org/costs');
    await dialog.getByLabel('Figures checked on').fill('2026-11-20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const [stored] = await must(
      service.from('cities').select('country_code,food_low_cents,food_high_cents,currency').eq('name', name),
    );
    expect(stored).toEqual({ country_code: 'DE', food_low_cents: 25_000, food_high_cents: 30_050, currency: 'EUR' });

    // Checking the old row again clears it from the dashboard's count.
    await service.from('cities').update({ checked_on: '2026-11-20' }).eq('id', old.id);
    await page.goto('/admin');
    await expect(page.getByTestId('count-stale-figures')).toHaveText(String(staleBefore - 1));
  } finally {
    await service
      .from('cities')
      .delete()
      .in('name', [name, `Oldtown ${tag}`]);
  }
});

test('a country: the checklist is edited in order and every step needs its official page', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const code = `Q${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 26)]}`;
  await service.from('countries').delete().eq('code', code);
  const country = await must(
    service
      .from('countries')
      .insert({
        code,
        name: `Testland ${tag}`,
        checklist: [
          { title: 'First step', url: 'https://www.example.org/one' },
          { title: 'Second step', url: 'https://www.example.org/two' },
        ],
      })
      .select()
      .single(),
  );
  try {
    await page.goto('/admin/countries');
    await page.getByPlaceholder(/Search by name/).fill(`Testland ${tag}`);
    await page.getByRole('row').filter({ hasText: tag }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Country' });
    await expect(dialog.getByRole('textbox', { name: 'Step' })).toHaveCount(2);
    // The second step moves up; a new one without its page is refused.
    await dialog.getByRole('button', { name: 'Move up' }).nth(1).click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByRole('textbox', { name: 'Step' }).nth(2).fill('Third step');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the official page for this step.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Official page' }).last().fill('https://www.example.org/three');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const [stored] = await must(service.from('countries').select('checklist').eq('id', country.id));
    expect(((stored?.checklist ?? []) as { title: string }[]).map((step) => step.title)).toEqual([
      'Second step',
      'First step',
      'Third step',
    ]);
  } finally {
    await service.from('countries').delete().eq('id', country.id);
  }
});

test('settings: an exchange rate is checked (positive, dated, not in the future), saved, and kept on a refusal', async ({
  adminPage: page,
}) => {
  const [before] = await must(service.from('exchange_rates').select('*').eq('currency', 'BDT'));
  try {
    await page.goto('/admin/settings');
    const row = page.getByRole('region', { name: 'BDT rate' });
    await row.getByLabel('BDT per euro').fill('-3');
    await row.getByLabel('Rate date').fill('2999-01-01');
    await row.getByRole('button', { name: 'Save BDT rate' }).click();
    await expect(row.getByText('Must be more than 0.')).toBeVisible();
    await expect(row.getByText('The rate date cannot be in the future.')).toBeVisible();
    await expect(row.getByLabel('BDT per euro')).toHaveValue('-3');

    await row.getByLabel('BDT per euro').fill('142.5');
    await row.getByLabel('Rate date').fill('2026-11-20');
    await row.getByLabel('Official source').fill('https://www.bb.org.bd/');
    await row.getByRole('button', { name: 'Save BDT rate' }).click();
    await expect(page.getByText('Exchange rate saved')).toBeVisible();
    const [stored] = await must(
      service.from('exchange_rates').select('units_per_eur,rate_date,source_url').eq('currency', 'BDT'),
    );
    expect(stored).toEqual({ units_per_eur: 142.5, rate_date: '2026-11-20', source_url: 'https://www.bb.org.bd/' });
  } finally {
    await service.from('exchange_rates').delete().eq('currency', 'BDT');
    if (before) {
      const { id: _, created_at: __, ...row } = before;
      await service.from('exchange_rates').insert(row);
    }
  }
});
