import { CHECKOUT_CANCEL_PATH, CHECKOUT_SUCCESS_PATH } from '@app/shared/constants';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_TO_BUY,
  PLAN_WITHOUT_PRICE,
  PRICE_DIFFERS_FROM_PLAN,
  PRICE_NOT_ONE_TIME_INR,
} from '../../functions/_shared/create-checkout-session.ts';
import * as functionPaths from '../../functions/_shared/stripe.ts';
import {
  callFunction,
  checkoutMetadata,
  type PaymentsStack,
  PRICE_DRIFTED,
  PRICE_IN_EUR,
  PRICE_MISSING_IN_STRIPE,
  PRICE_RECURRING,
  seededPlans,
  startPaymentsStack,
  TEST_SITE_URL,
} from '../support/payments.ts';

let payments: PaymentsStack;
let planId: number;
let priceId: string;
let planAmount: number;
let planWithoutPriceId: number;
/** A signed-in student's access token. */
let token: string;

beforeAll(async () => {
  payments = await startPaymentsStack();
  const { priced, unpriced } = await seededPlans(payments.stack);
  ({ id: planId, priceId, amount: planAmount } = priced);
  planWithoutPriceId = unpriced.id;
  const { client } = await payments.stack.newUser();
  token = (await client.auth.getSession()).data.session?.access_token ?? '';
});

async function planWithPrice(priceId: string): Promise<number> {
  const { data, error } = await payments.stack
    .service()
    .from('pricing_plans')
    .insert({ name: `Plan ${priceId}`, price_inr: 100, stripe_price_id: priceId })
    .select('id')
    .single();
  if (error || !data) throw new Error(error?.message);
  return data.id;
}
afterAll(() => payments?.close());

const lastCreateRequest = () => payments.fake.createRequests.at(-1);

