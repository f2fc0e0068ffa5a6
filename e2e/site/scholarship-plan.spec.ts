// The first-year plan with a scholarship (issue 34): on a programme's page an Indian student ticks a
// seeded scholarship open to them for it and sees the plan without and with it, in rupees with euros
// beside; the choice lives in the plan's link (a reload keeps it). The plan is worked out by hand
// (site/first-year.ts) and the award with the shared rules (@app/shared/scholarships), not the site's code.
import type { MoneyFigure } from '@app/shared/figures';
import { formatRange, formatWhole } from '@app/shared/format';
import {
  AWARD_KIND_LABELS,
  candidateFor,
  costAfterAward,
  firstYearValue,
  isEligible,
  NATIONALITY_OF_HOME_COUNTRY,
  type ScholarshipFacts,
} from '@app/shared/scholarships';
import { expect, type Page, test } from '@playwright/test';
import { must, newAccount, service, type TestAccount } from '../service.ts';
import { eurText, toWhole } from './figures.ts';
import { cityOf, defaultHousing, type Expected, expectedPlan, places, totalText, tuitionShown } from './first-year.ts';
import { axeViolations, hydrated, PROGRAM_PAGE, unique } from './support.ts';

type SeededScholarship = ScholarshipFacts & { slug: string; name: string; official_url: string };

const [universitySlug, programSlug] = PROGRAM_PAGE.split('/').slice(-2) as [string, string];

/** The programme of PROGRAM_PAGE, its plan worked out by hand, and a scholarship open to Indians for it. */
async function scenario() {
  const [program] = await must(
    service
      .from('programs')
      .select(
        'id,level,field_code,university_id,tuition_non_eu,semester_fees,university:universities_data!inner(slug,city,country_code,tuition_non_eu_bachelor,tuition_non_eu_master)',
      )
      .eq('slug', programSlug)
      .eq('university.slug', universitySlug),
  );
  if (!program?.university) throw new Error(`the seed has ${PROGRAM_PAGE}`);
  const { cities, countries } = await places();
  const university = program.university;
  const city = cityOf(cities, university.country_code, university.city);
  const country = countries.find((c) => c.code === university.country_code) ?? null;
  const plan = expectedPlan({
    tuition: tuitionShown(program.tuition_non_eu as MoneyFigure, program.level, university),
    fees: program.semester_fees as MoneyFigure,
    city,
    country,
    housing: defaultHousing(city),
    months: 12,
  });
  if (!plan) throw new Error(`${PROGRAM_PAGE}: its plan is in euros`);
  const scholarships = (await must(
    service
      .from('scholarships')
      .select(
        'slug,name,official_url,levels,field_codes,destination_codes,university_ids,program_ids,nationalities,nationalities_checked,covers,opens_on,deadline',
      )
      .order('name'),
  )) as unknown as SeededScholarship[];
  const who = candidateFor({ ...program, country_code: university.country_code }, 'IN');
  const tuition = plan.lines.find((line) => line.key === 'tuition');
  const tuitionBand = tuition ? { low: tuition.low, high: tuition.high, currency: 'EUR' } : null;
  // Only euro amounts can be valued by hand (the suite has no rate for other award currencies).
  const valued = scholarships
    .filter((s) => isEligible(s, who))
    .map((s) => ({ s, award: firstYearValue(s, tuitionBand, (cents, cur) => (cur === 'EUR' ? cents : null)) }))
    .find(({ award }) => award.high > 0);
  if (!valued) throw new Error(`the seed has a scholarship with a euro amount open to Indians for ${PROGRAM_PAGE}`);
  return { plan, ...valued };
}

const eurTotal = (plan: Expected) =>
  plan.lines.reduce((sum, line) => ({ low: sum.low + line.low, high: sum.high + line.high }), { low: 0, high: 0 });
const inRupees = (low: number, high: number) => formatRange(formatWhole(low, 'INR'), formatWhole(high, 'INR'));

