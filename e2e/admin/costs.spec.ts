// The console's cost screens: cities and countries through the registry (each cost a figure with its own
// page, validation with nothing lost, the stale-figures badge and its dashboard tile), the checklist
// edited in order, and the exchange rates in Settings.
import { adminMessages } from '@app/shared/messages';
import { must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

const PAGE = 'https://www.example.org/costs';

test('a city: a known cost needs its page and year, money is stored in cents, stale rows are flagged', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const name = `Testburg ${tag}`;
  const oldFood = { state: 'known', low_cents: 100, high_cents: 200, currency: 'EUR', applies_to: '2023/24' };
  const old = await must(
    service
      .from('cities')
      .insert({
        name: `Oldtown ${tag}`,
        country_code: 'DE',
        food: { ...oldFood, source_url: 'https://www.example.org/old', checked_on: '2024-01-15' },
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
    const oldRow = page.getByRole('row').filter({ hasText: `Oldtown ${tag}` });
    await expect(oldRow).toContainText('Figures older than 12 months');
    await expect(oldRow).toContainText('15 Jan 2024');
    await expect(oldRow).toContainText('Not checked yet');

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add City' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Country code' }).fill('de');
    const food = dialog.getByRole('group', { name: 'Food (a month)' });
    await food.getByRole('radio', { name: 'Known' }).check();
    await food.getByRole('spinbutton', { name: 'Amount' }).fill('250');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(food.getByRole('textbox', { name: 'Official page' })).toHaveAccessibleDescription(
      'Enter the official page this comes from.',
    );
    await expect(food.getByText('Enter the academic year or intake it is for, e.g. 2026/27.')).toBeVisible();
    await expect(food.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('250');
    await expect(dialog).toBeVisible();
    expect(await must(service.from('cities').select('id').eq('name', name))).toEqual([]);

    await food.getByRole('spinbutton', { name: 'Up to' }).fill('300.50');
    await food.getByRole('textbox', { name: 'Official page' }).fill(PAGE);
    await food.getByLabel('Checked on').fill('2026-11-20');
    await food.getByRole('textbox', { name: 'Applies to' }).fill('2026/27');
    // Students there are insured without buying a policy: confirmed none, from its own page.
    const insurance = dialog.getByRole('group', { name: 'Health insurance (a month)' });
    await insurance.getByRole('radio', { name: 'Confirmed none' }).check();
    await insurance.getByRole('textbox', { name: 'Official page' }).fill('https://www.example.org/insurance');
    await insurance.getByLabel('Checked on').fill('2026-11-19');
    // The database refuses a second Oldtown in Germany: the notice says so and every figure stays typed.
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Oldtown ${tag}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(adminMessages.cities.saveError.add.title)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(food.getByRole('spinbutton', { name: 'Up to' })).toHaveValue('300.50');
    await expect(food.getByRole('textbox', { name: 'Official page' })).toHaveValue(PAGE);
    await expect(insurance.getByRole('radio', { name: 'Confirmed none' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The public site will update within seconds.')).toBeVisible();
    const [stored] = await must(service.from('cities').select('country_code,food,insurance,phone').eq('name', name));
    expect(stored).toEqual({
      country_code: 'DE',
      food: {
        state: 'known',
        low_cents: 25_000,
        high_cents: 30_050,
        currency: 'EUR',
        source_url: PAGE,
        checked_on: '2026-11-20',
        applies_to: '2026/27',
      },
      insurance: { state: 'none', source_url: 'https://www.example.org/insurance', checked_on: '2026-11-19' },
      phone: { state: 'unchecked' },
    });

    // Checking the old row's figure again clears it from the dashboard's count.
    await must(
      service
        .from('cities')
        .update({ food: { ...oldFood, source_url: 'https://www.example.org/old', checked_on: '2026-11-20' } })
        .eq('id', old.id),
    );
    await page.goto('/admin');
    await expect(page.getByTestId('count-stale-figures')).toHaveText(String(staleBefore - 1));
  } finally {
    await service
      .from('cities')
      .delete()
      .in('name', [name, `Oldtown ${tag}`]);
  }
});

test('a country: the checklist is edited in order, every step needs its official page, money in its own currency', async ({
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
    // Proof of funds in the currency its official page states.
    const funds = dialog.getByRole('group', { name: 'Proof of funds (a year)' });
    await funds.getByRole('radio', { name: 'Known' }).check();
    await funds.getByRole('spinbutton', { name: 'Amount' }).fill('109400.50');
    await funds.getByRole('textbox', { name: 'Currency' }).fill('sek');
    await funds.getByRole('textbox', { name: 'Official page' }).fill('https://www.example.org/funds');
    await funds.getByLabel('Checked on').fill('2026-11-20');
    await funds.getByRole('textbox', { name: 'Applies to' }).fill('Autumn 2027 intake');
    await funds.getByRole('textbox', { name: 'Note' }).fill('Shown as a bank balance');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the official page for this step.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Official page' }).last().fill('https://www.example.org/three');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const [stored] = await must(service.from('countries').select('checklist,proof_of_funds').eq('id', country.id));
    expect(((stored?.checklist ?? []) as { title: string }[]).map((step) => step.title)).toEqual([
      'Second step',
      'First step',
      'Third step',
    ]);
    expect(stored?.proof_of_funds).toEqual({
      state: 'known',
      low_cents: 10_940_050,
      high_cents: 10_940_050,
      currency: 'SEK',
      source_url: 'https://www.example.org/funds',
      checked_on: '2026-11-20',
      applies_to: 'Autumn 2027 intake',
      note: 'Shown as a bank balance',
    });
  } finally {
    await service.from('countries').delete().eq('id', country.id);
  }
});

test('settings: an exchange rate is checked (positive, dated, not in the future), saved, and kept on a refusal', async ({
  adminPage: page,
}) => {
  const [before] = await must(service.from('exchange_rates').select('*').eq('currency', 'LKR'));
  try {
    await page.goto('/admin/settings');
    const row = page.getByRole('region', { name: 'LKR rate' });
    await row.getByLabel('LKR per euro').fill('-3');
    await row.getByLabel('Rate date').fill('2999-01-01');
    await row.getByRole('button', { name: 'Save LKR rate' }).click();
    await expect(row.getByText('Must be more than 0.')).toBeVisible();
    await expect(row.getByText('The rate date cannot be in the future.')).toBeVisible();
    await expect(row.getByLabel('LKR per euro')).toHaveValue('-3');

    await row.getByLabel('LKR per euro').fill('352.5');
    await row.getByLabel('Rate date').fill('2026-11-20');
    await row.getByLabel('Official source').fill('https://www.cbsl.gov.lk/');
    await row.getByRole('button', { name: 'Save LKR rate' }).click();
    await expect(page.getByText('Exchange rate saved')).toBeVisible();
    const [stored] = await must(
      service.from('exchange_rates').select('units_per_eur,rate_date,source_url').eq('currency', 'LKR'),
    );
    expect(stored).toEqual({ units_per_eur: 352.5, rate_date: '2026-11-20', source_url: 'https://www.cbsl.gov.lk/' });
  } finally {
    await service.from('exchange_rates').delete().eq('currency', 'LKR');
    if (before) {
      const { id: _, created_at: __, ...row } = before;
      await service.from('exchange_rates').insert(row);
    }
  }
});