describe('create-checkout-session', () => {
  it('creates a one-item payment session from the plan’s stored price for a signed-in student', async () => {
    const { client, id, email } = await payments.stack.newUser();
    const { data, error } = await client.functions.invoke<{ url: string }>('create-checkout-session', {
      body: { plan_id: planId },
    });
    expect(error).toBeNull();
    expect(data?.url).toMatch(new RegExp(`^${payments.fake.url}/c/pay/cs_test_`));
    expect(lastCreateRequest()).toEqual({
      mode: 'payment',
      line_items: [{ price: priceId, quantity: '1' }],
      billing_address_collection: 'required',
      submit_type: 'pay',
      success_url: `${TEST_SITE_URL}/account?payment=success`,
      cancel_url: `${TEST_SITE_URL}/pricing?payment=cancelled`,
      // What the webhook's database function checks before it records a purchase.
      metadata: checkoutMetadata({ userId: id, planId, priceId, amount: planAmount }),
      client_reference_id: id,
      customer_email: email,
      // Stripe's shortest life for a session, so an abandoned one cannot be paid hours later.
      expires_at: expect.stringMatching(/^\d+$/),
    });
    const lifetime = Number(lastCreateRequest()?.expires_at) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(30 * 60);
    expect(lifetime).toBeLessThanOrEqual(31 * 60);
  });

  it('refuses a visitor without an account (a payment linked to no account unlocks nothing) and never calls Stripe', async () => {
    const before = payments.fake.createRequests.length;
    expect(await callFunction(payments.stack, 'create-checkout-session', { plan_id: planId })).toEqual({
      status: 401,
      body: { error: LOGIN_TO_BUY },
    });
    // A token that claims to be a user but is not one the auth server issued.
    const forged = `${token.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    const reply = await callFunction(payments.stack, 'create-checkout-session', { plan_id: planId }, forged);
    expect(reply.status).toBe(401);
    expect(payments.fake.createRequests).toHaveLength(before);
  });

  describe('refuses a plan whose Stripe price it must not sell, with a message for the admin', () => {
    const cases: [string, () => Promise<number>, string][] = [
      ['a price in euros', () => planWithPrice(PRICE_IN_EUR), PRICE_NOT_ONE_TIME_INR],
      ['a recurring (subscription) price', () => planWithPrice(PRICE_RECURRING), PRICE_NOT_ONE_TIME_INR],
      ['a price whose amount differs from the plan’s', () => planWithPrice(PRICE_DRIFTED), PRICE_DIFFERS_FROM_PLAN],
    ];
    for (const [name, plan, message] of cases) {
      it(name, async () => {
        const id = await plan();
        const before = payments.fake.createRequests.length;
        const reply = await callFunction(payments.stack, 'create-checkout-session', { plan_id: id }, token);
        expect(reply).toEqual({ status: 400, body: { error: message } });
        expect(payments.fake.createRequests).toHaveLength(before);
      });
    }
  });

  it('ignores a price, amount or return URL sent by the client', async () => {
    const honest = await callFunction(payments.stack, 'create-checkout-session', { plan_id: planId }, token);
    const expected = { ...lastCreateRequest() };
    const forged = await callFunction(
      payments.stack,
      'create-checkout-session',
      {
        plan_id: planId,
        price: 'price_1Cheap',
        stripe_price_id: 'price_1Cheap',
        amount: 1,
        line_items: [{ price: 'price_1Cheap', quantity: 100 }],
        success_url: 'https://evil.example/?payment=success',
        cancel_url: 'https://evil.example/',
        payment_method_types: ['card'],
      },
      token,
    );
    expect(honest.status).toBe(200);
    expect(forged.status).toBe(200);
    expect(lastCreateRequest()).toEqual(expected);
    const session = payments.fake.sessions.get(String(forged.body.url).split('/').at(-1) ?? '');
    expect(session?.success_url).toBe(`${TEST_SITE_URL}/account?payment=success`);
    expect(session?.amount_total).toBe(planAmount);
  });

  it('refuses a plan without a price with the admin hint and never calls Stripe', async () => {
    const before = payments.fake.createRequests.length;
    const reply = await callFunction(payments.stack, 'create-checkout-session', { plan_id: planWithoutPriceId }, token);
    expect(reply).toEqual({ status: 400, body: { error: PLAN_WITHOUT_PRICE } });
    expect(payments.fake.createRequests).toHaveLength(before);
  });

  it('answers 400 without a plan id and 404 for a plan that does not exist', async () => {
    expect((await callFunction(payments.stack, 'create-checkout-session', {}, token)).status).toBe(400);
    expect((await callFunction(payments.stack, 'create-checkout-session', { plan_id: 'abc' }, token)).status).toBe(400);
    expect((await callFunction(payments.stack, 'create-checkout-session', { plan_id: 987654 }, token)).status).toBe(
      404,
    );
  });

  it('passes Stripe’s refusal on as the error message (a price id Stripe does not know)', async () => {
    const service = payments.stack.service();
    const { data: plan } = await service
      .from('pricing_plans')
      .insert({ name: 'Unknown price', price_inr: 100, stripe_price_id: PRICE_MISSING_IN_STRIPE })
      .select('id')
      .single();
    const reply = await callFunction(payments.stack, 'create-checkout-session', { plan_id: plan?.id }, token);
    expect(reply.status).toBe(502);
    expect(reply.body.error).toContain(`No such price: '${PRICE_MISSING_IN_STRIPE}'`);
  });

  it('uses the same return paths as the site', () => {
    expect(functionPaths.CHECKOUT_SUCCESS_PATH).toBe(CHECKOUT_SUCCESS_PATH);
    expect(functionPaths.CHECKOUT_CANCEL_PATH).toBe(CHECKOUT_CANCEL_PATH);
  });
});

describe('one open checkout per buyer and plan', () => {
  async function buyer() {
    const { client, id } = await payments.stack.newUser();
    const access = (await client.auth.getSession()).data.session?.access_token ?? '';
    const open = async (plan = planId) =>
      (await callFunction(payments.stack, 'create-checkout-session', { plan_id: plan }, access)).body.url as string;
    return { id, open };
  }
  const sessionOf = (url: string) => payments.fake.sessions.get(url.split('/').at(-1) ?? '');
  const openSessionsOf = (userId: string) =>
    [...payments.fake.sessions.values()].filter((s) => s.metadata.user_id === userId && s.status === 'open');

  it('a second request, from another tab or at the same moment, gets the same session', async () => {
    const { id, open } = await buyer();
    const first = await open();
    expect(await open()).toBe(first);
    expect(await Promise.all([open(), open(), open()])).toEqual([first, first, first]);
    expect(openSessionsOf(id)).toHaveLength(1);
  });

  it('requests at the same moment before any session exists make one session', async () => {
    const { id, open } = await buyer();
    const urls = await Promise.all([open(), open(), open()]);
    expect(new Set(urls).size).toBe(1);
    expect(openSessionsOf(id)).toHaveLength(1);
  });

  it('an expired session is replaced by a new one', async () => {
    const { id, open } = await buyer();
    const first = await open();
    const session = sessionOf(first);
    if (session) session.expires_at = Math.floor(Date.now() / 1000) - 1;
    const second = await open();
    expect(second).not.toBe(first);
    expect(sessionOf(first)?.status).toBe('expired');
    expect(openSessionsOf(id)).toHaveLength(1);
  });

  it('a session made for an old price is expired in Stripe, so it cannot be paid, and a new one made', async () => {
    const { id, open } = await buyer();
    const plan = await planWithPrice('price_1Repriced');
    const first = await open(plan);
    await payments.stack.service().from('pricing_plans').update({ price_inr: 150 }).eq('id', plan);
    const second = await open(plan);
    expect(second).not.toBe(first);
    expect(sessionOf(first)?.status).toBe('expired');
    expect(sessionOf(second)?.metadata.amount).toBe('15000');
    expect(openSessionsOf(id)).toHaveLength(1);
  });
});

describe('create-checkout-session rate limit', () => {
  const sql = (text: string, params: unknown[] = []) => payments.stack.engine.owner.query(text, params);
  const setLimits = (perBuyer: number, total: number) =>
    sql(
      `update private.submission_limits set max_per_window = $1, max_total_per_window = $2
       where bucket = 'checkout_sessions'`,
      [perBuyer, total],
    );
  const tokenOf = async () => {
    const { client } = await payments.stack.newUser();
    return (await client.auth.getSession()).data.session?.access_token;
  };
  const checkout = (token?: string) =>
    callFunction(payments.stack, 'create-checkout-session', { plan_id: planId }, token);

  afterEach(async () => {
    await setLimits(10, 5000);
  });

  it('refuses a buyer’s sessions beyond the limit with 429 and never asks Stripe for them', async () => {
    await setLimits(2, 5000);
    const token = await tokenOf();
    expect((await checkout(token)).status).toBe(200);
    expect((await checkout(token)).status).toBe(200);
    const before = payments.fake.createRequests.length;
    const refused = await checkout(token);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/wait a few minutes/);
    expect(payments.fake.createRequests).toHaveLength(before);
    // Another buyer is not held back by the first one's attempts.
    expect((await checkout(await tokenOf())).status).toBe(200);
  });

  it('holds a global ceiling across all buyers', async () => {
    await sql(`delete from private.public_submissions where bucket = 'checkout_sessions'`);
    await setLimits(10, 2);
    expect((await checkout(await tokenOf())).status).toBe(200);
    expect((await checkout(await tokenOf())).status).toBe(200);
    expect((await checkout(await tokenOf())).status).toBe(429);
  });

  it('only the service role may take a checkout slot', async () => {
    const { client, id } = await payments.stack.newUser();
    const slots = async () =>
      Number(
        (await sql(`select count(*) as n from private.public_submissions where client_address = $1`, [`user:${id}`]))
          .rows[0]?.n,
      );
    for (const caller of [payments.stack.anon(), client]) {
      const { error } = await caller.rpc('take_checkout_slot', { buyer: id });
      expect(error).not.toBeNull();
    }
    expect(await slots()).toBe(0);
    expect((await payments.stack.service().rpc('take_checkout_slot', { buyer: id })).error).toBeNull();
    expect(await slots()).toBe(1);
  });
});
