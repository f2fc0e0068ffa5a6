// Payments end to end on this machine: the site's 'Get Started', our create-checkout-session function,
// the offline Stripe fake's checkout page (started by scripts/run.ts), its signed webhook to
// stripe-webhook, and the purchase unlocking premium resources under RLS.
import { accountMessages } from '@app/shared/account-messages';
import { LOCAL_ANON_KEY } from '@app/shared/local-backend';
import { publicMessages } from '@app/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { must, newAccount, service } from '../service.ts';
import { expectNotice, hydrated, unique } from './support.ts';

// Stripe returns the buyer to the site URL the functions are configured with (SITE_URL, which the
// run script sets to PUBLIC_SITE_URL); the session lives in that origin's storage, so stay on it.
test.use({ baseURL: process.env.PUBLIC_SITE_URL });

const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54321';

type Plan = { id: number; name: string; stripe_price_id: string | null; after_purchase: string | null };

async function plans(): Promise<Plan[]> {
  return must(service.from('pricing_plans').select('id,name,stripe_price_id,after_purchase').order('price_inr'));
}

const newStudent = () => newAccount(`${unique('buyer').replace(/\W+/g, '-')}@example.com`, 'Test Buyer');

async function loginAs(page: Page, student: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await submitLogin(page, student);
}

async function submitLogin(page: Page, student: { email: string; password: string }): Promise<void> {
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(student.email);
  await form.getByLabel('Password').fill(student.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

async function purchasesOf(userId: string): Promise<{ plan_id: number | null; status: string }[]> {
  return must(service.from('purchases').select('plan_id,status').eq('user_id', userId));
}

const planCard = (page: Page, plan: Plan) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });

async function startCheckout(page: Page, plan: Plan): Promise<void> {
  await page.goto('/pricing');
  await page.waitForLoadState('load');
  await planCard(page, plan)
    .getByRole('button', { name: /Get Started/ })
    .click();
  await page.waitForURL(/\/c\/pay\/cs_test_/);
}

