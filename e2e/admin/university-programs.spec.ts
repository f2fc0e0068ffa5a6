// Programs typed while creating a university: one dialog, the programs section above Save/Cancel, each
// draft the programme form with its figures, the university saved first and then its programs. A program
// the backend refuses leaves the dialog on the now saved university with the unsaved programs still
// typed, and the next Save adds them.

import { adminMessages } from '@app/shared/messages';
import type { Route } from '@playwright/test';
import { must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

const messages = adminMessages.universities;
// A draft is the programme form: each figure is a group named by its label, its note inside it.
const FEE = 'Tuition for non-EU students (a year)';
const ENGLISH = 'English requirement';
const PAGE = 'https://www.example.edu/fees';

test('a new university is saved with the programs typed in its dialog', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  try {
    await page.goto('/admin/universities');
    await page.getByRole('button', { name: 'Add New' }).click();
    const add = page.getByRole('dialog', { name: 'Add University' });
    await add.getByRole('textbox', { name: 'University Name', exact: true }).fill(`E2E With Programs ${tag}`);
    await add.getByRole('button', { name: 'Add Program' }).click();
    await add.getByRole('button', { name: 'Add Program' }).click();
    const first = add.getByRole('group', { name: 'New program 1' });
    const second = add.getByRole('group', { name: 'New program 2' });
    await first.getByRole('textbox', { name: 'Program Name' }).fill(`BSc Physics ${tag}`);
    await first.getByRole('spinbutton', { name: 'Duration (years)' }).fill('3');
    await second.getByRole('textbox', { name: 'Program Name' }).fill(`MSc Law ${tag}`);
    await second.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: "Master's" }).click();
    // How the university words its fee, kept as the fee's note until someone checks it with its page.
    await second.getByRole('group', { name: FEE }).getByRole('textbox', { name: 'Note' }).fill('€900 per year');

    // The programs come before the dialog's buttons.
    const programsTop = (await add.getByRole('heading', { name: 'Programs' }).boundingBox())?.y ?? Infinity;
    const saveTop = (await add.getByRole('button', { name: 'Save' }).boundingBox())?.y ?? -Infinity;
    expect(programsTop).toBeLessThan(saveTop);

    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText(messages.saved.title)).toBeVisible();
    const [university] = await must(
      service.from('universities_data').select('id').eq('university_name', `E2E With Programs ${tag}`),
    );
    expect(university).toBeDefined();
    const programs = await must(
      service
        .from('programs')
        .select('name,level,duration_in_years,tuition_non_eu,deadline')
        .eq('university_id', university?.id ?? 0)
        .order('name'),
    );
    const unchecked = { state: 'unchecked' };
    expect(programs).toEqual([
      {
        name: `BSc Physics ${tag}`,
        level: "Bachelor's",
        duration_in_years: 3,
        tuition_non_eu: unchecked,
        deadline: unchecked,
      },
      {
        name: `MSc Law ${tag}`,
        level: "Master's",
        duration_in_years: null,
        tuition_non_eu: { state: 'unchecked', note: '€900 per year' },
        deadline: unchecked,
      },
    ]);
  } finally {
    await must(service.from('universities_data').delete().ilike('university_name', `%${tag}%`));
  }
});

test('a draft program is saved with its checked figures, and one without its page is refused first', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const saved = () =>
    must(service.from('universities_data').select('id').eq('university_name', `E2E Draft Figures ${tag}`));
  try {
    await page.goto('/admin/universities');
    await page.getByRole('button', { name: 'Add New' }).click();
    const add = page.getByRole('dialog', { name: 'Add University' });
    await add.getByRole('textbox', { name: 'University Name', exact: true }).fill(`E2E Draft Figures ${tag}`);
    await add.getByRole('button', { name: 'Add Program' }).click();
    const draft = add.getByRole('group', { name: 'New program 1' });
    await draft.getByRole('textbox', { name: 'Program Name' }).fill(`MSc Draft Figures ${tag}`);
    const fee = draft.getByRole('group', { name: FEE });
    await fee.getByRole('radio', { name: 'Known' }).check();
    await fee.getByRole('spinbutton', { name: 'Amount' }).fill('12500');
    await fee.getByRole('textbox', { name: 'Official page' }).fill(PAGE);
    await fee.getByLabel('Checked on').fill('2026-11-20');
    await fee.getByRole('textbox', { name: 'Applies to' }).fill('2027/28');
    const english = draft.getByRole('group', { name: ENGLISH });
    await english.getByRole('radio', { name: 'Known' }).check();
    await english.getByRole('spinbutton', { name: 'Minimum IELTS (overall)' }).fill('6.5');

    // The English requirement has no page yet: refused in the draft, and neither row is written.
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(english.getByRole('textbox', { name: 'Official page' })).toHaveAccessibleDescription(
      'Enter the official page this comes from.',
    );
    await expect(add).toBeVisible();
    expect(await saved()).toEqual([]);

    await english.getByRole('textbox', { name: 'Official page' }).fill('https://www.example.edu/english');
    await english.getByLabel('Checked on').fill('2026-11-20');
    await english.getByRole('textbox', { name: 'Applies to' }).fill('2027/28');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText(messages.saved.title)).toBeVisible();
    const [university] = await saved();
    expect(university).toBeDefined();
    expect(
      await must(
        service
          .from('programs')
          .select('name,tuition_non_eu,tuition_eu,english_requirement')
          .eq('university_id', university?.id ?? 0),
      ),
    ).toEqual([
      {
        name: `MSc Draft Figures ${tag}`,
        tuition_non_eu: {
          state: 'known',
          low_cents: 1_250_000,
          high_cents: 1_250_000,
          currency: 'EUR',
          source_url: PAGE,
          checked_on: '2026-11-20',
          applies_to: '2027/28',
        },
        tuition_eu: { state: 'unchecked' },
        english_requirement: {
          state: 'known',
          ielts: 6.5,
          source_url: 'https://www.example.edu/english',
          checked_on: '2026-11-20',
          applies_to: '2027/28',
        },
      },
    ]);
  } finally {
    await must(service.from('universities_data').delete().ilike('university_name', `%${tag}%`));
  }
});

