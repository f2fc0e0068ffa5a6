// Login, sign-up, logout and the guarded pages (docs/product.md sections 2, 4, 6, 8).
import type { MoneyFigure } from '@app/shared/figures';
import { humanCheckMessages } from '@app/shared/human-check';
import { PASSWORD_RULE, publicMessages } from '@app/shared/messages';
import { expect, test } from '@playwright/test';
import { must, newestMail, service } from '../service.ts';
import { inEuros, provenance, shownText } from './figures.ts';
import { expectNotice, hydrated, login, STUDENT, unique } from './support.ts';

test.describe('guards', () => {
  for (const route of ['/resources', '/transportation']) {
    test(`${route} without a session goes to /auth, replacing the history entry`, async ({ page }) => {
      await page.goto('/about');
      // The guard replaces the page as soon as it runs, which can abort this navigation's own load
      // event: wait for the address instead (waitForURL would fail on the aborted load).
      await page.goto(route, { waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/auth\?redirect=/);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(route);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/); // the guarded page is not in the history any more
    });
  }

  test('login returns to the guarded page, with the notice', async ({ page }) => {
    await page.goto('/resources', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(STUDENT.email);
    await form.getByLabel('Password').fill(STUDENT.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expectNotice(page, 'Login Successful!', 'Welcome back!');
    await expect(page.getByText('PREMIUM').first()).toBeVisible();
  });
});

test.describe('login never leaves the site', () => {
  // As an attacker would link them: the query text exactly as sent (already percent-encoded).
  const REDIRECTS = [
    '/%09/evil.example/phish',
    '/%0d/evil.example/phish',
    '/%0a/evil.example/phish',
    '/%0d%0a/evil.example/phish',
    '%2F%09%2Fevil.example%2Fphish',
    '%09//evil.example/phish',
    '//evil.example/phish',
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/%2e//evil.example/phish',
    '/\\evil.example/phish',
    '/%5Cevil.example/phish',
    '/%09%5Cevil.example/phish',
    'https://evil.example/phish',
    'https:%2F%2Fevil.example%2Fphish',
    'javascript:alert(document.domain)',
    'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
  ];

  for (const redirect of REDIRECTS) {
    test(`?redirect=${redirect} ends on our origin`, async ({ page, baseURL }) => {
      // Should a variant get out, the phishing page "exists", so the test sees it land there.
      await page.context().route(
        (url) => url.hostname === 'evil.example',
        (route) => route.fulfill({ body: 'phished', contentType: 'text/html' }),
      );
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await login(page, redirect, { rawRedirect: true });
      const landed = new URL(page.url());
      expect(landed.origin).toBe(new URL(baseURL as string).origin);
      expect(landed.pathname).toBe('/');
      await expectNotice(page, 'Login Successful!', 'Welcome back!');
      expect(dialogs).toEqual([]);
    });
  }
});

test('login failure shows the backend message', async ({ page }) => {
  await page.goto('/auth');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Login' });
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await form.getByLabel('Email').fill(STUDENT.email);
  await form.getByLabel('Password').fill('wrong-password');
  await form.getByRole('button', { name: 'Login' }).click();
  await expectNotice(page, 'Login Failed');
  await expect(form.getByLabel('Email')).toHaveValue(STUDENT.email);
});

// The local stack confirms sign-ups by mail, as config.toml (and so the hosted project) says: sign-up
// signs nobody in; the link in the mail does, on /auth.
test('sign-up mails a confirmation link, and following it signs the student in on /auth', async ({ page }) => {
  await page.goto('/auth');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await expect(form.getByLabel('Password')).toHaveAttribute('placeholder', 'Create a strong password');
  const email = `${unique('new').replace(/\W+/g, '.')}@example.com`;
  await form.getByLabel('Full Name').fill('Test Student');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a-long-enough-passw0rd');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expectNotice(page, publicMessages.signUpSucceeded.title, publicMessages.signUpSucceeded.description);
  await expect(form.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
  // The human check was in place (GoTrue's captcha setting; the offline Turnstile fake here).
  await expect(form.getByRole('group', { name: 'Check that you are human' })).toBeAttached();
  // Not signed in yet: the guarded page still sends the visitor to /auth.
  await page.goto('/transportation', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\?redirect=/);

  const mail = await newestMail(email, 'signup');
  await page.goto(mail.action_link);
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.hash === '');
  await expectNotice(page, publicMessages.signUpConfirmed.title, publicMessages.signUpConfirmed.description);
  await expect(page.getByRole('main')).toContainText(`Signed in as ${email}`);
  await page.goto('/transportation');
  await expect(page).toHaveURL(/\/transportation$/);

  // The link is spent: following it again says so and signs nobody else in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(mail.action_link);
  await expectNotice(page, publicMessages.confirmationLinkExpired.title);
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
});

test('sign-up from a page returns the student to it once the mailed link is followed', async ({ page }) => {
  await page.goto('/plan');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fplan$/);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  const email = `${unique('back').replace(/\W+/g, '.')}@example.com`;
  await form.getByLabel('Full Name').fill('Test Student');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a-long-enough-passw0rd');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();

  await page.goto((await newestMail(email, 'signup')).action_link);
  await expect(page.getByRole('main')).toContainText(`Signed in as ${email}`);
  await page.getByRole('main').getByRole('link', { name: 'Continue to /plan' }).click();
  await expect(page).toHaveURL(/\/plan$/);
});

test('signed in with nowhere to return to, /auth leads on to the shortlist and the account', async ({ page }) => {
  await login(page);
  await page.goto('/auth');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to my shortlist' })).toHaveAttribute('href', '/shortlist');
  await expect(main.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
});

test('sign-up says what to do when the human check fails, keeps what was typed, and creates nobody', async ({
  page,
}) => {
  await page.route('**/turnstile/v0/challenge', (route) => route.fulfill({ status: 400, json: { error: 'blocked' } }));
  await page.goto('/auth');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  const email = `${unique('blocked').replace(/\W+/g, '.')}@example.com`;
  await form.getByLabel('Full Name').fill('Test Student');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a-long-enough-passw0rd');
  await expect(form.getByRole('alert')).toHaveText(humanCheckMessages.failed);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expectNotice(page, publicMessages.signUpFailed.title, humanCheckMessages.failed);
  await expect(form.getByLabel('Email')).toHaveValue(email);
  const { data } = await service.auth.admin.listUsers({ perPage: 1000 });
  expect(data.users.some((user) => user.email === email)).toBe(false);
});

test('a signed-in visitor on /auth sees who is signed in, a way on and Log out, not the login form', async ({
  page,
}) => {
  await login(page);
  await page.goto('/auth?redirect=%2Fresources');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(main).toContainText(`Signed in as ${STUDENT.email}`);
  await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Continue to /resources' })).toHaveAttribute('href', '/resources');
  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNotice(page, 'Logged Out', 'You have been successfully logged out.');
  await page.goto('/auth');
  await hydrated(page);
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
});

test('sign-up states the password rule and does not send a password that breaks it', async ({ page }) => {
  await page.goto('/auth');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription(PASSWORD_RULE);
  const signUps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/signup')) signUps.push(request.url());
  });
  await form.getByLabel('Full Name').fill('Test Student');
  await form.getByLabel('Email').fill(`${unique('weak').replace(/\W+/g, '.')}@example.com`);
  await form.getByLabel('Password').fill('only-letters-here');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expectNotice(page, 'Sign Up Failed', PASSWORD_RULE);
  expect(signUps).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('header shows Logout and no lock icons; logout notice and home', async ({ page }) => {
    await login(page);
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
    await nav.getByRole('button', { name: 'Resources' }).click();
    await expect(page.locator('#resources-menu').getByRole('img', { name: 'Sign-in required' })).toHaveCount(0);
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNotice(page, 'Logged Out', 'You have been successfully logged out.');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test("transportation: cards, the country → city rules, and the chosen city's transport cost", async ({ page }) => {
    await login(page, '/transportation');
    await expect(page).toHaveURL(/\/transportation$/);
    await hydrated(page);
    await expect(page.getByText(/subscribers/).first()).toBeVisible();
    await expect(page.locator('main li.card').first()).toBeVisible();
    const country = page.getByLabel('Country');
    const city = page.getByLabel('City');
    await expect(country).toHaveValue('All Countries');
    await expect(city).toHaveValue('All Cities');
    // Under All Countries every city but All Cities is disabled.
    await expect(city.locator('option:not([disabled])')).toHaveText(['All Cities']);
    await country.selectOption('Sweden');
    await expect(city.locator('option')).toHaveText(['All Cities', 'Lund', 'Stockholm']);
    await city.selectOption('Stockholm');
    await country.selectOption('Denmark');
    await expect(city).toHaveValue('All Cities');
    await expect(city.locator('option')).toHaveText(['All Cities', 'Aarhus', 'Copenhagen']);
    // A city's transport cost comes from the cities table, with the year it is for and its page.
    const [heidelberg] = await must(service.from('cities').select('transport').eq('name', 'Heidelberg'));
    const transport = heidelberg?.transport as MoneyFigure;
    if (!inEuros(transport)) throw new Error("the seed has Heidelberg's transport cost in euros");
    await country.selectOption('Germany');
    await city.selectOption('Heidelberg');
    const costs = page.getByRole('region', { name: 'Heidelberg: monthly costs' });
    await expect(costs).toContainText(
      `Local transport${shownText(transport.low_cents, transport.high_cents, 'INR')} a month`,
    );
    await expect(costs).toContainText(provenance(transport));
    await expect(costs.getByRole('link', { name: 'Official source' })).toHaveAttribute('href', transport.source_url);
    // Cards of other German cities are filtered out; the nationwide ticket stays.
    await expect(page.locator('main li.card').filter({ hasText: 'Hamburg' })).toHaveCount(0);
    await expect(page.locator('main li.card').filter({ hasText: 'Deutschlandticket' })).not.toHaveCount(0);
    await country.selectOption('All Countries');
    await page.getByLabel('Search').fill('bike');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    for (const text of await page.locator('main li.card h2').allTextContents())
      expect(text.toLowerCase()).toContain('bike');
    await page.getByLabel('Search').fill('');
    await page
      .getByRole('button', { name: /Learn More/ })
      .first()
      .click();
    await expectNotice(page, '🚧 More Details Coming Soon!');
  });
});

test('accommodation: the country → city rules', async ({ page }) => {
  await page.goto('/accommodation');
  await hydrated(page);
  const country = page.getByLabel('Country');
  const city = page.getByLabel('City');
  // The countries and cities the site has living costs for (public.cities), by name.
  await expect(country.locator('option')).toHaveText([
    'All Countries',
    'Austria',
    'Belgium',
    'Czechia',
    'Denmark',
    'Finland',
    'France',
    'Germany',
    'Ireland',
    'Italy',
    'Netherlands',
    'Poland',
    'Spain',
    'Sweden',
  ]);
  await expect(city.locator('option:not([disabled])')).toHaveText(['All Cities']);
  await country.selectOption('Ireland');
  await expect(city.locator('option')).toHaveText(['All Cities', 'Cork', 'Dublin', 'Galway']);
  await city.selectOption('Cork');
  await country.selectOption('Italy');
  await expect(city).toHaveValue('All Cities');
});
