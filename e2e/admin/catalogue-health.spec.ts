// Catalogue health: the counts per figure and country match the database (worked out here from plain
// reads, with the rule that a programme's non-EU tuition is its university's fee until its own is
// checked), the programmes list filters by what each lacks, "Check next" orders by deadline then
// shortlists, a row opens its university's dialog, and the dashboard names currencies without a rate.
// Everything is made in a country of this test's own, so parallel tests cannot change its column.
import { readFile } from 'node:fs/promises';
import type { Database } from '@app/shared/database.types';
import { effectiveTuition, FIGURE_COLUMNS, type Figure, isStale, type MoneyFigure } from '@app/shared/figures';
import { VISITOR_CURRENCIES } from '@app/shared/living-costs';
import { adminMessages } from '@app/shared/messages';
import type { Page } from '@playwright/test';
import { must, service } from '../service.ts';
import { ADMIN, expect, openDashboard, rest, STUDENT, signIn, test, uniqueTag } from './fixtures.ts';

type Program = Database['public']['Tables']['programs']['Row'];
type ProgramInsert = Database['public']['Tables']['programs']['Insert'];

const today = () => new Date().toLocaleDateString('en-CA');
const PAGE = 'https://www.example.edu/figures';
const none = () => ({ state: 'none', source_url: PAGE, checked_on: today() });
const old = { state: 'none', source_url: PAGE, checked_on: '2024-01-15' };
const deadline = (date: string) => ({
  state: 'known',
  date,
  applies_to: '2027/28',
  source_url: PAGE,
  checked_on: today(),
});
const fee = (euros: number) => ({
  state: 'known',
  low_cents: euros * 100,
  high_cents: euros * 100,
  currency: 'EUR',
  applies_to: '2027/28',
  source_url: PAGE,
  checked_on: today(),
});

const MEASURES = ['Known', 'Confirmed none', 'Not checked yet', 'Older than 12 months'] as const;
type Counts = Record<(typeof MEASURES)[number], number | '—'>;

/** A figure column's counts over some rows, as the matrix shows them (— where nothing is counted). */
function countsOf(figures: Figure[]): Counts {
  const known = figures.filter((f) => f.state === 'known').length;
  const confirmed = figures.filter((f) => f.state === 'none').length;
  const unchecked = figures.filter((f) => f.state === 'unchecked').length;
  const stale = figures.filter((f) => isStale(f, today())).length;
  const all = figures.length === 0;
  return {
    Known: all ? '—' : known,
    'Confirmed none': all ? '—' : confirmed,
    'Not checked yet': all ? '—' : unchecked,
    'Older than 12 months': known + confirmed === 0 ? '—' : stale,
  };
}

/** Per figure label: its counts in the country, from the tables as the API returns them. */
async function expectedCounts(code: string): Promise<Map<string, Counts>> {
  const universities = await must(service.from('universities_data').select('*').eq('country_code', code));
  const programs: Program[] = universities.length
    ? await must(
        service
          .from('programs')
          .select('*')
          .in(
            'university_id',
            universities.map((u) => u.id),
          ),
      )
    : [];
  const cities = await must(service.from('cities').select('*').eq('country_code', code));
  const countries = await must(service.from('countries').select('*').eq('code', code));
  // A scholarship counts under its country when it is for that one country (catalogue_health).
  const scholarships = (
    await must(service.from('scholarships').select('*').contains('destination_codes', [code]))
  ).filter((s) => s.destination_codes.length === 1);
  const expected = new Map<string, Counts>();
  const add = <R extends Record<string, unknown>>(
    table: keyof typeof FIGURE_COLUMNS,
    rows: R[],
    value = (row: R, column: string) => row[column] as Figure,
  ) => {
    for (const [column, { label }] of Object.entries(FIGURE_COLUMNS[table])) {
      expected.set(label, countsOf(rows.map((row) => value(row, column))));
    }
  };
  add('programs', programs, (program, column) => {
    if (column !== 'tuition_non_eu') return program[column as keyof Program] as Figure;
    const university = universities.find((u) => u.id === program.university_id) ?? null;
    return effectiveTuition(program.tuition_non_eu as MoneyFigure, program.level, university as never).figure;
  });
  add('universities_data', universities);
  add('cities', cities);
  add('countries', countries);
  add('scholarships', scholarships);
  return expected;
}

/** The matrix's cell for a figure in a country's column. */
async function matrixCell(page: Page, label: string, country: string): Promise<string> {
  const table = page.getByRole('table');
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.indexOf(country);
  expect(column, `${country} has a column`).toBeGreaterThan(1);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  return (await row.locator('th, td').nth(column).textContent()) ?? '';
}