test('an invalid program blocks the save before any request', async ({ adminPage: page }) => {
  await page.goto('/admin/universities');
  await page.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add University' });
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/rest\/v1\/(universities_data|programs)/.test(request.url())) writes += 1;
  });
  await add.getByRole('textbox', { name: 'University Name', exact: true }).fill('E2E never saved');
  await add.getByRole('button', { name: 'Add Program' }).click();
  const draft = add.getByRole('group', { name: 'New program 1' });
  await draft.getByRole('textbox', { name: 'Application Link' }).fill('not a url');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(draft.getByText('Enter a full http(s) URL.')).toBeVisible();
  await expect(draft.getByRole('textbox', { name: 'Program Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(add).toBeVisible();
  expect(writes).toBe(0);
});

test('a refused program keeps the dialog on the saved university with the unsaved programs typed', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  try {
    await page.goto('/admin/universities');
    await page.getByRole('button', { name: 'Add New' }).click();
    const add = page.getByRole('dialog', { name: 'Add University' });
    await add.getByRole('textbox', { name: 'University Name', exact: true }).fill(`E2E Half Saved ${tag}`);
    await add.getByRole('textbox', { name: 'City', exact: true }).fill('Graz');
    await add.getByRole('button', { name: 'Add Program' }).click();
    await add.getByRole('button', { name: 'Add Program' }).click();
    await add
      .getByRole('group', { name: 'New program 1' })
      .getByRole('textbox', { name: 'Program Name' })
      .fill(`BSc First ${tag}`);
    const second = add.getByRole('group', { name: 'New program 2' });
    await second.getByRole('textbox', { name: 'Program Name' }).fill(`BSc Second ${tag}`);
    await second.getByRole('group', { name: FEE }).getByRole('textbox', { name: 'Note' }).fill('€700 per year');

    // The backend takes the first program and refuses the second (as on a lost connection).
    let programPosts = 0;
    const refuseSecond = (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      programPosts += 1;
      if (programPosts !== 2) return route.fallback();
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'P0001', message: `Simulated refusal ${tag}`, details: null, hint: null }),
      });
    };
    await page.route('**/rest/v1/programs*', refuseSecond);
    await add.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText(`Simulated refusal ${tag}`)).toBeVisible();
    const edit = page.getByRole('dialog', { name: 'Edit University' });
    await expect(edit).toBeVisible();
    await expect(edit.getByRole('textbox', { name: 'University Name', exact: true })).toHaveValue(
      `E2E Half Saved ${tag}`,
    );
    await expect(edit.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Graz');
    // The saved program is listed; the refused one is still typed, with everything in it.
    await expect(edit.getByText(`BSc First ${tag}`)).toBeVisible();
    const left = edit.getByRole('group', { name: 'New program 1' });
    await expect(left.getByRole('textbox', { name: 'Program Name' })).toHaveValue(`BSc Second ${tag}`);
    await expect(left.getByRole('group', { name: FEE }).getByRole('textbox', { name: 'Note' })).toHaveValue(
      '€700 per year',
    );
    await expect(edit.getByRole('group', { name: 'New program 2' })).toHaveCount(0);
    const [university] = await must(
      service.from('universities_data').select('id').eq('university_name', `E2E Half Saved ${tag}`),
    );
    expect(university).toBeDefined();

    // Saving again (the backend accepting now) adds the rest to the same university, not a second one.
    await page.unroute('**/rest/v1/programs*', refuseSecond);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(messages.saved.title)).toBeVisible();
    expect(await must(service.from('universities_data').select('id').ilike('university_name', `%${tag}%`))).toEqual([
      { id: university?.id },
    ]);
    expect(
      await must(
        service
          .from('programs')
          .select('name,tuition_non_eu')
          .eq('university_id', university?.id ?? 0)
          .order('name'),
      ),
    ).toEqual([
      { name: `BSc First ${tag}`, tuition_non_eu: { state: 'unchecked' } },
      { name: `BSc Second ${tag}`, tuition_non_eu: { state: 'unchecked', note: '€700 per year' } },
    ]);
  } finally {
    await must(service.from('universities_data').delete().ilike('university_name', `%${tag}%`));
  }
});
