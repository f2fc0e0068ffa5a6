// University list (search on submit, level tabs, empty state) and detail pages (docs/product.md sections 2, 4, 8, 9).
import { formatCalendarDate, formatMoney } from '@app/shared/format';
import { expect, type Page, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { hydrated } from './support.ts';

type Row = { id: number; slug: string; university_name: string; city: string | null; country: string | null };

test('the list shows every university with its card fields', async ({ page }) => {
  const rows = await must(
    service.from('universities_data').select('id,slug,university_name,city,country').order('university_name'),
  );
  await page.goto('/universities');
  const cards = page.getByRole('tabpanel').locator('li.card');
  await expect(cards).toHaveCount(rows.length);
  const first = rows[0] as Row;
  await expect(cards.first().getByRole('heading')).toHaveText(first.university_name);
  await expect(cards.first()).toContainText([first.city, first.country].filter(Boolean).join(', '));
  await expect(cards.first()).toContainText('Tuition');
  await expect(cards.first()).toContainText('Popular programs');
  await expect(cards.first().getByRole('link', { name: /View Details/ })).toHaveAttribute(
    'href',
    `/universities/${first.slug}`,
  );
});

test('search applies on submit only, case-insensitive on name, city or country', async ({ page }) => {
  await page.goto('/universities');
  await hydrated(page);
  const cards = page.getByRole('tabpanel').locator('li.card');
  const total = await cards.count();
  const search = page.getByRole('searchbox', { name: 'Search universities' });
  await search.fill('MUNICH');
  await expect(cards).toHaveCount(total); // typing alone filters nothing
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(cards).not.toHaveCount(total);
  for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('munich');
  await search.fill('netherlands');
  await search.press('Enter');
  await expect(cards.first()).toContainText('Netherlands');
  await search.fill('zzzz no such place');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No Universities Found' })).toBeVisible();
  await search.fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(cards).toHaveCount(total);
});

test('level tabs keep universities with a program of that level', async ({ page }) => {
  const programs = await must(service.from('programs').select('university_id,level'));
  const withLevel = (level: string) =>
    new Set(programs.filter((p) => p.level === level).map((p) => p.university_id)).size;
  await page.goto('/universities');
  await hydrated(page);
  const tabs = page.getByRole('tablist', { name: 'Program level' });
  await expect(tabs.getByRole('tab')).toHaveText(['All Universities', "Bachelor's", "Master's"]);
  await expect(tabs.getByRole('tab', { name: 'All Universities' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('tabpanel').locator('li.card');
  await tabs.getByRole('tab', { name: "Bachelor's" }).click();
  await expect(cards).toHaveCount(withLevel("Bachelor's"));
  await tabs.getByRole('tab', { name: "Bachelor's" }).press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: "Master's" })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(withLevel("Master's"));
});

test('detail: header, Back link, Bachelor’s tab by default, formats', async ({ page }) => {
  const [uni] = await must(service.from('universities_data').select('id,university_name').eq('id', 1));
  const programs = await must(
    service.from('programs').select('name,level,duration_in_years').eq('university_id', 1).order('name'),
  );
  await page.goto('/universities/1');
  await expect(page).toHaveTitle(new RegExp(`^${uni?.university_name}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uni?.university_name ?? '');
  const tabs = page.getByRole('tablist', { name: 'Program level' });
  await expect(tabs.getByRole('tab', { name: "Bachelor's" })).toHaveAttribute('aria-selected', 'true');
  const bachelors = programs.filter((p) => p.level === "Bachelor's");
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('li h3')).toHaveText(bachelors.map((p) => p.name));
  const withYears = bachelors.find((p) => p.duration_in_years);
  if (withYears) await expect(panel).toContainText(`${withYears.duration_in_years} years`);
  await tabs.getByRole('tab', { name: "Master's" }).click();
  await expect(page.getByRole('tabpanel').locator('li h3')).toHaveText(
    programs.filter((p) => p.level === "Master's").map((p) => p.name),
  );
  await page.getByRole('link', { name: 'Back to Universities' }).click();
  await expect(page).toHaveURL(/\/universities$/);
});

test('detail: empty tabs say so', async ({ page }) => {
  const unis = await must(service.from('universities_data').select('id'));
  const programs = await must(service.from('programs').select('university_id,level'));
  const missing = (level: string) =>
    unis.find((u) => !programs.some((p) => p.university_id === u.id && p.level === level));
  // The seed has universities with only one level, so both empty tabs can be seen.
  const noMaster = missing("Master's");
  const noBachelor = missing("Bachelor's");
  expect(noMaster, "a seeded university without Master's programs").toBeDefined();
  expect(noBachelor, "a seeded university without Bachelor's programs").toBeDefined();
  await page.goto(`/universities/${noMaster?.id}`);
  await page.getByRole('tab', { name: "Master's" }).click();
  await expect(page.getByText("No Master's programs listed for this university yet.")).toBeVisible();
  await page.goto(`/universities/${noBachelor?.id}`);
  await expect(page.getByText("No Bachelor's programs listed for this university yet.")).toBeVisible();
});

/** A program's card on its university's page, under its level's tab. */
async function programCard(page: Page, program: { university_id: number; level: string; name: string }) {
  await page.goto(`/universities/${program.university_id}`);
  await page.getByRole('tab', { name: program.level }).click();
  return page
    .getByRole('tabpanel')
    .locator('li.card')
    .filter({ has: page.getByRole('heading', { name: program.name }) });
}

test('detail: a programme shows its sourced figures, the day they were checked and the page they came from', async ({
  page,
}) => {
  // A seeded programme with a non-EU fee, a deadline and English scores, read from the database.
  const [program] = await must(
    service
      .from('programs')
      .select(
        'university_id,name,level,fee_currency,tuition_non_eu_cents,application_deadline,ielts_min,source_url,checked_on',
      )
      .not('tuition_non_eu_cents', 'is', null)
      .not('application_deadline', 'is', null)
      .not('ielts_min', 'is', null)
      .order('id')
      .limit(1),
  );
  expect(program, 'a seeded programme with fee, deadline and IELTS').toBeDefined();
  if (!program) return;
  const card = await programCard(page, program);
  await expect(card).toContainText(
    `Tuition (non-EU)${formatMoney(program.tuition_non_eu_cents, program.fee_currency)} a year`,
  );
  await expect(card).toContainText(`Next deadline (non-EU)${formatCalendarDate(program.application_deadline)}`);
  await expect(card).toContainText(`IELTS ${Number(program.ielts_min).toFixed(1)}`);
  await expect(card).toContainText(`Fees and deadline checked on ${formatCalendarDate(program.checked_on)}`);
  await expect(card.getByRole('link', { name: /fee source/ })).toHaveAttribute('href', program.source_url ?? '');
});

test('detail: a fee the university does not publish says so instead of showing a guess', async ({ page }) => {
  const [program] = await must(
    service
      .from('programs')
      .select('university_id,name,level')
      .is('tuition_non_eu_cents', null)
      .not('checked_on', 'is', null)
      .order('id')
      .limit(1),
  );
  expect(program, 'a seeded programme checked without a published non-EU fee').toBeDefined();
  if (!program) return;
  const card = await programCard(page, program);
  await expect(card).toContainText('Tuition (non-EU)Not published for non-EU students');
});