test.describe('catalogue health', () => {
  // One worker makes the country and its rows once for the tests that read them.
  test.describe.configure({ mode: 'serial' });
  const tag = uniqueTag();
  // A country code no seed or other spec uses (costs.spec.ts takes Q…).
  const code = `Y${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 26)]}`;
  const countryName = `Healthland ${tag}`;
  const universityName = `E2E Health ${tag}`;
  const name = (word: string) => `${word} ${tag}`;

  test.beforeAll(async () => {
    await service.from('cities').delete().eq('country_code', code);
    await service.from('universities_data').delete().eq('country_code', code);
    await service.from('countries').delete().eq('code', code);
    await must(service.from('countries').insert({ code, name: countryName, proof_of_funds: fee(9000) }));
    await must(
      service.from('cities').insert({ name: name('Healthtown'), country_code: code, food: fee(250), transport: old }),
    );
    // The university publishes one fee for all its Master's: its Master's count as having a non-EU fee.
    const university = await must(
      service
        .from('universities_data')
        .insert({ university_name: universityName, country_code: code, tuition_non_eu_master: fee(1500) })
        .select()
        .single(),
    );
    // Every row names every figure: a bulk insert sends the same columns for all.
    const unchecked = { state: 'unchecked' };
    const lacking = {
      tuition_non_eu: unchecked,
      tuition_eu: unchecked,
      semester_fees: unchecked,
      deadline: unchecked,
      english_requirement: unchecked,
    };
    const checked = { tuition_non_eu: none(), tuition_eu: none(), semester_fees: none(), english_requirement: none() };
    const rows: Omit<ProgramInsert, 'university_id'>[] = [
      // Alpha and Bravo lack the EU fee, semester fees and English; same deadline.
      { name: name('Alpha'), level: "Master's", ...lacking, deadline: deadline('2027-01-10') },
      { name: name('Bravo'), level: "Master's", ...lacking, deadline: deadline('2027-01-10') },
      // Charlie lacks nothing, but its English requirement was checked long ago.
      {
        name: name('Charlie'),
        level: "Master's",
        ...checked,
        english_requirement: old,
        deadline: deadline('2027-03-01'),
      },
      // Delta's deadline is unknown, and no Bachelor's fee stands in for its own.
      { name: name('Delta'), level: "Bachelor's", ...checked, tuition_non_eu: unchecked, deadline: unchecked },
      // Echo is checked and current: nothing to check.
      { name: name('Echo'), level: "Master's", ...checked, deadline: deadline('2027-02-01') },
    ];
    const programs = await must(
      service
        .from('programs')
        .insert(rows.map((program) => ({ ...program, university_id: university.id })))
        .select('id,name'),
    );
    // One student shortlisted Bravo: it comes before Alpha, whose deadline is the same.
    const student = await signIn(STUDENT.email, STUDENT.password);
    const bravo = programs.find((program) => program.name === name('Bravo'));
    await must(service.from('shortlisted_programs').insert({ user_id: student.user.id, program_id: bravo?.id ?? 0 }));
  });

  test.afterAll(async () => {
    await service.from('cities').delete().eq('country_code', code);
    await service.from('universities_data').delete().eq('country_code', code);
    await service.from('countries').delete().eq('code', code);
  });

  test('the matrix counts each figure per country as the database holds it', async ({ adminPage: page }) => {
    const expected = await expectedCounts(code);
    // Every figure of every table is in this country's column, for every state.
    expect(expected.size).toBe(Object.values(FIGURE_COLUMNS).flatMap((columns) => Object.keys(columns)).length);
    await page.goto('/admin/catalogue-health');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue health' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: countryName })).toBeVisible();
    for (const measure of MEASURES) {
      await page.getByRole('button', { name: measure, exact: true }).click();
      await expect(page.getByRole('button', { name: measure, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const shown: Record<string, string> = {};
      const wanted: Record<string, string> = {};
      for (const [label, counts] of expected) {
        shown[label] = await matrixCell(page, label, countryName);
        wanted[label] = String(counts[measure]);
      }
      expect(shown, measure).toEqual(wanted);
    }
    // Spot checks of the rules behind the numbers.
    expect(expected.get('Tuition for non-EU students (a year)')).toMatchObject({
      Known: 2,
      'Confirmed none': 2,
      'Not checked yet': 1,
    });
    expect(expected.get('English requirement')).toMatchObject({ 'Not checked yet': 2, 'Older than 12 months': 1 });
  });

  test('the programmes list shows what each lacks, filtered by country and by what is missing', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/catalogue-health');
    await page.getByRole('tab', { name: 'Programmes' }).click();
    await expect(page).toHaveURL(/\/admin\/catalogue-health\/programmes/);
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: countryName }).click();
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    const alpha = rows.filter({ hasText: name('Alpha') });
    await expect(alpha).toContainText('Tuition for EU students (a year)');
    await expect(alpha).toContainText('Semester and student fees (a year)');
    await expect(alpha).toContainText('English requirement');
    // Its university's Master's fee stands in for its own.
    await expect(alpha).not.toContainText('Tuition for non-EU students');
    await expect(rows.filter({ hasText: name('Charlie') })).toContainText('English requirement');

    // Each box reflects the list's filters once the address has changed (a click, then its state).
    const filter = async (label: string, names: string[]) => {
      const box = page.getByRole('checkbox', { name: label });
      await box.click();
      await expect(box).toBeChecked();
      await expect(rows).toHaveCount(names.length);
      for (const word of names) await expect(rows.filter({ hasText: name(word) })).toHaveCount(1);
      await box.click();
      await expect(box).not.toBeChecked();
      await expect(rows).toHaveCount(5);
    };
    await filter('Lacks anything', ['Alpha', 'Bravo', 'Delta']);
    await filter('Lacks non-EU tuition', ['Delta']);
    await filter('Lacks deadline', ['Delta']);
    await filter('Lacks English requirement', ['Alpha', 'Bravo']);

    // One click opens the programme's university, where its programmes are edited.
    await rows
      .filter({ hasText: name('Delta') })
      .getByRole('link', { name: /^Edit/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit University' });
    await expect(dialog.getByRole('textbox', { name: 'University Name' })).toHaveValue(universityName);
    await expect(dialog.getByRole('row').filter({ hasText: name('Delta') })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/universities$/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Back returns to the list that linked here.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/catalogue-health\/programmes/);
  });

  test('"Check next" lists what needs checking, soonest deadline first, unknown last, then by shortlists', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/catalogue-health/check-next');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: countryName }).click();
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    const programmes = await rows.locator('td:first-child').allTextContents();
    expect(programmes).toEqual([
      `${name('Bravo')}, Master's`,
      `${name('Alpha')}, Master's`,
      `${name('Charlie')}, Master's`,
      `${name('Delta')}, Bachelor's`,
    ]);
    await expect(rows.nth(0)).toContainText('10 Jan 2027');
    await expect(rows.nth(3)).toContainText('Not known');
    // The export holds what the view shows: Echo, with nothing to check, is not in it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    for (const word of ['Alpha', 'Bravo', 'Charlie', 'Delta']) expect(csv).toContain(name(word));
    expect(csv).not.toContain(name('Echo'));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('every view fits the screen', async ({ adminPage: page }) => {
      for (const path of ['', '/programmes', '/check-next']) {
        await page.goto(`/admin/catalogue-health${path}`);
        await expect(page.getByText(/\d+-\d+ of \d+|Older than 12 months/).first()).toBeVisible({ timeout: 20_000 });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path || 'matrix').toBeLessThanOrEqual(390);
      }
    });
  });
});

