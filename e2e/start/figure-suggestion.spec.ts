// `pnpm start` mode: a visitor suggests a correction to a figure nobody has checked yet on a
// programme page, the suggestion waits in the console's Suggestions queue, staff accept it with the
// figure they checked, and the rebuilt programme page shows that figure with its year, the day it was
// checked and its official page, with no "ask us" left for it. The programme's figure is put back after.
import type { MoneyFigure } from '@app/shared/figures';
import { formatCalendarDate, formatMoney } from '@app/shared/format';
import { adminMessages, publicMessages } from '@app/shared/messages';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { ADMIN_URL, rebuilderIdle, signInToConsole } from './support.ts';

const FEE = 'Tuition for non-EU students (a year)';
const tag = Date.now().toString(36);
const PAGE = `https://www.example.edu/fees-${tag}`;
const SUGGESTED = `€4,500 a year from 2027/28 (${tag})`;

/** The programme page's non-EU tuition: its figure item in the fees region. */
const tuitionOn = (scope: Locator) =>
  scope
    .getByRole('region', { name: 'Fees, deadline and requirements' })
    .locator('[data-figure-state]')
    .filter({ has: scope.page().locator('dt', { hasText: /^Tuition \(non-EU\)$/ }) });

/** Whether the programme page as served (the static site a visitor gets) names our official page. */
const served = async (request: APIRequestContext, path: string) =>
  (await (await request.get(path)).text()).includes(PAGE);

test('a suggested fee, once staff accept it with the checked figure, is on the rebuilt programme page with its source', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A programme whose tuition nobody has checked, with no university-wide fee standing in for it.
  const rows = await must(
    service
      .from('programs')
      .select(
        'id,slug,name,level,tuition_non_eu,university:universities_data!inner(slug,university_name,tuition_non_eu_bachelor,tuition_non_eu_master)',
      )
      .eq('tuition_non_eu->>state', 'unchecked')
      .order('id'),
  );
  const program = rows.find(({ level, university }) => {
    const wide = level === "Bachelor's" ? university.tuition_non_eu_bachelor : university.tuition_non_eu_master;
    return (wide as MoneyFigure).state === 'unchecked';
  });
  if (!program) throw new Error('the seed has a programme whose tuition is not checked yet');
  const path = `/programs/${program.university.slug}/${program.slug}`;
  const staff = await (await browser.newContext()).newPage();

  try {
    // The visitor: "Not checked yet — ask us" on the page, and a correction suggested from it.
    await page.goto(path);
    const tuition = tuitionOn(page.locator('main'));
    await expect(tuition).toHaveAttribute('data-figure-state', 'unchecked');
    await tuition.getByRole('link', { name: /^Suggest a correction/ }).click();
    await expect(page).toHaveURL(/\/suggest\?table=programs&id=\d+&figure=tuition_non_eu$/);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('[data-suggestion-figure]')).toContainText(
      `${program.name}, ${program.university.university_name}`,
    );
    await page.getByLabel('What should it be?').fill(SUGGESTED);
    await page.getByLabel('The official page that says so').fill(PAGE);
    await page.getByLabel('Note (optional)').fill('On the fees page, under international students.');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByText(publicMessages.suggestionSent.title, { exact: true })).toBeVisible();

    // Staff: the suggestion in the queue, beside what the site shows now.
    await signInToConsole(staff);
    await staff.goto(`${ADMIN_URL}/admin/suggestions`);
    await expect(staff.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible();
    await staff.getByPlaceholder(/^Search by suggested value/).fill(tag);
    const row = staff.getByRole('row').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(FEE);
    await expect(row).toContainText(program.name);
    await expect(row).toContainText('Not checked yet');
    await expect(row).toContainText(SUGGESTED);
    await expect(row.getByRole('link', { name: PAGE })).toHaveAttribute('href', PAGE);

    // Accepted with the figure staff read on that page: known, with the visitor's page as its source.
    await row.getByRole('button', { name: /^Accept/ }).click();
    const dialog = staff.getByRole('dialog', { name: 'Accept suggestion' });
    const fee = dialog.getByRole('group', { name: FEE });
    await expect(fee.getByRole('radio', { name: 'Known' })).toBeChecked();
    await expect(fee.getByRole('textbox', { name: 'Official page' })).toHaveValue(PAGE);
    await fee.getByRole('spinbutton', { name: 'Amount' }).fill('4500');
    await fee.getByRole('textbox', { name: 'Applies to' }).fill('2027/28');
    await dialog.getByRole('button', { name: 'Save figure and accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByText(adminMessages.suggestions.accepted.title)).toBeVisible();
    await expect(row).toHaveCount(0);
    const [stored] = await must(service.from('programs').select('tuition_non_eu').eq('id', program.id));
    const figure = stored?.tuition_non_eu as Extract<MoneyFigure, { state: 'known' }>;
    expect(figure).toMatchObject({ state: 'known', low_cents: 450_000, high_cents: 450_000, source_url: PAGE });

    // The site rebuilds by itself; the programme page then shows the checked figure and where it is from.
    await expect.poll(() => served(page.request, path), { timeout: 90_000, intervals: [500] }).toBe(true);
    await page.goto(path);
    const shown = tuitionOn(page.locator('main'));
    await expect(shown).toHaveAttribute('data-figure-state', 'known');
    await expect(shown).toContainText(formatMoney(450_000, 'EUR') ?? '€4,500');
    await expect(shown).toContainText(`2027/28 · checked on ${formatCalendarDate(figure.checked_on)}`);
    await expect(shown.getByRole('link', { name: /^source/ })).toHaveAttribute('href', PAGE);
    await expect(shown.getByRole('link', { name: /^Not checked yet/ })).toHaveCount(0);
  } finally {
    await staff.context().close();
    await service.from('figure_suggestions').delete().ilike('suggested_value', `%${tag}%`);
    // Put the seed's figure back and wait until the site no longer shows ours.
    await must(service.from('programs').update({ tuition_non_eu: program.tuition_non_eu }).eq('id', program.id));
    await expect.poll(() => served(page.request, path), { timeout: 90_000, intervals: [500] }).toBe(false);
    await rebuilderIdle(90_000);
  }
});
