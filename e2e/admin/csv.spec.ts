// CSV import and export in the console: a file with a BOM, semicolons, quoted commas, a bad row and a
// repeated slug is previewed row by row and only its valid rows are written; an export (figures spread
// over flat columns, amounts in units) imports back without changing anything; a sample file is offered.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

const columnsOf = 'slug, university_name, global_ranking, city, other_names, popular_programs';

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

test('a CSV import previews every row, writes only the valid ones, and an export imports back unchanged', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const slug = (n: number) => `e2e-csv-${tag}-${n}`;
  const file = [
    `\ufeffslug;university_name;global_ranking;city;other_names;popular_programs`,
    `${slug(1)};"E2E ${tag} Università, Roma";120;Rome;"Uni Roma; La Sapienza";"Physics, MSc"`,
    `${slug(2)};E2E ${tag} Second;;Vienna;;`,
    `${slug(3)};E2E ${tag} Bad ranking;-4;Graz;;`,
    `${slug(1)};E2E ${tag} Repeated;;;;`,
  ].join('\r\n');
  try {
    await page.goto('/admin/universities');
    await page.getByRole('button', { name: 'Import universities' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import universities from CSV' });
    await chooseFile(page, 'universities.csv', file);
    await expect(dialog.getByRole('status')).toHaveText('4 rows: 2 new, 0 to update, 2 with errors.');
    const rows = dialog.getByRole('table', { name: 'Rows to import' }).getByRole('row');
    await expect(rows.filter({ hasText: slug(3) })).toContainText('global_ranking: Enter a ranking of 1 or more.');
    await expect(rows.filter({ hasText: 'Same slug as row 2' })).toHaveCount(1);
    // Staff see which public page each row will change before anything is written.
    await expect(
      rows.filter({ hasText: slug(2) }).getByRole('link', { name: `/universities/${slug(2)} (new)` }),
    ).toHaveAttribute('href', new RegExp(`/universities/${slug(2)}$`));
    // Nothing is written by the preview.
    expect(await must(service.from('universities_data').select('slug').like('slug', `e2e-csv-${tag}-%`))).toEqual([]);

    // All-or-nothing refuses while a row is bad; the valid rows are written on the other choice.
    await dialog.getByLabel('Write nothing unless every row is valid').check();
    await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    await dialog.getByLabel('Write the valid rows, skip the rows with errors').check();
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('2 added, 0 updated.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const written = await must(
      service
        .from('universities_data')
        .select('slug, university_name, global_ranking, city, other_names, popular_programs')
        .like('slug', `e2e-csv-${tag}-%`)
        .order('slug'),
    );
    expect(written).toEqual([
      {
        slug: slug(1),
        university_name: `E2E ${tag} Università, Roma`,
        global_ranking: 120,
        city: 'Rome',
        other_names: ['Uni Roma', 'La Sapienza'],
        popular_programs: ['Physics, MSc'],
      },
      {
        slug: slug(2),
        university_name: `E2E ${tag} Second`,
        global_ranking: null,
        city: 'Vienna',
        other_names: [],
        popular_programs: [],
      },
    ]);

    // Export what the search shows, then import that file back: every row is an update and nothing changes.
    await page.getByPlaceholder(/Search by/).fill(tag);
    await expect(page.getByText(/^1-2 of 2$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exported = await readFile(await (await download).path(), 'utf8');
    expect(exported.startsWith(`\ufeff${columnsOf.split(', ')[0]},university_name`)).toBe(true);
    const before = await must(
      service.from('universities_data').select('*').like('slug', `e2e-csv-${tag}-%`).order('slug'),
    );

    await page.getByRole('button', { name: 'Import universities' }).click();
    await chooseFile(page, 'export.csv', exported);
    await expect(dialog.getByRole('status')).toHaveText('2 rows: 0 new, 2 to update, 0 with errors.');
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('0 added, 2 updated.')).toBeVisible();
    const after = await must(
      service.from('universities_data').select('*').like('slug', `e2e-csv-${tag}-%`).order('slug'),
    );
    expect(after).toEqual(before);
  } finally {
    await service.from('universities_data').delete().like('slug', `e2e-csv-${tag}-%`);
  }
});

test('a downloaded sample previews on its own and writes nothing public', async ({ adminPage: page }) => {
  for (const [resource, target, first] of [
    ['cities', 'cities', /^\ufeffcountry_code,name,housing_dorm_state,housing_dorm_low,/],
    ['universities', 'programs', /^\ufeffuniversity_slug,slug,/],
    ['universities', 'universities', /^\ufeffslug,university_name,/],
  ] as const) {
    await page.goto(`/admin/${resource}`);
    await page.getByRole('button', { name: `Import ${target}` }).click();
    const dialog = page.getByRole('dialog', { name: `Import ${target} from CSV` });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download a sample CSV' }).click();
    const sample = await readFile(await (await download).path(), 'utf8');
    expect(sample.split('\r\n')[0]).toMatch(first);
    await chooseFile(page, 'sample.csv', sample);
    // Read as a file is read (no other file needed first), and refused by the database: it cites no page.
    await expect(dialog.getByRole('status')).toHaveText('1 row: 0 new, 0 to update, 1 with errors.');
    await expect(dialog.getByText(/needs the official page it comes from/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  const names = ['Sample City', 'Sample University (a sample row: replace it)'];
  expect(
    await must(
      service
        .from('cities')
        .select('id')
        .eq('name', names[0] as string),
    ),
  ).toEqual([]);
  expect(
    await must(
      service
        .from('universities_data')
        .select('id')
        .eq('university_name', names[1] as string),
    ),
  ).toEqual([]);
  expect(await must(service.from('programs').select('id').like('slug', 'sample-%'))).toEqual([]);
});

test('figures leave as flat columns in units, come back unchanged, and a bad amount is named by its column', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const name = `E2E CSV City ${tag}`;
  const source = { source_url: 'https://www.example.org/costs', checked_on: '2026-11-20' };
  await must(
    service.from('cities').insert({
      name,
      country_code: 'SE',
      housing_shared: {
        state: 'known',
        low_cents: 450_000,
        high_cents: 650_050,
        currency: 'SEK',
        ...source,
        applies_to: '2026/27',
        note: 'A room, "furnished"; bills included',
      },
      insurance: { state: 'none', ...source },
      food: { state: 'unchecked', note: 'No official figure found yet' },
    }),
  );
  try {
    await page.goto('/admin/cities');
    await page.getByPlaceholder(/Search by name/).fill(tag);
    await expect(page.getByText(/^1-1 of 1$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exported = await readFile(await (await download).path(), 'utf8');
    // Kronor as staff write them (never cents), the note quoted, each state with only its own cells.
    expect(exported).toContain(
      ',housing_shared_state,housing_shared_low,housing_shared_high,housing_shared_currency,housing_shared_source_url,',
    );
    expect(exported).toContain(
      ',known,4500,6500.50,SEK,https://www.example.org/costs,2026-11-20,2026/27,"A room, ""furnished""; bills included",',
    );
    expect(exported).toContain(',unchecked,,,,,,,No official figure found yet,');
    expect(exported).toContain(',none,,,,https://www.example.org/costs,2026-11-20,,,');
    const before = await must(service.from('cities').select('*').eq('name', name));

    await page.getByRole('button', { name: 'Import cities' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import cities from CSV' });
    // A spreadsheet's own number format is refused, naming the cell's column.
    await chooseFile(page, 'cities.csv', exported.replace(',4500,', ',"4.500,00",'));
    const rows = dialog.getByRole('table', { name: 'Rows to import' }).getByRole('row');
    await expect(rows.filter({ hasText: name })).toContainText(
      'housing_shared_low: Write the amount in units of its currency with a decimal point',
    );
    await chooseFile(page, 'cities.csv', exported);
    await expect(dialog.getByRole('status')).toHaveText('1 row: 0 new, 1 to update, 0 with errors.');
    await dialog.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(page.getByText('0 added, 1 updated.')).toBeVisible();
    expect(await must(service.from('cities').select('*').eq('name', name))).toEqual(before);
  } finally {
    await service.from('cities').delete().eq('name', name);
  }
});
