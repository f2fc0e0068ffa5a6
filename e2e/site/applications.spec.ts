// The application tracker (issue 33): a student starts an application from their shortlist, gets a
// checklist built for their home country (the APS for an Indian student applying to Germany, not for a
// Nepalese one), ticks steps and sees the progress move; a phone gets the list layout; axe is clean.
import { expect, type Page, test } from '@playwright/test';
import { must, newAccount, service, type TestAccount } from '../service.ts';
import { axeViolations, hydrated, unique } from './support.ts';

const APS = unique('Get the APS certificate (e2e)');
const NOC = unique('Get the No Objection Certificate (e2e)');
const fixtureIds: number[] = [];

test.beforeAll(async () => {
  // Fixture rules shaped like the seed's (the real rows are sourced data; these carry unique titles).
  const rows = await must(
    service
      .from('home_country_steps')
      .insert([
        {
          home_country: 'India',
          destination_code: 'DE',
          position: 0,
          title: APS,
          official_url: 'https://aps-india.de/',
          lead_time_days: 60,
          applies_to: '2027 intake',
          checked_on: '2026-11-20',
        },
        {
          home_country: 'Nepal',
          destination_code: null,
          position: 0,
          title: NOC,
          official_url: 'https://moe.gov.np/',
          lead_time_days: 14,
          applies_to: '2027 intake',
          checked_on: '2026-11-20',
        },
      ])
      .select('id'),
  );
  fixtureIds.push(...rows.map((r) => r.id));
});

test.afterAll(async () => {
  if (fixtureIds.length > 0) await service.from('home_country_steps').delete().in('id', fixtureIds);
});

/** A German programme with a deadline still to come. */
async function germanProgramme() {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await must(
    service
      .from('programs')
      .select('id,name,slug,deadline,university:universities_data!inner(slug,country_code)')
      .eq('university.country_code', 'DE')
      .eq('deadline->>state', 'known')
      .order('id'),
  );
  const row = rows.find((r) => (r.deadline as { date: string }).date > today);
  expect(row, 'a seeded German programme with a deadline to come').toBeTruthy();
  const r = row as NonNullable<typeof row>;
  return { id: r.id, name: r.name, path: `/programs/${r.university?.slug}/${r.slug}` };
}

async function loginAs(page: Page, account: TestAccount, redirect: string) {
  await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Checklist' });

test('an Indian student starts from the shortlist and gets the APS; ticking moves the progress', async ({ page }) => {
  const programme = await germanProgramme();
  const student = await newAccount(`${unique('in').replace(/\W/g, '')}@example.com`, 'Asha Indian');
  await loginAs(page, student, programme.path);
  await hydrated(page);
  await page.getByRole('button', { name: /Save to shortlist/ }).click();
  await page.goto('/shortlist');
  await hydrated(page);
  await page.getByRole('link', { name: `Start an application to ${programme.name}` }).click();

  // Asked once: the home country.
  await page.getByLabel('Home country').selectOption('India');
  await page.getByRole('button', { name: 'Build my checklist' }).click();
  await expect(checklist(page)).toBeVisible();
  await expect(checklist(page)).toContainText(APS);
  await expect(checklist(page)).not.toContainText(NOC);
  const total = await checklist(page).getByRole('checkbox').count();
  await expect(checklist(page)).toContainText(`0 of ${total} steps settled`);

  await checklist(page).getByRole('checkbox', { name: APS }).check();
  await expect(checklist(page)).toContainText(`1 of ${total} steps settled`);
  // Saved: still ticked after a reload.
  await page.reload();
  await hydrated(page);
  await expect(checklist(page).getByRole('checkbox', { name: APS })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  // Not needed, with a reason, also counts.
  const second = checklist(page).getByRole('listitem').nth(1);
  await second.getByRole('button', { name: /Not needed\?/ }).click();
  await second.getByLabel('Why is it not needed?').fill('Already have the score');
  await second.getByRole('button', { name: 'Mark not needed' }).click();
  await expect(checklist(page)).toContainText(`2 of ${total} steps settled`);
  await expect(second).toContainText('Not needed: Already have the score');

  // The next due item is on top of the overview.
  await page.getByRole('button', { name: '← All applications' }).click();
  await expect(page.getByRole('region', { name: 'Next due' })).toContainText(programme.name);
});

test('a Nepalese student gets the No Objection Certificate and no APS; a phone gets the list', async ({ page }) => {
  const programme = await germanProgramme();
  const student = await newAccount(`${unique('np').replace(/\W/g, '')}@example.com`, 'Bikash Nepali');
  await page.setViewportSize({ width: 390, height: 844 });
  // Signed out, the programme page's link goes through the login and back.
  await page.goto(programme.path);
  await page.getByRole('link', { name: `Start an application to ${programme.name} (log in first)` }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  const form = page.getByRole('form', { name: 'Login' });
  await hydrated(page);
  await form.getByLabel('Email').fill(student.email);
  await form.getByLabel('Password').fill(student.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/applications/);
  await hydrated(page);
  await page.getByLabel('Home country').selectOption('Nepal');
  await page.getByRole('button', { name: 'Build my checklist' }).click();
  await expect(checklist(page)).toContainText(NOC);
  await expect(checklist(page)).not.toContainText(APS);
  await expect(checklist(page)).not.toContainText('APS certificate (India)');
  expect(await axeViolations(page)).toEqual([]);

  // The overview on a phone: the board's columns stack into one list.
  await page.getByRole('button', { name: '← All applications' }).click();
  const board = page.getByTestId('board');
  await expect(board).toBeVisible();
  const columns = await board.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
