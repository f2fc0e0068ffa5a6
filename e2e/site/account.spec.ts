// Accounts as a student lives with them: password reset through the local inbox, /account with name,
// purchases and receipts, the data download, sign out everywhere, an ended session that keeps what was
// typed, and deleting the account.

import { readFileSync } from 'node:fs';
import { accountMessages } from '@app/shared/account-messages';
import { expect, type Page, test } from '@playwright/test';
import { must, newAccount, newestMail, service } from '../service.ts';
import { axeViolations, expectNotice, hydrated, unique } from './support.ts';

const newStudent = (name = 'Test Student') => newAccount(`${unique('account').replace(/\W+/g, '-')}@example.com`, name);

/** Fills and sends the Login form of the /auth page the browser is on, and waits to be sent on to `to`. */
async function submitLogin(page: Page, student: { email: string; password: string }, to: string) {
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(student.email);
  await form.getByLabel('Password').fill(student.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === to);
}

async function logIn(page: Page, student: { email: string; password: string }, redirect = '/account') {
  await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
  await submitLogin(page, student, redirect);
}

async function paidPurchase(userId: string, email: string) {
  const [plan] = await must(service.from('pricing_plans').select('id, name').order('price_inr').limit(1));
  if (!plan) throw new Error('the seed has pricing plans');
  const suffix = Math.random().toString(36).slice(2, 10);
  await must(
    service.from('purchases').insert({
      user_id: userId,
      email,
      plan_id: plan.id,
      amount_total: 499_900,
      currency: 'inr',
      status: 'paid',
      stripe_session_id: `cs_test_${suffix}`,
      stripe_payment_intent_id: `pi_${suffix}`,
      receipt_url: `https://pay.stripe.com/receipts/payment/${suffix}`,
    }),
  );
  return plan;
}

test('a student resets a forgotten password from the e-mailed link and signs in with the new one', async ({
  page,
  browser,
}) => {
  const student = await newStudent();
  await page.goto('/auth');
  await hydrated(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/auth/forgot');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Email').fill(student.email);
  await form.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: student.email })).toContainText(
    'a link to reset its password',
  );

  const mail = await newestMail(student.email, 'recovery');
  expect(mail.subject).toBe('Reset your EuroStudy Compass password');
  await page.goto(mail.action_link);
  await page.waitForURL('**/auth/new-password');
  await hydrated(page);
  // The session the link carried is taken out of the address bar.
  await expect(page).toHaveURL((url) => url.hash === '');
  const newPassword = 'second-passw0rd-ok';
  const choose = page.getByRole('form', { name: 'New password' });
  await choose.getByLabel('New password', { exact: true }).fill(newPassword);
  await choose.getByLabel('Repeat the new password').fill(newPassword);
  await choose.getByRole('button', { name: 'Save my new password' }).click();
  await page.waitForURL('**/account');
  await expectNotice(page, accountMessages.passwordChanged.title);
  await expect(page.getByText(student.email)).toBeVisible();

  // The link works once; the new password signs in elsewhere, the old one no longer does.
  await page.goto(mail.action_link);
  await page.waitForURL('**/auth/new-password');
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  const elsewhere = await browser.newPage();
  await logIn(elsewhere, { email: student.email, password: newPassword });
  await expect(elsewhere.getByText(student.email)).toBeVisible();
  await elsewhere.close();
});

test('an unknown address gets the same answer as a known one', async ({ page }) => {
  await page.goto('/auth/forgot');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Email').fill('nobody-at-all@example.com');
  await form.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nobody-at-all@example.com' })).toContainText(
    'If an account exists',
  );
});

test('/account shows the student’s details, purchases with receipts and premium status; the name is editable', async ({
  page,
}) => {
  const student = await newStudent('Asha Rao');
  const plan = await paidPurchase(student.id, student.email);
  await logIn(page, student);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(student.email)).toBeVisible();
  await expect(page.getByText('Active: premium resources are open to you')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: plan.name });
  await expect(row).toContainText('₹4,999');
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('link', { name: /Receipt/ })).toHaveAttribute('href', /^https:\/\/pay\.stripe\.com\//);
  await expect(page.getByRole('main').getByRole('link', { name: 'My shortlist' })).toHaveAttribute(
    'href',
    '/shortlist',
  );

  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue('Asha Rao');
  await name.fill('Asha R. Rao');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expectNotice(page, accountMessages.accountSaved.title);
  const { data } = await service.auth.admin.getUserById(student.id);
  expect(data.user?.user_metadata.full_name).toBe('Asha R. Rao');
  expect(await axeViolations(page)).toEqual([]);
});

test('the header links a signed-in student to My account', async ({ page }) => {
  const student = await newStudent();
  await logIn(page, student, '/');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await page.waitForURL('**/account');
});

test('a signed-out visitor opening /account is asked to log in and comes back', async ({ page }) => {
  const student = await newStudent();
  await page.goto('/account');
  await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/account');
  await submitLogin(page, student, '/account');
});

test('the data download holds the student’s account, shortlist and purchases', async ({ page }) => {
  const student = await newStudent();
  const plan = await paidPurchase(student.id, student.email);
  const [program] = await must(service.from('programs').select('id, name').order('id').limit(1));
  if (!program) throw new Error('the seed has programmes');
  await must(service.from('shortlisted_programs').insert({ user_id: student.id, program_id: program.id }));
  await logIn(page, student);
  await hydrated(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^eurostudy-compass-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { email: string };
    purchases: { plan: string; status: string }[];
    shortlist: { program: string }[];
  };
  expect(document.account.email).toBe(student.email);
  expect(document.purchases).toEqual([expect.objectContaining({ plan: plan.name, status: 'paid' })]);
  expect(document.shortlist).toEqual([expect.objectContaining({ program: program.name })]);
});

test('an ended session asks to log in again and keeps the name the student typed', async ({ page }) => {
  const student = await newStudent('Before Name');
  await logIn(page, student);
  await hydrated(page);
  // Signed out on every device from elsewhere (the server ends the sessions).
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token')) ?? '';
    return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
  });
  await service.auth.admin.signOut(token, 'global');

  await page.getByLabel('Full name').fill('Typed While Away');
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/account');
  await expectNotice(page, accountMessages.sessionExpired.title);
  await submitLogin(page, student, '/account');
  await hydrated(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Typed While Away');
});

test('sign out of all devices ends this session too and returns to login', async ({ page }) => {
  const student = await newStudent();
  await logIn(page, student);
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await expectNotice(page, accountMessages.signedOutEverywhere.title);
  await page.goto('/account');
  await page.waitForURL((url) => url.pathname === '/auth');
});

test('a student deletes their account after reading what goes and what stays', async ({ page }) => {
  const student = await newStudent();
  await paidPurchase(student.id, student.email);
  await logIn(page, student);
  await hydrated(page);
  await page.getByRole('button', { name: 'Delete my account...' }).click();
  await expect(page.getByText('Your purchases stay in our accounts')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Delete my account for good' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('I understand that this cannot be undone.').check();
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/');
  await expectNotice(page, accountMessages.accountDeleted.title);

  const { data } = await service.auth.admin.getUserById(student.id);
  expect(data.user).toBeNull();
  const kept = await must(
    service
      .from('purchases')
      .select('user_id, email, account_deleted_at')
      .eq('amount_total', 499_900)
      .is('user_id', null),
  );
  expect(kept.some((p) => p.email === null && p.account_deleted_at !== null)).toBe(true);
});
