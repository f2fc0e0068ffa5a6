import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_ALREADY_BOUGHT } from '../../functions/_shared/open-checkout.ts';
import {
  callFunction,
  checkoutEvent,
  checkoutMetadata,
  deliverEvent,
  disputeEvent,
  nowInSeconds,
  type PaymentsStack,
  payOnFakePage,
  refundEvent,
  seededPlans,
  startPaymentsStack,
  stripeForFake,
  TEST_SITE_URL,
} from '../support/payments.ts';

let payments: PaymentsStack;
let planId: number;
let priceId: string;
let planAmount: number;
/** The buyer whose account a test's hand-made sessions belong to: a new one per test, as a second
 *  payment for a plan the buyer holds is refunded. */
let buyerId: string;

beforeAll(async () => {
  payments = await startPaymentsStack();
  ({ id: planId, priceId, amount: planAmount } = (await seededPlans(payments.stack)).priced);
});
beforeEach(async () => {
  buyerId = (await payments.stack.newUser()).id;
});
afterAll(() => payments?.close());

const newSessionId = () => `cs_test_${Math.random().toString(36).slice(2, 14)}`;
const newPaymentIntentId = () => `pi_test_${Math.random().toString(36).slice(2, 14)}`;
const deliver = (event: unknown) => deliverEvent(payments.stack, event, { secret: payments.fake.webhookSecret });

/** What a signed-in user reads of the premium links (RLS: buyers of a paid plan and admins only). */
async function premiumLinksSeenBy(client: Awaited<ReturnType<PaymentsStack['stack']['newUser']>>['client']) {
  const { data, error } = await client.from('premium_resource_links').select('url');
  if (error) throw new Error(error.message);
  return data.length;
}

async function purchasesOf(sessionId: string) {
  const { data, error } = await payments.stack
    .service()
    .from('purchases')
    .select('user_id, email, plan_id, amount_total, currency, status, stripe_payment_intent_id, stripe_price_id')
    .eq('stripe_session_id', sessionId);
  if (error) throw new Error(error.message);
  return data;
}

