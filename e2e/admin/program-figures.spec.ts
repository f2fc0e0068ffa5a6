// A programme's figures in the console: each fee, the deadline and the English requirement is Known (with
// its official page, the day checked and the year it is for; English as scores and/or a CEFR level),
// Confirmed none or Not checked yet. Money is typed in euros and stored in cents; a known figure without
// its page is refused next to that input and nothing is saved (the database holds the same rule).

import { adminMessages } from '@app/shared/messages';
import { must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

const FEE = 'Tuition for non-EU students (a year)';
const ENGLISH = 'English requirement';
const DEADLINE = 'Next application deadline (non-EU applicants)';
const PAGE = 'https://www.example.edu/fees';

test('a known fee needs its official page; once given, figures are stored as checked and the list counts them', async ({
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
  const stored = async () =>
    (
      await must(
        service
          .from('programs')
          .select('tuition_non_eu,deadline,english_requirement')
          .eq('university_id', university.id),
      )
    )[0];
  try {
    await page.goto('/admin/universities');
    await page.getByPlaceholder('Search by name').fill(`Figures ${tag}`);
    const row = page.getByRole('row').filter({ hasText: tag });
    const cell = (label: string) =>
      row.getByRole('cell').nth(['Name', 'Location', 'Type', 'Programs', 'Programs to check'].indexOf(label));
    // One programme, and it still has figures nobody checked.
    await expect(cell('Programs')).toHaveText('1');
    await expect(cell('Programs to check')).toHaveText('1');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit University' });
    const programRow = edit.getByRole('row').filter({ hasText: `MSc Figures ${tag}` });
    await expect(programRow).toContainText('Not checked yet');
    await programRow.getByRole('button', { name: 'Edit' }).click();
    const program = page.getByRole('dialog', { name: 'Edit Program' });
    const fee = program.getByRole('group', { name: FEE });
    const english = program.getByRole('group', { name: ENGLISH });

    // Not checked yet shows only its note; Known asks for the amount and where it comes from.
    await expect(fee.getByRole('radio', { name: 'Not checked yet' })).toBeChecked();
    await expect(fee.getByRole('textbox', { name: 'Official page' })).toHaveCount(0);
    await fee.getByRole('radio', { name: 'Known' }).check();
    await fee.getByRole('spinbutton', { name: 'Amount' }).fill('6000');
    await expect(fee.getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR');
    await fee.getByRole('textbox', { name: 'Applies to' }).fill('2026/27');
    await english.getByRole('radio', { name: 'Known' }).check();
    await english.getByRole('spinbutton', { name: 'Minimum IELTS (overall)' }).fill('6.5');
    // The page also names a CEFR level: kept beside the score, never turned into one.
    await english.getByRole('combobox', { name: 'Minimum CEFR level' }).click();
    await page.getByRole('option', { name: 'B2', exact: true }).click();
    await program.getByRole('button', { name: 'Save' }).click();

    const feePage = fee.getByRole('textbox', { name: 'Official page' });
    await expect(feePage).toHaveAccessibleDescription('Enter the official page this comes from.');
    await expect(fee.getByText('Enter the day you checked it.')).toBeVisible();
    await expect(english.getByText('Enter the academic year or intake it is for, e.g. 2026/27.')).toBeVisible();
    // Nothing is saved, and nothing typed is lost, also after switching the state away and back.
    await expect(program).toBeVisible();
    expect((await stored())?.tuition_non_eu).toEqual({ state: 'unchecked' });
    await fee.getByRole('radio', { name: 'Not checked yet' }).check();
    await expect(fee.getByRole('spinbutton', { name: 'Amount' })).toHaveCount(0);
    await fee.getByRole('radio', { name: 'Known' }).check();
    await expect(fee.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('6000');

    await feePage.fill(PAGE);
    await fee.getByLabel('Checked on').fill('2026-11-20');
    await english.getByRole('textbox', { name: 'Official page' }).fill('https://www.example.edu/english');
    await english.getByLabel('Checked on').fill('2026-11-20');
    await english.getByRole('textbox', { name: 'Applies to' }).fill('2027/28');
    // The university says there is no fixed deadline: confirmed none, with its page.
    const deadline = program.getByRole('group', { name: DEADLINE });
    await deadline.getByRole('radio', { name: 'Confirmed none' }).check();
    await expect(deadline.getByLabel('Date')).toHaveCount(0);
    await deadline.getByRole('textbox', { name: 'Official page' }).fill('https://www.example.edu/apply');
    await deadline.getByLabel('Checked on').fill('2026-11-21');
    await program.getByRole('button', { name: 'Save' }).click();

    await expect(program).toBeHidden();
    await expect(page.getByText(adminMessages.programs.saved.title)).toBeVisible();
    await expect(page.getByText('The public site will update within seconds.')).toBeVisible();
    await expect(programRow).toContainText('€6,000');
    expect(await stored()).toEqual({
      tuition_non_eu: {
        state: 'known',
        low_cents: 600_000,
        high_cents: 600_000,
        currency: 'EUR',
        source_url: PAGE,
        checked_on: '2026-11-20',
        applies_to: '2026/27',
      },
      deadline: { state: 'none', source_url: 'https://www.example.edu/apply', checked_on: '2026-11-21' },
      english_requirement: {
        state: 'known',
        ielts: 6.5,
        cefr: 'B2',
        source_url: 'https://www.example.edu/english',
        checked_on: '2026-11-20',
        applies_to: '2027/28',
      },
    });

    // Every figure the list counts is checked now.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByPlaceholder('Search by name').fill(`Figures ${tag}`);
    await expect(cell('Programs to check')).toHaveText('0');
  } finally {
    await must(service.from('universities_data').delete().eq('id', university.id));
  }
});

test('a university-wide fee is kept with its band and source', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const university = await must(
    service
      .from('universities_data')
      .insert({ university_name: `E2E Wide Fee ${tag}` })
      .select()
      .single(),
  );
  try {
    await page.goto('/admin/universities');
    await page.getByPlaceholder('Search by name').fill(`Wide Fee ${tag}`);
    await page.getByRole('row').filter({ hasText: tag }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit University' });
    const master = edit.getByRole('group', { name: "Tuition for non-EU students, all Master's (a year)" });
    await master.getByRole('radio', { name: 'Known' }).check();
    await master.getByRole('spinbutton', { name: 'Amount' }).fill('4000');
    await master.getByRole('spinbutton', { name: 'Up to' }).fill('3000');
    await master.getByRole('textbox', { name: 'Official page' }).fill(PAGE);
    await master.getByLabel('Checked on').fill('2026-11-20');
    await master.getByRole('textbox', { name: 'Applies to' }).fill('2027/28');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(master.getByText('Must be at least the low end.')).toBeVisible();

    await master.getByRole('spinbutton', { name: 'Up to' }).fill('6000.50');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const [row] = await must(
      service.from('universities_data').select('tuition_non_eu_master,tuition_non_eu_bachelor').eq('id', university.id),
    );
    expect(row).toEqual({
      tuition_non_eu_master: {
        state: 'known',
        low_cents: 400_000,
        high_cents: 600_050,
        currency: 'EUR',
        source_url: PAGE,
        checked_on: '2026-11-20',
        applies_to: '2027/28',
      },
      tuition_non_eu_bachelor: { state: 'unchecked' },
    });
  } finally {
    await must(service.from('universities_data').delete().eq('id', university.id));
  }
});
