import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callFunction,
  checkoutEvent,
  deliverEvent,
  type PaymentsStack,
  startPaymentsStack,
  TEST_SITE_URL,
} from '../support/payments.ts';

let payments: PaymentsStack;
let planId: number;

beforeAll(async () => {
  payments = await startPaymentsStack();
  const { data } = await payments.stack.service().from('pricing_plans').select('id').not('stripe_price_id', 'is', null);
  planId = data?.[0]?.id ?? 0;
});
afterAll(() => payments?.close());

const newSessionId = () => `cs_test_${Math.random().toString(36).slice(2, 14)}`;

async function purchasesOf(sessionId: string) {
  const { data, error } = await payments.stack
    .service()
    .from('purchases')
    .select('user_id, email, plan_id, amount_total, currency, status')
    .eq('stripe_session_id', sessionId);
  if (error) throw new Error(error.message);
  return data;
}

const paidSession = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  amount_total: 499_900,
  currency: 'inr',
  payment_status: 'paid' as const,
  customer_details: { email: 'buyer@example.com' } as never,
  metadata: { plan_id: String(planId) },
  ...extra,
});

describe('stripe-webhook', () => {
  it('records the purchase when a student pays on the (fake) Stripe checkout page', async () => {
    const { client, id, email } = await payments.stack.newUser();
    const { data } = await client.functions.invoke<{ url: string }>('create-checkout-session', {
      body: { plan_id: planId },
    });
    const checkoutUrl = data?.url ?? '';
    const sessionId = checkoutUrl.split('/').at(-1) ?? '';
    const pay = await fetch(checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay', name: 'Test Buyer', country: 'IN' }),
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${TEST_SITE_URL}/?payment=success`);
    expect(payments.fake.deliveries.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 });
    const { data: plan } = await payments.stack
      .service()
      .from('pricing_plans')
      .select('price_inr')
      .eq('id', planId)
      .single();
    expect(await purchasesOf(sessionId)).toEqual([
      {
        user_id: id,
        email,
        plan_id: planId,
        amount_total: Math.round(Number(plan?.price_inr) * 100),
        currency: 'inr',
        status: 'paid',
      },
    ]);
    // The buyer sees it with their own session (RLS: own rows only).
    const { data: mine } = await client.from('purchases').select('plan_id, status');
    expect(mine).toEqual([{ plan_id: planId, status: 'paid' }]);
  });

  it('records nothing when the buyer cancels on the checkout page', async () => {
    const reply = await callFunction(payments.stack, 'create-checkout-session', { plan_id: planId });
    const checkoutUrl = String(reply.body.url);
    const cancel = await fetch(checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    expect(cancel.headers.get('location')).toBe(`${TEST_SITE_URL}/pricing?payment=cancelled`);
    expect(await purchasesOf(checkoutUrl.split('/').at(-1) ?? '')).toEqual([]);
  });

  it('records one purchase when the same event arrives twice', async () => {
    const sessionId = newSessionId();
    const event = checkoutEvent('checkout.session.completed', paidSession(sessionId));
    const secret = payments.fake.webhookSecret;
    const first = await deliverEvent(payments.stack, event, { secret });
    const second = await deliverEvent(payments.stack, event, { secret });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.result, second.body.result]).toEqual(['recorded', 'duplicate event']);
    expect(await purchasesOf(sessionId)).toHaveLength(1);
  });

  it('records one purchase per session, whichever events report it', async () => {
    const sessionId = newSessionId();
    const secret = payments.fake.webhookSecret;
    await deliverEvent(payments.stack, checkoutEvent('checkout.session.completed', paidSession(sessionId)), { secret });
    const again = await deliverEvent(
      payments.stack,
      checkoutEvent('checkout.session.async_payment_succeeded', paidSession(sessionId)),
      { secret },
    );
    expect(again.body.result).toBe('duplicate session');
    expect(await purchasesOf(sessionId)).toHaveLength(1);
  });

  it('waits for a delayed payment: completed but unpaid records nothing, async success records it paid', async () => {
    const sessionId = newSessionId();
    const secret = payments.fake.webhookSecret;
    const pending = paidSession(sessionId, { payment_status: 'unpaid' });
    await deliverEvent(payments.stack, checkoutEvent('checkout.session.completed', pending), { secret });
    expect(await purchasesOf(sessionId)).toEqual([]);
    await deliverEvent(
      payments.stack,
      checkoutEvent('checkout.session.async_payment_succeeded', paidSession(sessionId)),
      {
        secret,
      },
    );
    expect(await purchasesOf(sessionId)).toMatchObject([
      { status: 'paid', email: 'buyer@example.com', plan_id: planId },
    ]);
  });

  it('records a failed delayed payment as failed, which unlocks nothing', async () => {
    const { client, id } = await payments.stack.newUser();
    const sessionId = newSessionId();
    const failed = paidSession(sessionId, { payment_status: 'unpaid', client_reference_id: id });
    const reply = await deliverEvent(payments.stack, checkoutEvent('checkout.session.async_payment_failed', failed), {
      secret: payments.fake.webhookSecret,
    });
    expect(reply.body.result).toBe('recorded');
    expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'failed', user_id: id }]);
    const { data: links } = await client.from('premium_resource_links').select('url');
    expect(links).toEqual([]);
  });

  describe('refuses with 400 and records nothing', () => {
    const cases: [string, (sessionId: string) => Promise<{ status: number }>][] = [
      [
        'a payload changed after signing',
        (sessionId) =>
          deliverEvent(payments.stack, checkoutEvent('checkout.session.completed', paidSession(sessionId)), {
            secret: payments.fake.webhookSecret,
            tamper: (payload) => payload.replace('"amount_total":499900', '"amount_total":100'),
          }),
      ],
      [
        'a signature made with another secret',
        (sessionId) =>
          deliverEvent(payments.stack, checkoutEvent('checkout.session.completed', paidSession(sessionId)), {
            secret: 'whsec_not_ours',
          }),
      ],
      [
        'a signature older than five minutes (a replay)',
        (sessionId) =>
          deliverEvent(payments.stack, checkoutEvent('checkout.session.completed', paidSession(sessionId)), {
            secret: payments.fake.webhookSecret,
            timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
          }),
      ],
      [
        'no signature at all',
        async (sessionId) =>
          fetch(`${payments.stack.url}/functions/v1/stripe-webhook`, {
            method: 'POST',
            body: JSON.stringify(checkoutEvent('checkout.session.completed', paidSession(sessionId))),
          }),
      ],
    ];
    for (const [name, send] of cases) {
      it(name, async () => {
        const sessionId = newSessionId();
        const reply = await send(sessionId);
        expect(reply.status).toBe(400);
        expect(await purchasesOf(sessionId)).toEqual([]);
      });
    }
  });

  it('acknowledges events it does not handle without recording anything', async () => {
    const reply = await deliverEvent(
      payments.stack,
      { ...checkoutEvent('checkout.session.expired', paidSession(newSessionId())) },
      { secret: payments.fake.webhookSecret },
    );
    expect(reply).toEqual({ status: 200, body: { received: true, result: 'not handled' } });
  });
});