test('a signed-in student pays, returns to the success notice, and premium resources open their own links', async ({
  page,
}) => {
  const plan = (await plans()).find((p) => p.stripe_price_id) as Plan;
  const student = await newStudent();
  const [premium] = await must(
    service.from('premium_resource_links').select('url,resource_items(title)').order('resource_id').limit(1),
  );
  if (!premium) throw new Error('the seed has premium resources with links');
  const premiumButton = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: premium.resource_items.title, exact: true }) })
    .getByRole('link');

  await loginAs(page, student);
  await page.goto('/resources');
  await hydrated(page);
  await expect(premiumButton).toHaveAttribute('href', '/pricing');
  // Without access, premium resources are locked and say "Unlock".
  await expect(premiumButton).toContainText(/^Unlock/);
  await expect(premiumButton).toHaveAccessibleName(/premium, locked/);

  await startCheckout(page, plan);
  // The signed-in student's e-mail reached Stripe.
  await expect(page.getByLabel('E-mail')).toHaveValue(student.email);
  await page.getByRole('button', { name: /^Pay/ }).click();

  await page.waitForURL((url) => url.pathname === '/account');
  // The webhook recorded the purchase before Stripe sent the buyer back: the notice says it is active.
  await expectNotice(page, accountMessages.paymentConfirmed.title, accountMessages.paymentConfirmed.description);
  await expect(page).toHaveURL((url) => !url.search.includes('payment='));
  expect(await purchasesOf(student.id)).toEqual([{ plan_id: plan.id, status: 'paid' }]);
  // The return page names the plan and what happens next, and the account keeps it.
  const nextSteps = page.getByRole('region', { name: 'What happens next' });
  await expect(nextSteps).toContainText(plan.name);
  await expect(nextSteps).toContainText(plan.after_purchase ?? '');
  await page.reload();
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(plan.after_purchase ?? '');

  await page.goto('/pricing');
  await expect(planCard(page, plan).getByText(publicMessages.planPurchased, { exact: true })).toBeVisible();
  // The plan cannot be bought again: its button says Purchased and is off ...
  const bought = planCard(page, plan).getByRole('button', { name: /^Purchased/ });
  await expect(bought).toBeDisabled();
  await expect(planCard(page, plan).getByRole('button', { name: /Get Started/ })).toHaveCount(0);
  // ... and the checkout function refuses it, whatever the page does.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token')) ?? '';
    return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
  });
  const refused = await fetch(`${SUPABASE_URL}/functions/v1/create-checkout-session`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ plan_id: plan.id }),
  });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toContain('already bought this plan');

  await page.goto('/resources');
  await hydrated(page);
  await expect(premiumButton).toHaveAttribute('href', premium.url);
  await expect(premiumButton).toContainText(/^Open/);
  await expect(premiumButton).not.toHaveAccessibleName(/locked/);
  // What the buyer has, not the upsell.
  await expect(page.getByRole('heading', { name: 'Your plan is active' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Pricing Plans' })).toBeHidden();
});

test('each plan says what happens after paying', async ({ page }) => {
  await page.goto('/pricing');
  for (const plan of await plans()) {
    if (plan.after_purchase) await expect(planCard(page, plan)).toContainText(`After you pay${plan.after_purchase}`);
  }
});

test('cancelling on the checkout page returns to pricing with a notice and records nothing', async ({ page }) => {
  const plan = (await plans()).find((p) => p.stripe_price_id) as Plan;
  const student = await newStudent();
  await loginAs(page, student);
  await startCheckout(page, plan);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/pricing');
  await expectNotice(page, publicMessages.paymentCancelled.title, publicMessages.paymentCancelled.description);
  expect(await purchasesOf(student.id)).toEqual([]);
  await expect(planCard(page, plan).getByText(publicMessages.planPurchased, { exact: true })).toBeHidden();
});

test('a signed-out visitor pressing Get Started is asked to log in, comes back to pricing and can then buy', async ({
  page,
}) => {
  const plan = (await plans()).find((p) => p.stripe_price_id) as Plan;
  const student = await newStudent();
  await page.goto('/pricing');
  await page.waitForLoadState('load');
  await planCard(page, plan)
    .getByRole('button', { name: /Get Started/ })
    .click();

  await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/pricing');
  await expectNotice(page, publicMessages.loginToBuy.title, publicMessages.loginToBuy.description);
  await submitLogin(page, student);
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/pricing');

  await startCheckout(page, plan);
  await expect(page.getByLabel('E-mail')).toHaveValue(student.email);
});

test('a plan without a price shows the notice and asks nobody for a checkout', async ({ page }) => {
  const plan = (await plans()).find((p) => !p.stripe_price_id);
  if (!plan) throw new Error('the seed keeps one plan without a price');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/')) calls.push(request.url());
  });
  await page.goto('/pricing');
  await page.waitForLoadState('load');
  await planCard(page, plan as Plan)
    .getByRole('button', { name: /Get Started/ })
    .click();
  await expectNotice(page, publicMessages.paymentNotConfigured.title, publicMessages.paymentNotConfigured.description);
  expect(calls).toEqual([]);
});

test('checkout shows "Redirecting to checkout...", then "Checkout Error" with the reason when it cannot start', async ({
  page,
}) => {
  const plan = (await plans()).find((p) => p.stripe_price_id) as Plan;
  await loginAs(page, await newStudent());
  // Stripe being unreachable cannot be staged offline any other way: the function's answer is replaced.
  await page.route('**/functions/v1/create-checkout-session', async (route) => {
    await expectNotice(page, publicMessages.redirectingToCheckout.title);
    await route.fulfill({
      status: 502,
      headers: { 'Access-Control-Allow-Origin': '*' },
      json: { error: 'Stripe could not be reached.' },
    });
  });
  await page.goto('/pricing');
  await page.waitForLoadState('load');
  const button = planCard(page, plan).getByRole('button', { name: /Get Started/ });
  await button.click();
  await expectNotice(page, publicMessages.checkoutFailed.title, 'Stripe could not be reached.');
  await expect(button).toBeEnabled();
  await expect(page).toHaveURL(/\/pricing/);
});
