// The application tracker (issue 33): a student starts an application from their shortlist, gets a
// checklist built for their home country (the APS for an Indian student applying to Germany, not for a
// Nepalese one), ticks steps and sees the progress move; a phone gets the list layout; axe is clean.
// Reminders: a student who opts in on /account gets the reminder mail when the job runs, with the
// one-click unsubscribe headers; its link lands on /account's confirm, and confirming stops the mail.
import { addDays, localDate } from '@app/shared/reminder-schedule';
import { expect, type Page, test } from '@playwright/test';
import { inboxOf, must, newAccount, runScheduledFunction, service, type TestAccount } from '../service.ts';
import { axeViolations, expectNotice, hydrated, unique } from './support.ts';

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

const reminderMails = async (email: string) => (await inboxOf(email)).filter((m) => m.type.startsWith('reminder_'));
const runReminderJob = async () => expect((await runScheduledFunction('send-reminders')).status).toBe(200);
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an opted-in student gets the deadline reminder; its unsubscribe link and the confirm on /account stop the mail', async ({
  page,
}) => {
  const programme = await germanProgramme();
  const student = await newAccount(`${unique('rem').replace(/\W/g, '')}@example.com`, 'Riya Reminded');

  // Opts in on /account (the reminders section, by its anchor).
  await loginAs(page, student, '/account#reminders');
  await hydrated(page);
  const reminders = page.locator('#reminders');
  await expect(reminders.getByRole('heading', { name: 'Reminders' })).toBeVisible();
  await reminders.getByRole('checkbox', { name: 'E-mail me before things are due' }).check();
  await reminders.getByRole('button', { name: 'Save reminder settings' }).click();
  await expectNotice(page, 'Reminder settings saved');
  expect(await axeViolations(page)).toEqual([]);

  // The application, its deadline 7 days away on the calendar of the zone they saved (their browser's).
  const saved = await must(service.from('reminder_preferences').select('time_zone').eq('user_id', student.id).single());
  const today = localDate(Date.now(), saved.time_zone);
  const [application] = await must(
    service
      .from('applications')
      .insert({ user_id: student.id, program_id: programme.id, deadline: addDays(today, 7) })
      .select('id'),
  );
  if (!application) throw new Error('no application');

  // The job runs as pg_cron runs it: the deadline 7 days away is reminded, once, with RFC 8058 headers.
  await runReminderJob();
  await expect.poll(async () => (await reminderMails(student.email)).map((m) => m.type)).toEqual(['reminder_deadline']);
  const [mail] = await reminderMails(student.email);
  if (!mail) throw new Error('no reminder mail');
  expect(mail.subject).toMatch(/^Deadline in 7 days: /);
  expect(mail.subject).toContain(programme.name);
  expect(mail.html).toContain('/account#reminders');
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = (mail.headers['List-Unsubscribe'] ?? '').replace(/^<|>$/g, '');
  expect(link).toMatch(new RegExp(`/functions/v1/unsubscribe\\?token=${student.id}\\.[A-Za-z0-9_-]{43}$`));
  expect(mail.html).toContain(link);

  // A click on the link (a GET) changes nothing and is sent to /account's confirm.
  const followed = await fetch(link, { redirect: 'manual' });
  expect(followed.status).toBe(303);
  const landing = new URL(followed.headers.get('Location') ?? '');
  expect(landing.pathname).toBe('/account');
  expect(landing.hash).toBe('#reminders');
  const prefs = () =>
    must(
      service
        .from('reminder_preferences')
        .select('email_reminders, unsubscribed_at')
        .eq('user_id', student.id)
        .single(),
    );
  expect(await prefs()).toMatchObject({ email_reminders: true, unsubscribed_at: null });

  // On a phone, as most students read their mail.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${landing.pathname}${landing.search}${landing.hash}`);
  await hydrated(page);
  const confirm = page.getByRole('region', { name: `Stop reminder e-mails to ${student.email}?` });
  await expect(confirm).toBeInViewport();
  expect(await fitsThePhone(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Stop reminder e-mails' }).click();
  await expect(reminders.getByRole('status')).toHaveText(/Reminder e-mails are off/);
  await expect(reminders.getByRole('checkbox', { name: 'E-mail me before things are due' })).not.toBeChecked();
  await expect(page).toHaveURL((url) => !url.searchParams.has('unsubscribe') && url.hash === '#reminders');
  const stopped = await prefs();
  expect(stopped.email_reminders).toBe(false);
  expect(stopped.unsubscribed_at).not.toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  // After a reload the page says so in plain words, and the toggle stays off.
  await page.reload();
  await hydrated(page);
  await expect(reminders.getByRole('list', { name: 'Delivery' })).toContainText(
    /You unsubscribed from reminder e-mails on \d{1,2} \w+ \d{4}/,
  );
  await expect(reminders.getByRole('checkbox', { name: 'E-mail me before things are due' })).not.toBeChecked();

  // The job runs again with something new due: nothing more is sent.
  await must(
    service.from('application_steps').insert({
      application_id: application.id,
      source: 'student',
      title: 'Pay the fee (e2e)',
      due_on: addDays(today, 2),
    }),
  );
  await runReminderJob();
  await runReminderJob();
  expect(await reminderMails(student.email)).toHaveLength(1);

  // A mail client's one-click POST (no cookie, no JWT) is accepted too, and still nothing is sent.
  const oneClick = await fetch(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status).toBe(200);
  await runReminderJob();
  expect(await reminderMails(student.email)).toHaveLength(1);

  // The tracker on the phone: the list layout, axe clean.
  await page.goto('/applications');
  await hydrated(page);
  await expect(page.getByTestId('board')).toContainText(programme.name);
  expect(await fitsThePhone(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('a saved WhatsApp number is verified on /account with the code before reminders go to it', async ({ page }) => {
  const student = await newAccount(`${unique('wa').replace(/\W/g, '')}@example.com`, 'Wasim Verified');
  await loginAs(page, student, '/account#reminders');
  await hydrated(page);
  const reminders = page.locator('#reminders');
  await reminders.getByLabel(/^WhatsApp number/).fill(`+9198${String(Date.now()).slice(-8)}`);
  await reminders.getByRole('checkbox', { name: 'Also remind me on WhatsApp' }).check();
  await reminders.getByRole('button', { name: 'Save reminder settings' }).click();
  await expectNotice(page, 'Reminder settings saved');
  const verify = reminders.getByRole('form', { name: 'Verify WhatsApp' });
  await expect(verify).toContainText('Not verified yet: WhatsApp reminders start once you confirm the code.');
  // The e2e stack runs no WhatsApp: asking for a code says so.
  await verify.getByRole('button', { name: 'Send a code by WhatsApp' }).click();
  await expect(verify.getByRole('alert')).toContainText('WhatsApp is not available');
  expect(await axeViolations(page)).toEqual([]);
  // A code as verify-whatsapp issues it (the service role's RPC; the function would send it), typed in.
  const issued = (await must(service.rpc('issue_whatsapp_code', { target: student.id }))) as { code: string };
  await verify.getByLabel('Code from WhatsApp').fill(issued.code);
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await expect(reminders.getByText(/^Verified: WhatsApp reminders go to \+9198/)).toBeVisible();
  const saved = await must(
    service.from('reminder_preferences').select('whatsapp_verified_at').eq('user_id', student.id).single(),
  );
  expect(saved.whatsapp_verified_at).not.toBeNull();
});