test('a programme’s planner shows the first year without and with a scholarship the student ticks', async ({
  page,
}) => {
  const { plan, s, award } = await scenario();
  const atLeast = plan.complete ? '' : 'at least ';
  const after = costAfterAward(eurTotal(plan), award);
  // In rupees: the plan's total as the rows add up, less the award rounded once.
  const rupees = {
    low: Math.max(0, plan.lines.reduce((sum, l) => sum + toWhole(l.low, 'INR'), 0) - toWhole(award.high, 'INR')),
    high: Math.max(0, plan.lines.reduce((sum, l) => sum + toWhole(l.high, 'INR'), 0) - toWhole(award.low, 'INR')),
  };

  await page.addInitScript(() => localStorage.setItem('home-country', 'India'));
  await page.goto(PROGRAM_PAGE);
  await hydrated(page);
  await page.getByLabel('Show in').selectOption('INR');
  const choices = page.locator('[data-plan-scholarships]');
  // Offered among those open to the student (the home country remembered: India).
  await choices.getByRole('list', { name: 'Open to you', exact: true }).getByRole('checkbox', { name: s.name }).check();

  await expect(page.locator('[data-plan-total-label]')).toContainText('(without scholarships)');
  await expect(page.locator('[data-plan-total]')).toHaveText(totalText(plan, 'INR'));
  await expect(page.locator('[data-plan-awards]')).toContainText(`− ${eurText(award.low, award.high)}`);
  await expect(page.locator('[data-plan-after-label]')).toHaveText(
    plan.complete ? 'Total after scholarships' : 'At least this much after scholarships',
  );
  await expect(page.locator('[data-plan-after-eur]')).toHaveText(`${atLeast}${eurText(after.low, after.high)}`);
  await expect(page.locator('[data-plan-after]')).toHaveText(`${atLeast}${inRupees(rupees.low, rupees.high)}`);
  // A part of the award nobody could value is named, never subtracted.
  const notSubtracted = page.locator('[data-plan-not-subtracted]');
  if (award.unvalued.length === 0) await expect(notSubtracted).toHaveCount(0);
  for (const kind of award.unvalued) await expect(notSubtracted).toContainText(AWARD_KIND_LABELS[kind].toLowerCase());

  // The message sent with the link says both totals.
  const whatsApp = new URL((await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '');
  expect(whatsApp.searchParams.get('text')).toContain(
    `after the scholarships ticked: ${atLeast}${inRupees(rupees.low, rupees.high)} (${eurText(after.low, after.high)})`,
  );
  // The plan's link carries the scholarship: sent to a parent (or reloaded) it opens the same.
  await expect(page).toHaveURL(new RegExp(`[?&]sch=${s.slug}(&|$)`));
  await page.reload();
  await hydrated(page);
  await expect(choices.getByRole('checkbox', { name: s.name })).toBeChecked();
  await expect(page.locator('[data-plan-after-eur]')).toHaveText(`${atLeast}${eurText(after.low, after.high)}`);

  expect(await axeViolations(page)).toEqual([]);

  // Unticked, the plan is the plan alone again.
  await choices.getByRole('checkbox', { name: s.name }).uncheck();
  await expect(page.locator('[data-plan-after]')).toHaveCount(0);
  await expect(page.locator('[data-plan-total-label]')).not.toContainText('without scholarships');
});

async function loginAs(page: Page, account: TestAccount, redirect: string) {
  await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

test('the shortlist shows the scholarships open to the student; an application adds one to its checklist', async ({
  page,
}) => {
  const { s } = await scenario();
  const student = await newAccount(`${unique('sch').replace(/\W/g, '')}@example.com`, 'Asha Scholar');
  await page.addInitScript(() => localStorage.setItem('home-country', 'India'));
  await loginAs(page, student, PROGRAM_PAGE);
  await hydrated(page);
  await page.getByRole('button', { name: /Save to shortlist/ }).click();
  await page.goto('/shortlist');
  await hydrated(page);
  const card = page.locator('main li.card').first();
  await expect(card.getByText('Scholarships open to you')).toBeVisible();
  await expect(card.getByRole('link', { name: s.name })).toHaveAttribute('href', `/scholarships/${s.slug}`);

  await card.getByRole('link', { name: /^Start an application/ }).click();
  const offered = page.getByRole('region', { name: 'Scholarships open to you' });
  await offered.getByRole('button', { name: `Add to my checklist for ${s.name}` }).click();
  const checklist = page.getByRole('region', { name: 'Checklist' });
  await expect(checklist).toContainText(`Apply for ${s.name}`);
  await expect(offered).toContainText('In your checklist');
  expect(await axeViolations(page)).toEqual([]);

  // The student's own step, due on the scholarship deadline, so the reminders cover it.
  const [step] = await must(
    service
      .from('application_steps')
      .select('source,due_on,official_url,application:applications!inner(user_id)')
      .eq('application.user_id', student.id)
      .eq('title', `Apply for ${s.name}`),
  );
  expect(step).toMatchObject({
    source: 'student',
    official_url: s.official_url,
    due_on: s.deadline.state === 'known' ? s.deadline.date : null,
  });
});

test('the finder lists the programmes with a scholarship open to the nationality chosen, as the shared rules match them', async ({
  page,
}) => {
  const programs = await must(
    service
      .from('programs')
      .select('id,name,level,field_code,university_id,university:universities_data!inner(country_code)'),
  );
  const scholarships = (await must(
    service
      .from('scholarships')
      .select(
        'slug,name,official_url,levels,field_codes,destination_codes,university_ids,program_ids,nationalities,nationalities_checked,covers,opens_on,deadline',
      ),
  )) as unknown as SeededScholarship[];
  const withScholarshipFor = (nationality: string) =>
    programs.filter((p) => {
      const who = candidateFor({ ...p, country_code: p.university?.country_code ?? null }, nationality);
      return scholarships.some((s) => isEligible(s, who));
    });
  // A nationality the filter narrows for: some programmes have a scholarship open to it, some do not.
  const nationality = Object.entries(NATIONALITY_OF_HOME_COUNTRY).find(([, code]) => {
    const count = withScholarshipFor(code).length;
    return count > 0 && count < programs.length;
  });
  if (!nationality) throw new Error('the seed has programmes with and without a scholarship open to a nationality');
  const [, code] = nationality;
  const expected = withScholarshipFor(code);

  await page.goto('/programs');
  await hydrated(page);
  await page.getByLabel('Has a scholarship open to').selectOption(code);
  const count = expected.length;
  await expect(page.getByRole('status')).toHaveText(`${count} program${count === 1 ? '' : 's'} match your filters`);
  await expect(page).toHaveURL(new RegExp(`[?&]scholarship=${code}(&|$)`));
  const collator = new Intl.Collator('en');
  const names = expected.map((p) => p.name).sort((a, b) => collator.compare(a, b));
  await expect(page.locator('li.card h2')).toHaveText(names.slice(0, 24));
  expect(await axeViolations(page)).toEqual([]);
});
