// Programme pages: one static page per programme with its sourced figures, linked from its university,
// with a canonical URL, structured data search engines read, and a place in the sitemap.
import { formatCalendarDate, formatMoney } from '@app/shared/format';
import { expect, test } from '@playwright/test';
import { must, service } from '../service.ts';
import { PROGRAM_PAGE } from './support.ts';

test('a programme page shows its figures and sources, and is reached from its university', async ({ page }) => {
  const [program] = await must(
    service
      .from('programs')
      .select(
        'slug,name,level,fee_currency,tuition_non_eu_cents,application_deadline,source_url,checked_on,university:universities_data(id,slug,university_name,city)',
      )
      .not('tuition_non_eu_cents', 'is', null)
      .not('application_deadline', 'is', null)
      .order('id')
      .limit(1),
  );
  expect(program, 'a seeded programme with a fee and a deadline').toBeDefined();
  if (!program?.university) return;
  const path = `/programs/${program.university.slug}/${program.slug}`;

  await page.goto(`/universities/${program.university.id}`);
  await page.getByRole('tab', { name: program.level }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: program.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.name);
  await expect(page).toHaveTitle(
    new RegExp(`^${program.name.replace(/[()]/g, '\\$&')} at ${program.university.university_name}`),
  );
  const facts = page.getByRole('region', { name: 'Fees, deadline and requirements' });
  await expect(facts).toContainText(`${formatMoney(program.tuition_non_eu_cents, program.fee_currency)} a year`);
  await expect(facts).toContainText(formatCalendarDate(program.application_deadline) ?? '');
  await expect(facts).toContainText(`Fees and deadline checked on ${formatCalendarDate(program.checked_on)}`);
  await expect(facts.getByRole('link', { name: /fee source/ })).toHaveAttribute('href', program.source_url ?? '');
  await page.getByRole('link', { name: program.university.university_name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/universities/${program.university.slug}$`));
});

test('a programme page names itself canonically and describes the course for search engines', async ({
  page,
  request,
}) => {
  await page.goto(PROGRAM_PAGE);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PROGRAM_PAGE}$`));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const program = blocks
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'EducationalOccupationalProgram');
  expect(program).toMatchObject({
    name: 'Informatics (B.Sc.)',
    provider: { '@type': 'CollegeOrUniversity', name: 'Technical University of Munich' },
    inLanguage: ['de'],
  });
  expect(program.url).toMatch(new RegExp(`${PROGRAM_PAGE}$`));
  expect(program.applicationDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${PROGRAM_PAGE}</loc>`);
});
