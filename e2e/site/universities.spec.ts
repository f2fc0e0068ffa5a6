// University list (search on submit, level tabs, empty state) and detail pages (docs/product.md sections 2, 4, 8, 9).
import type { DateFigure, EnglishFigure } from '@app/shared/figures';
import { formatCalendarDate } from '@app/shared/format';
import { expect, type Page, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { expectMoneyFigure, figureItem, type Known } from './figures.ts';
import { tuitionShown } from './first-year.ts';
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

test('search ignores accents as the program finder does', async ({ page }) => {
  await page.goto('/universities');
  await hydrated(page);
  const cards = page.getByRole('tabpanel').locator('li.card');
  await page.getByRole('searchbox', { name: 'Search universities' }).fill('UNIVERSITE grenoble');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(cards.first()).toContainText('Université Grenoble Alpes');
  for (const text of await cards.allTextContents()) expect(text).toContain('Université Grenoble Alpes');
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

test('detail: a programme card shows its figures in the family’s currency and links to its page for their sources', async ({
  page,
}) => {
  // A seeded programme whose own non-EU fee (in euros), next deadline and English requirement are known.
  const rows = await must(
    service
      .from('programs')
      .select(
        'id,university_id,slug,name,level,tuition_non_eu,deadline,english_requirement,university:universities_data(slug)',
      )
      .eq('tuition_non_eu->>state', 'known')
      .eq('tuition_non_eu->>currency', 'EUR')
      .eq('deadline->>state', 'known')
      .eq('english_requirement->>state', 'known')
      .order('id'),
  );
  const [program] = rows;
  if (!program) throw new Error('the seed has a programme with its fee, deadline and English requirement checked');
  const fee = program.tuition_non_eu as Known;
  const deadline = program.deadline as Extract<DateFigure, { state: 'known' }>;
  const english = program.english_requirement as Extract<EnglishFigure, { state: 'known' }>;

  const card = await programCard(page, program);
  await expectMoneyFigure(figureItem(card, 'Tuition (non-EU)'), fee, {
    currency: 'INR',
    per: 'a year',
    none: 'No tuition fee',
    withSource: false,
  });
  await expect(figureItem(card, 'Next deadline (non-EU)')).toContainText(formatCalendarDate(deadline.date) ?? '');
  const scores = [
    english.ielts === undefined ? null : `IELTS ${english.ielts.toFixed(1)}`,
    english.toefl === undefined ? null : `TOEFL iBT ${english.toefl}`,
    english.cefr === undefined ? null : `English level ${english.cefr} (CEFR)`,
  ].filter((score): score is string => score !== null);
  expect(scores.length).toBeGreaterThan(0);
  for (const score of scores) await expect(figureItem(card, 'English (minimum)')).toContainText(score);
  // Where each figure comes from is on the programme's own page, one click away.
  await card.getByRole('link', { name: program.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/programs/${program.university?.slug}/${program.slug}$`));
  await expect(
    figureItem(page.getByRole('region', { name: 'Fees, deadline and requirements' }), 'Tuition (non-EU)').getByRole(
      'link',
      { name: /^source/ },
    ),
  ).toHaveAttribute('href', fee.source_url);
});

test('detail: a fee nobody has checked asks us and a confirmed none says so, neither a guess', async ({ page }) => {
  const unchecked = await must(
    service
      .from('programs')
      .select('university_id,name,level,university:universities_data(tuition_non_eu_bachelor,tuition_non_eu_master)')
      .eq('tuition_non_eu->>state', 'unchecked')
      .order('id'),
  );
  // Not one whose university's published fee for the level stands in for its own.
  const open = unchecked.find((p) => tuitionShown({ state: 'unchecked' }, p.level, p.university).state === 'unchecked');
  const [none] = await must(
    service
      .from('programs')
      .select('university_id,name,level')
      .eq('tuition_non_eu->>state', 'none')
      .order('id')
      .limit(1),
  );
  if (!open || !none) throw new Error('the seed has programmes whose fee is not checked yet and with no fee');

  const item = figureItem(await programCard(page, open), 'Tuition (non-EU)');
  await expect(item).toHaveAttribute('data-figure-state', 'unchecked');
  await expect(item.getByRole('link', { name: /^Not checked yet — ask us/ })).toBeVisible();
  await expect(item).not.toContainText(/not published|€|₹/i);

  const free = figureItem(await programCard(page, none), 'Tuition (non-EU)');
  await expect(free).toHaveAttribute('data-figure-state', 'none');
  await expect(free.locator('dd')).toHaveText('No tuition fee');
});
