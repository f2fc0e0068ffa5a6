// The Deno entries that hosted Supabase runs (functions/<name>/index.ts), run in a real Deno runtime
// against the local stack and the offline Stripe fake. The handlers' behaviour is covered in Node by
// create-checkout-session.test.ts and stripe-webhook.test.ts; this file proves the entries wire them up
// in Deno: their `npm:` SDKs load, Deno.serve answers, supabase-js, the Stripe and Resend SDKs and
// ical-generator work there (booking mails go to the stack's offline Resend fake). It
// runs on one engine only (vitest.config.ts): it tests the HTTP layer, not the database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_TO_BUY, PLAN_WITHOUT_PRICE } from '../../functions/_shared/create-checkout-session.ts';
import { CONFIRMATION } from '../../functions/_shared/delete-account.ts';
import {
  FAKE_RESEND_API_KEY,
  LOCAL_BOOKING_LINK_SECRET,
  LOCAL_MAIL_FROM,
  LOCAL_REMINDER_LINK_SECRET,
  LOCAL_RESEND_WEBHOOK_SECRET,
  MAIL_FAKE_PATH,
} from '../../local/src/mail-fake/constants.ts';
import { svixSignature } from '../../local/src/mail-fake/server.ts';
import { functionEnvFor } from '../../local/src/stripe-fake/server.ts';
import { FAKE_WHATSAPP_APP_SECRET } from '../../local/src/whatsapp-fake/constants.ts';
import { hubSignatureOf } from '../../local/src/whatsapp-fake/server.ts';
import { bookDirectly, mailsOf, openSlots, reachReminders, slotAhead, tokenFor } from '../support/bookings.ts';
import {
  bareImportsOf,
  denoCheck,
  denoScratch,
  entryOf,
  FUNCTIONS_DIR,
  type RunningDenoFunction,
  startDenoFunction,
} from '../support/deno.ts';
import {
  checkoutEvent,
  deliverEvent,
  type FunctionReply,
  type PaymentsStack,
  refundEvent,
  startPaymentsStack,
  TEST_SITE_URL,
} from '../support/payments.ts';