/** A session as create-checkout-session makes it, paid. */
const paidSession = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  amount_total: planAmount,
  currency: 'inr',
  payment_status: 'paid' as const,
  payment_intent: newPaymentIntentId(),
  client_reference_id: buyerId,
  customer_details: { email: 'buyer@example.com' } as never,
  metadata: checkoutMetadata({ userId: buyerId, planId, priceId, amount: planAmount }),
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
    expect(pay.headers.get('location')).toBe(`${TEST_SITE_URL}/account?payment=success`);
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
        // What a later refund or dispute names the payment by.
        stripe_payment_intent_id: payments.fake.sessions.get(sessionId)?.payment_intent,
        stripe_price_id: priceId,
      },
    ]);
    // The buyer sees it with their own session (RLS: own rows only), with Stripe's receipt page.
    const { data: mine } = await client.from('purchases').select('plan_id, status, receipt_url');
    expect(mine).toEqual([
      {
        plan_id: planId,
        status: 'paid',
        receipt_url: expect.stringMatching(/^https:\/\/pay\.stripe\.com\/receipts\//),
      },
    ]);

    // Having bought the plan, the student cannot pay for it a second time.
    const again = await callFunction(
      payments.stack,
      'create-checkout-session',
      { plan_id: planId },
      (await client.auth.getSession()).data.session?.access_token,
    );
    expect(again).toEqual({ status: 409, body: { error: PLAN_ALREADY_BOUGHT } });
  });

  it('records nothing when the buyer cancels on the checkout page', async () => {
    const { client } = await payments.stack.newUser();
    const token = (await client.auth.getSession()).data.session?.access_token;
    const reply = await callFunction(payments.stack, 'create-checkout-session', { plan_id: planId }, token);
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
    const failed = paidSession(sessionId, {
      payment_status: 'unpaid',
      client_reference_id: id,
      metadata: checkoutMetadata({ userId: id, planId, priceId, amount: planAmount }),
    });
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
            tamper: (payload) => payload.replace(`"amount_total":${planAmount}`, '"amount_total":100'),
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

  describe('acknowledges a session this site did not create with 200, records nothing and unlocks nothing', () => {
    const cases: [string, (userId: string) => Record<string, unknown>][] = [
      [
        'a Payment Link for something cheap, with the buyer’s account id put in its URL as client_reference_id',
        (userId) => ({ amount_total: 100, client_reference_id: userId, metadata: {} }),
      ],
      [
        'a session with our metadata but another marker',
        (userId) => ({
          metadata: { ...checkoutMetadata({ userId, planId, priceId, amount: planAmount }), created_by: 'other-shop' },
        }),
      ],
      [
        'a plan that does not exist',
        (userId) => ({ metadata: checkoutMetadata({ userId, planId: 987_654, priceId, amount: planAmount }) }),
      ],
      [
        'an amount other than the price the session was created with',
        (userId) => ({
          amount_total: 100,
          metadata: checkoutMetadata({ userId, planId, priceId, amount: planAmount }),
        }),
      ],
      [
        'another currency',
        (userId) => ({ currency: 'usd', metadata: checkoutMetadata({ userId, planId, priceId, amount: planAmount }) }),
      ],
      [
        'no account in the metadata, only a client_reference_id',
        (userId) => {
          const { user_id: _user, ...metadata } = checkoutMetadata({ userId, planId, priceId, amount: planAmount });
          return { client_reference_id: userId, metadata };
        },
      ],
    ];
    for (const [name, session] of cases) {
      it(name, async () => {
        const { client, id } = await payments.stack.newUser();
        const sessionId = newSessionId();
        const reply = await deliver(checkoutEvent('checkout.session.completed', paidSession(sessionId, session(id))));
        expect(reply.status).toBe(200);
        expect(reply.body.result).toMatch(/^ignored: /);
        expect(await purchasesOf(sessionId)).toEqual([]);
        expect(await premiumLinksSeenBy(client)).toBe(0);
      });
    }
  });

  describe('one payment per plan', () => {
    /** A session for the plan made straight in Stripe (as two tabs could before), bypassing the reuse. */
    async function sessionMadeInStripe(userId: string, email: string) {
      const session = await stripeForFake(payments.fake).checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: `${TEST_SITE_URL}/account?payment=success`,
        metadata: checkoutMetadata({ userId, planId, priceId, amount: planAmount }),
        customer_email: email,
      });
      return session.url ?? '';
    }
    const secondPurchase = async (userId: string) =>
      (
        await payments.stack
          .service()
          .from('purchases')
          .select('id, status, duplicate_of, refund_id, stripe_payment_intent_id')
          .eq('user_id', userId)
          .order('id')
      ).data ?? [];

    it('a second payment for a plan already bought is refunded in Stripe and recorded, once', async () => {
      const { client, id, email } = await payments.stack.newUser();
      const first = await sessionMadeInStripe(id, email);
      const second = await sessionMadeInStripe(id, email);
      expect((await payOnFakePage(first)).status).toBe(303);
      expect((await payOnFakePage(second)).status).toBe(303);

      const [kept, repeated] = await secondPurchase(id);
      expect(kept).toMatchObject({ status: 'paid', duplicate_of: null, refund_id: null });
      const refund = payments.fake.refunds.find((r) => r.payment_intent === repeated?.stripe_payment_intent_id);
      expect(refund).toMatchObject({ reason: 'duplicate', amount: planAmount });
      expect(repeated).toMatchObject({ status: 'refunded', duplicate_of: kept?.id, refund_id: refund?.id });
      // The refund's own charge.refunded event arrived too and changed nothing more; access stays.
      expect(payments.fake.deliveries.slice(-2)).toContainEqual(
        expect.objectContaining({ type: 'charge.refunded', status: 200 }),
      );
      expect(await premiumLinksSeenBy(client)).toBeGreaterThan(0);

      // Stripe delivering the second payment again refunds nothing again.
      const refunds = payments.fake.refunds.length;
      const sessionId = second.split('/').at(-1) ?? '';
      const again = checkoutEvent('checkout.session.completed', {
        ...paidSession(sessionId),
        payment_intent: repeated?.stripe_payment_intent_id ?? null,
        metadata: checkoutMetadata({ userId: id, planId, priceId, amount: planAmount }),
      });
      expect((await deliver(again)).status).toBe(200);
      expect(payments.fake.refunds).toHaveLength(refunds);
    });

    it('a refund that arrives before the payment is applied when the payment is recorded', async () => {
      const paymentIntent = newPaymentIntentId();
      const refund = await deliver(refundEvent(paymentIntent, planAmount, planAmount));
      expect(refund.body.result).toBe('kept: payment not recorded yet');
      const sessionId = newSessionId();
      await deliver(
        checkoutEvent('checkout.session.completed', paidSession(sessionId, { payment_intent: paymentIntent })),
      );
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'refunded' }]);
    });

    it('a dispute that arrives before the payment revokes it; the dispute won gives access back', async () => {
      const { client, id } = await payments.stack.newUser();
      const paymentIntent = newPaymentIntentId();
      const sessionId = newSessionId();
      const session = paidSession(sessionId, {
        payment_intent: paymentIntent,
        metadata: checkoutMetadata({ userId: id, planId, priceId, amount: planAmount }),
      });
      expect((await deliver(disputeEvent(paymentIntent, planAmount))).body.result).toBe(
        'kept: payment not recorded yet',
      );
      await deliver(checkoutEvent('checkout.session.completed', session));
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'disputed' }]);
      expect(await premiumLinksSeenBy(client)).toBe(0);
      const won = await deliver(
        disputeEvent(paymentIntent, planAmount, { closed: 'won', created: nowInSeconds() + 60 }),
      );
      expect(won.body.result).toBe('recorded');
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'paid' }]);
      expect(await premiumLinksSeenBy(client)).toBeGreaterThan(0);
    });

    it('a dispute lost stays revoked, and a decision that arrives before the opening still decides', async () => {
      const paymentIntent = newPaymentIntentId();
      const sessionId = newSessionId();
      await deliver(
        checkoutEvent('checkout.session.completed', paidSession(sessionId, { payment_intent: paymentIntent })),
      );
      const openedAt = nowInSeconds();
      // Stripe sends the decision first; the opening, which happened before it, arrives after.
      await deliver(disputeEvent(paymentIntent, planAmount, { closed: 'lost', created: openedAt + 600 }));
      await deliver(disputeEvent(paymentIntent, planAmount, { created: openedAt }));
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'disputed' }]);

      const other = newPaymentIntentId();
      const otherSession = newSessionId();
      buyerId = (await payments.stack.newUser()).id;
      await deliver(checkoutEvent('checkout.session.completed', paidSession(otherSession, { payment_intent: other })));
      await deliver(disputeEvent(other, planAmount, { closed: 'won', created: openedAt + 600 }));
      await deliver(disputeEvent(other, planAmount, { created: openedAt }));
      expect(await purchasesOf(otherSession)).toMatchObject([{ status: 'paid' }]);
    });

    it('a dispute opened and lost through Stripe (the fake) ends access for good', async () => {
      const { client, id, email } = await payments.stack.newUser();
      const url = await sessionMadeInStripe(id, email);
      await payOnFakePage(url);
      const sessionId = url.split('/').at(-1) ?? '';
      const paymentIntent = payments.fake.sessions.get(sessionId)?.payment_intent ?? '';
      await payments.fake.openDispute(paymentIntent);
      expect(await premiumLinksSeenBy(client)).toBe(0);
      await payments.fake.closeDispute(paymentIntent, 'lost');
      expect(payments.fake.deliveries.at(-1)).toMatchObject({ type: 'charge.dispute.closed', status: 200 });
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'disputed' }]);
      expect(await premiumLinksSeenBy(client)).toBe(0);
    });
  });

  describe('refunds and disputes', () => {
    /** A student who paid through a session of ours and now reads the premium links. */
    async function paidBuyer() {
      const { client, id } = await payments.stack.newUser();
      const sessionId = newSessionId();
      const paymentIntent = newPaymentIntentId();
      const session = paidSession(sessionId, {
        payment_intent: paymentIntent,
        client_reference_id: id,
        metadata: checkoutMetadata({ userId: id, planId, priceId, amount: planAmount }),
      });
      expect((await deliver(checkoutEvent('checkout.session.completed', session))).body.result).toBe('recorded');
      expect(await premiumLinksSeenBy(client)).toBeGreaterThan(0);
      return { client, sessionId, paymentIntent, session };
    }

    it('a full refund ends premium access, once however often Stripe delivers it', async () => {
      const { client, sessionId, paymentIntent } = await paidBuyer();
      const refund = refundEvent(paymentIntent, planAmount, planAmount);
      expect((await deliver(refund)).body).toEqual({ received: true, result: 'recorded' });
      expect((await deliver(refund)).body).toEqual({ received: true, result: 'duplicate event' });
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'refunded' }]);
      expect(await premiumLinksSeenBy(client)).toBe(0);
    });

    it('a dispute ends premium access', async () => {
      const { client, sessionId, paymentIntent } = await paidBuyer();
      expect((await deliver(disputeEvent(paymentIntent, planAmount))).body.result).toBe('recorded');
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'disputed' }]);
      expect(await premiumLinksSeenBy(client)).toBe(0);
    });

    it('a partial refund keeps access; refunding the rest ends it', async () => {
      const { client, sessionId, paymentIntent } = await paidBuyer();
      const partial = await deliver(refundEvent(paymentIntent, planAmount, 100_000));
      expect(partial).toEqual({
        status: 200,
        body: { received: true, result: 'ignored: partial refund keeps access' },
      });
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'paid' }]);
      expect(await premiumLinksSeenBy(client)).toBeGreaterThan(0);
      await deliver(refundEvent(paymentIntent, planAmount, planAmount));
      expect(await premiumLinksSeenBy(client)).toBe(0);
    });

    it('a late or replayed payment event does not bring a refunded purchase back', async () => {
      const { client, sessionId, paymentIntent, session } = await paidBuyer();
      await deliver(refundEvent(paymentIntent, planAmount, planAmount));
      const late = await deliver(checkoutEvent('checkout.session.async_payment_succeeded', session));
      expect(late.body.result).toBe('duplicate session');
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'refunded' }]);
      expect(await premiumLinksSeenBy(client)).toBe(0);
    });

    it('keeps a refund or dispute of a payment not recorded (yet, or another product’s) and changes nothing', async () => {
      const { client, sessionId } = await paidBuyer();
      for (const event of [refundEvent(newPaymentIntentId(), 100, 100), disputeEvent(newPaymentIntentId(), 100)]) {
        expect(await deliver(event)).toEqual({
          status: 200,
          body: { received: true, result: 'kept: payment not recorded yet' },
        });
      }
      const noIntent = refundEvent('', 100, 100);
      noIntent.data.object.payment_intent = null;
      expect((await deliver(noIntent)).body.result).toBe('ignored: no payment');
      expect(await purchasesOf(sessionId)).toMatchObject([{ status: 'paid' }]);
      expect(await premiumLinksSeenBy(client)).toBeGreaterThan(0);
    });
  });
});