test('the dashboard counts stale figures and rates and names the currencies without a rate', async ({
  adminPage: page,
}) => {
  const admin = await signIn(ADMIN.email, ADMIN.password);
  const staleness = async () =>
    (
      await rest('rpc/figure_staleness', {
        method: 'POST',
        token: admin.access_token,
        body: { needed_currencies: VISITOR_CURRENCIES },
      })
    ).body as { stale_figures: number; stale_rates: unknown[]; missing_rates: string[] };
  // The browser suites' fixture rates cover INR and NPR, the seed has the central banks' PKR and LKR
  // rates, and BDT has none (no spec sets it).
  const before = await staleness();
  expect(before.missing_rates).toEqual(expect.arrayContaining(['BDT']));
  await openDashboard(page);
  const tile = page.getByRole('region', { name: adminMessages.dashboard.staleFigures });
  const missing = tile.getByTestId('missing-rates');
  await expect(missing).toContainText(/^No rate for /);
  await expect(missing).toContainText('BDT');
  for (const currency of ['INR', 'NPR', 'LKR', 'PKR']) await expect(missing).not.toContainText(currency);
  const count = Number(await tile.getByTestId('count-stale-figures').textContent());
  const after = await staleness();
  const total = (s: typeof before) => s.stale_figures + s.stale_rates.length;
  expect(count).toBeGreaterThanOrEqual(Math.min(total(before), total(after)));
  expect(count).toBeLessThanOrEqual(Math.max(total(before), total(after)));
  await tile.getByRole('link', { name: 'Catalogue health' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue health' })).toBeVisible();
});