const FUNCTION_NAMES = [
  'create-checkout-session',
  'stripe-webhook',
  'delete-account',
  'verify-human',
  'send-booking-mail',
  'manage-booking',
  'send-reminders',
  'unsubscribe',
  'mail-events',
  'whatsapp-webhook',
  'verify-whatsapp',
];
/** `'npm:<package>@<version>'` in an entry's imports. */
const NPM_SPECIFIER = /['"]npm:((?:@[^/'"]+\/)?[^@'"]+)@([^'"/]+)['"]/g;

interface Package {
  version: string;
}

let payments: PaymentsStack;
let scratch: ReturnType<typeof denoScratch>;
const running: RunningDenoFunction[] = [];
let checkoutFunction: RunningDenoFunction;
let webhookFunction: RunningDenoFunction;
let deleteAccountFunction: RunningDenoFunction;
let sendMailFunction: RunningDenoFunction;
let manageFunction: RunningDenoFunction;
let planId: number;
let planWithoutPriceId: number;

beforeAll(() => {
  scratch = denoScratch();
});
afterAll(() => scratch?.remove());

/** Starts the stack, the Stripe fake and both entries in Deno, for the HTTP tests below. */
async function startEntries() {
  payments = await startPaymentsStack();
  const { stack, fake } = payments;
  // What hosted Supabase gives every function, plus our secrets (as `supabase secrets set` would).
  const env = {
    ...functionEnvFor(fake),
    SITE_URL: TEST_SITE_URL,
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.config.serviceRoleKey,
    // The booking mails' secrets, Resend's SDK pointed at the stack's offline fake.
    RESEND_API_KEY: FAKE_RESEND_API_KEY,
    RESEND_BASE_URL: `${stack.url}${MAIL_FAKE_PATH}`,
    MAIL_FROM: LOCAL_MAIL_FROM,
    BOOKING_LINK_SECRET: LOCAL_BOOKING_LINK_SECRET,
    // The reminders' secrets (issue 33): unsubscribe links, Resend's and Meta's webhook signatures.
    REMINDER_LINK_SECRET: LOCAL_REMINDER_LINK_SECRET,
    RESEND_WEBHOOK_SECRET: LOCAL_RESEND_WEBHOOK_SECRET,
    WHATSAPP_APP_SECRET: FAKE_WHATSAPP_APP_SECRET,
  };
  const started = await Promise.allSettled(FUNCTION_NAMES.map((name) => startDenoFunction(name, env, scratch.dir)));
  for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const byName = (name: string) => running.find((fn) => fn.name === name) as RunningDenoFunction;
  [checkoutFunction, webhookFunction, deleteAccountFunction] = running as [
    RunningDenoFunction,
    RunningDenoFunction,
    RunningDenoFunction,
  ];
  sendMailFunction = byName('send-booking-mail');
  manageFunction = byName('manage-booking');
  // Stripe's events now reach the Deno entry, not the stack's Node copy of the handler.
  fake.setWebhookUrl(webhookFunction.url);

  const { data: plans } = await stack.service().from('pricing_plans').select('id, stripe_price_id').order('id');
  const priced = plans?.find((plan) => plan.stripe_price_id);
  const unpriced = plans?.find((plan) => !plan.stripe_price_id);
  if (!priced || !unpriced) throw new Error('the seed needs a plan with and one without a price');
  planId = priced.id;
  planWithoutPriceId = unpriced.id;
}

async function stopEntries() {
  await Promise.all(running.map((fn) => fn.stop()));
  await payments?.close();
}

/** Posts to the Deno create-checkout-session as the site does: anon key as apikey, a token as bearer. */
async function startCheckout(body: unknown, accessToken?: string): Promise<FunctionReply> {
  const anonKey = payments.stack.config.anonKey;
  const response = await fetch(checkoutFunction.url, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${accessToken ?? anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signedInStudent() {
  const user = await payments.stack.newUser();
  const token = (await user.client.auth.getSession()).data.session?.access_token;
  if (!token) throw new Error('no session');
  return { ...user, token };
}

async function purchasesOf(sessionId: string) {
  const { data, error } = await payments.stack
    .service()
    .from('purchases')
    .select('user_id, plan_id, status')
    .eq('stripe_session_id', sessionId);
  if (error) throw new Error(error.message);
  return data;
}

describe('the Deno entries', () => {
  it('import the SDK versions the handlers are tested with in Node', () => {
    const installed = (pkg: string) =>
      (JSON.parse(readFileSync(join(FUNCTIONS_DIR, '../node_modules', pkg, 'package.json'), 'utf8')) as Package)
        .version;
    for (const name of FUNCTION_NAMES) {
      const source = readFileSync(entryOf(name), 'utf8');
      const pinned = Object.fromEntries([...source.matchAll(NPM_SPECIFIER)].map(([, pkg, version]) => [pkg, version]));
      expect(pinned['@supabase/supabase-js'], `functions/${name}/index.ts imports supabase-js`).toBeDefined();
      for (const [pkg, version] of Object.entries(pinned)) {
        expect(version, `the npm: import of ${pkg} in functions/${name}/index.ts`).toBe(installed(pkg));
      }
    }
  });

  for (const name of FUNCTION_NAMES) {
    it(`${name} type-checks in Deno (deno check)`, async () => {
      const result = await denoCheck(name, scratch.dir);
      expect(result.ok, result.output).toBe(true);
    }, 180_000);

    it(`${name} loads packages only through npm: specifiers, as hosted Supabase needs`, async () => {
      expect(await bareImportsOf(name, scratch.dir)).toEqual([]);
    });
  }
});

describe('the Deno entries over HTTP', () => {
  beforeAll(startEntries, 120_000);
  afterAll(stopEntries);

  // A broken entry is diagnosed from what Deno printed during the failed test (uncaught errors with
  // their stack, the handlers' console.error).
  beforeEach(({ onTestFailed }) => {
    const printedBefore = running.map((fn) => fn.output().length);
    onTestFailed(async () => {
      // Deno's stderr comes through a pipe and may trail the HTTP response that failed the test.
      await new Promise((resolve) => setTimeout(resolve, 300));
      running.forEach((fn, index) => {
        const during = fn.output().slice(printedBefore[index]).trim();
        if (during) console.error(`--- the Deno entry ${fn.name} printed during this test ---\n${during}`);
      });
    });
  });

  describe('create-checkout-session', () => {
    it('gives a signed-in student a Stripe Checkout page for a priced plan, made out to them', async () => {
      const { id, email, token } = await signedInStudent();
      const reply = await startCheckout({ plan_id: planId }, token);
      expect(reply.status).toBe(200);
      expect(reply.body.url).toMatch(new RegExp(`^${payments.fake.url}/c/pay/cs_test_`));
      expect(payments.fake.createRequests.at(-1)).toMatchObject({
        success_url: `${TEST_SITE_URL}/account?payment=success`,
        client_reference_id: id,
        customer_email: email,
      });
    });

    it('answers the browser’s CORS preflight', async () => {
      const response = await fetch(checkoutFunction.url, { method: 'OPTIONS' });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    });

    it('asks for a plan when the request names none', async () => {
      expect(await startCheckout({})).toEqual({ status: 400, body: { error: 'Choose a plan to buy.' } });
    });

    it('asks a student whose session token is not genuine to log in again', async () => {
      const { token } = await signedInStudent();
      const [header, payload] = token.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      expect(await startCheckout({ plan_id: planId }, forged)).toEqual({
        status: 401,
        body: { error: 'Your session has expired. Please log in again.' },
      });
    });

    it('asks a visitor without an account to log in', async () => {
      expect(await startCheckout({ plan_id: planId })).toEqual({ status: 401, body: { error: LOGIN_TO_BUY } });
    });

    it('shows the admin hint for a plan without a price', async () => {
      const { token } = await signedInStudent();
      expect(await startCheckout({ plan_id: planWithoutPriceId }, token)).toEqual({
        status: 400,
        body: { error: PLAN_WITHOUT_PRICE },
      });
    });
  });

  describe('stripe-webhook', () => {
    it('records the purchase when the student pays on the (fake) Stripe checkout page', async () => {
      const { client, id, token } = await signedInStudent();
      const checkoutUrl = String((await startCheckout({ plan_id: planId }, token)).body.url);
      const pay = await fetch(checkoutUrl, {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay', name: 'Test Buyer', country: 'IN' }),
        redirect: 'manual',
      });
      expect(pay.headers.get('location')).toBe(`${TEST_SITE_URL}/account?payment=success`);
      expect(payments.fake.deliveries.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 });
      const sessionId = checkoutUrl.split('/').at(-1) ?? '';
      expect(await purchasesOf(sessionId)).toEqual([{ user_id: id, plan_id: planId, status: 'paid' }]);
      const { data: mine } = await client.from('purchases').select('plan_id, status');
      expect(mine).toEqual([{ plan_id: planId, status: 'paid' }]);

      const session = payments.fake.sessions.get(sessionId);
      const refund = refundEvent(
        String(session?.payment_intent),
        session?.amount_total ?? 0,
        session?.amount_total ?? 0,
      );
      const refunded = await deliverEvent(payments.stack, refund, {
        secret: payments.fake.webhookSecret,
        url: webhookFunction.url,
      });
      expect(refunded.body.result).toBe('recorded');
      expect(await purchasesOf(sessionId)).toEqual([{ user_id: id, plan_id: planId, status: 'refunded' }]);
    });

    it('refuses an event signed with another secret and records nothing', async () => {
      const sessionId = `cs_test_${Math.random().toString(36).slice(2, 14)}`;
      const event = checkoutEvent('checkout.session.completed', {
        id: sessionId,
        amount_total: 499_900,
        payment_status: 'paid',
        metadata: { plan_id: String(planId) },
      });
      const reply = await deliverEvent(payments.stack, event, { secret: 'whsec_not_ours', url: webhookFunction.url });
      expect(reply.status).toBe(400);
      expect(String(reply.body.error)).toContain('Webhook signature verification failed');
      expect(await purchasesOf(sessionId)).toEqual([]);
    });
  });

  describe('delete-account', () => {
    it('deletes the signed-in student’s own account, once they confirm', async () => {
      const { id, token } = await signedInStudent();
      const call = (body: unknown) =>
        fetch(deleteAccountFunction.url, {
          method: 'POST',
          headers: {
            apikey: payments.stack.config.anonKey,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body),
        });
      expect((await call({})).status).toBe(400);
      const deleted = await call({ confirm: CONFIRMATION });
      expect({ status: deleted.status, body: await deleted.json() }).toEqual({ status: 200, body: { deleted: true } });
      const { data } = await payments.stack.service().auth.admin.getUserById(id);
      expect(data.user).toBeNull();
    });
  });
  describe('send-booking-mail and manage-booking', () => {
    it('send a booking’s reminders through Resend’s SDK in Deno and show the booking its link is for', async () => {
      const { stack } = payments;
      const [slot] = await openSlots(stack);
      if (!slot) throw new Error('no open slot');
      const booking = await bookDirectly(stack, { ...slot, starts_at: slotAhead(72) });
      // The stack's own kick sends the confirmation; the reminders, made due here, are the Deno entry's.
      await expect.poll(async () => (await mailsOf(stack, booking.email, 'booking_confirmed')).length).toBe(1);
      await reachReminders(stack, booking.id);
      const key = stack.config.serviceRoleKey;
      const run = await fetch(sendMailFunction.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect({ status: run.status, body: await run.json() }).toMatchObject({ status: 200, body: { failed: [] } });
      const reminders = (await mailsOf(stack, booking.email)).filter((mail) =>
        mail.type.startsWith('booking_reminder'),
      );
      expect(reminders).toHaveLength(2);
      expect(reminders[0]?.action_link).toContain(`${TEST_SITE_URL}/booking#token=${booking.id}.1.`);

      const view = await fetch(manageFunction.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.config.anonKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: await tokenFor(booking.id, 1), action: 'view' }),
      });
      expect(view.status).toBe(200);
      expect(((await view.json()) as { booking: { id: number } }).booking.id).toBe(booking.id);
    });
  });

  describe('the reminders’ webhooks and unsubscribe (issue 33)', () => {
    const urlOf = (name: string) => (running.find((fn) => fn.name === name) as RunningDenoFunction).url;

    it('unsubscribe refuses a forged token and sends a GET on to /account', async () => {
      const forged = await fetch(
        `${urlOf('unsubscribe')}?token=00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`,
        {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        },
      );
      expect(forged.status).toBe(403);
      const look = await fetch(`${urlOf('unsubscribe')}?token=x`, { redirect: 'manual' });
      expect(look.status).toBe(303);
    });

    it('mail-events verifies the Svix signature with the Resend SDK in Deno', async () => {
      const body = JSON.stringify({ type: 'email.delivered', created_at: new Date().toISOString(), data: {} });
      const timestamp = Math.floor(Date.now() / 1000);
      const post = (secret: string) =>
        fetch(urlOf('mail-events'), {
          method: 'POST',
          headers: {
            'svix-id': 'msg_deno',
            'svix-timestamp': String(timestamp),
            'svix-signature': svixSignature(secret, 'msg_deno', timestamp, body),
          },
          body,
        });
      expect((await post(`whsec_${btoa('a-different-secret-of-32-bytes!!')}`)).status).toBe(400);
      expect((await post(LOCAL_RESEND_WEBHOOK_SECRET)).status).toBe(200);
    });

    it('whatsapp-webhook checks X-Hub-Signature-256 in Deno', async () => {
      const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
      const post = (signature: string) =>
        fetch(urlOf('whatsapp-webhook'), { method: 'POST', headers: { 'X-Hub-Signature-256': signature }, body });
      expect((await post(hubSignatureOf('forged', body))).status).toBe(401);
      expect((await post(hubSignatureOf(FAKE_WHATSAPP_APP_SECRET, body))).status).toBe(200);
    });
  });
});
