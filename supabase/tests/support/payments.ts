// A test stack whose Edge Functions talk to their own offline Stripe fake (on a free port), with the
// fake's prices mirroring the plans of the stack's database and its webhook aimed at the stack.
import Stripe from 'stripe';
import { CHECKOUT_MARKER } from '../../functions/_shared/stripe.ts';
import { LOCAL_ANON_KEY } from '../../local/src/config.ts';
import { pricesFromSupabase } from '../../local/src/stripe-fake/prices.ts';
import { functionEnvFor, type RunningStripeFake, startStripeFake } from '../../local/src/stripe-fake/server.ts';
import type { FakePrice } from '../../local/src/stripe-fake/sessions.ts';
import { startTestStack, type TestStack } from './stack.ts';

export const TEST_SITE_URL = 'http://localhost:4321';
/** A plan with this price id behaves like one whose price was never created in the Stripe account. */
export const PRICE_MISSING_IN_STRIPE = 'price_1NotInStripe';
/** Prices the Stripe account has but checkout must refuse: in euros, monthly, ₹1 above the plan's. */
export const PRICE_IN_EUR = 'price_1InEuro';
export const PRICE_RECURRING = 'price_1Monthly';
export const PRICE_DRIFTED = 'price_1Drifted';
const ACCOUNT_PRICE_CHANGES: Record<string, (price: FakePrice) => FakePrice> = {
  [PRICE_IN_EUR]: (price) => ({ ...price, currency: 'eur' }),
  [PRICE_RECURRING]: (price) => ({ ...price, type: 'recurring' }),
  [PRICE_DRIFTED]: (price) => ({ ...price, unit_amount: price.unit_amount + 100 }),
};

export interface PaymentsStack {
  stack: TestStack;
  fake: RunningStripeFake;
  close(): Promise<void>;
}

/** The seed's plans the payment tests buy: the first with a Stripe price (amount in paise) and one without. */
export async function seededPlans(stack: TestStack) {
  const { data: plans, error } = await stack
    .service()
    .from('pricing_plans')
    .select('id, stripe_price_id, price_inr')
    .order('id');
  const priced = plans?.find((plan) => plan.stripe_price_id);
  const unpriced = plans?.find((plan) => !plan.stripe_price_id);
  if (error || !priced?.stripe_price_id || !unpriced) {
    throw new Error(error?.message ?? 'the seed needs a plan with a price and one without');
  }
  return {
    priced: { id: priced.id, priceId: priced.stripe_price_id, amount: Math.round(Number(priced.price_inr) * 100) },
    unpriced: { id: unpriced.id },
  };
}

export async function startPaymentsStack(): Promise<PaymentsStack> {
  let supabaseUrl = '';
  const fake = await startStripeFake({
    port: 0,
    prices: async () =>
      (await pricesFromSupabase(supabaseUrl, LOCAL_ANON_KEY)())
        .filter((price) => price.id !== PRICE_MISSING_IN_STRIPE)
        .map((price) => ACCOUNT_PRICE_CHANGES[price.id]?.(price) ?? price),
  });
  const stack = await startTestStack({ functionEnv: { ...functionEnvFor(fake), SITE_URL: TEST_SITE_URL } });
  supabaseUrl = stack.url;
  fake.setWebhookUrl(`${stack.url}/functions/v1/stripe-webhook`);
  return {
    stack,
    fake,
    close: async () => {
      await stack.close();
      await fake.close();
    },
  };
}

export interface FunctionReply {
  status: number;
  body: Record<string, unknown>;
}

/** Calls a function as a browser would: the anon key as apikey, a user token (or the anon key) as bearer. */
export async function callFunction(
  stack: TestStack,
  name: string,
  body: unknown,
  accessToken?: string,
): Promise<FunctionReply> {
  const response = await fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.config.anonKey,
      Authorization: `Bearer ${accessToken ?? stack.config.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The metadata create-checkout-session puts on the sessions it creates. */
export function checkoutMetadata(buyer: { userId: string; planId: number; priceId: string; amount: number }) {
  return {
    ...CHECKOUT_MARKER,
    user_id: buyer.userId,
    plan_id: String(buyer.planId),
    price_id: buyer.priceId,
    amount: String(buyer.amount),
  };
}

const newEventId = () => `evt_test_${Math.random().toString(36).slice(2, 12)}`;

/** Seconds since the epoch, as Stripe's `created`. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);

function event(type: string, object: Record<string, unknown>, eventId: string, created = nowInSeconds()) {
  return {
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** A Stripe event around a Checkout Session, as Stripe would send it. */
export function checkoutEvent(
  type: string,
  session: Partial<Stripe.Checkout.Session> & { id: string },
  eventId = newEventId(),
) {
  return event(
    type,
    {
      object: 'checkout.session',
      mode: 'payment',
      currency: 'inr',
      payment_status: 'paid',
      status: 'complete',
      metadata: {},
      client_reference_id: null,
      customer_email: null,
      customer_details: null,
      ...session,
    },
    eventId,
  );
}

/** charge.refunded (`refunded` false: a partial refund) for a payment intent, as Stripe would send it. */
export function refundEvent(paymentIntent: string, amount: number, refunded: number, eventId = newEventId()) {
  const charge = `ch_test_${Math.random().toString(36).slice(2, 12)}`;
  return event(
    'charge.refunded',
    {
      id: charge,
      object: 'charge',
      amount,
      amount_refunded: refunded,
      currency: 'inr',
      paid: true,
      payment_intent: paymentIntent,
      refunded: refunded >= amount,
      status: 'succeeded',
    },
    eventId,
  );
}

/** charge.dispute.created, or charge.dispute.closed with the decision, as Stripe would send them. */
export function disputeEvent(
  paymentIntent: string,
  amount: number,
  { closed, created }: { closed?: 'won' | 'lost' | 'warning_closed'; created?: number } = {},
) {
  return event(
    closed ? 'charge.dispute.closed' : 'charge.dispute.created',
    {
      id: `du_test_${Math.random().toString(36).slice(2, 12)}`,
      object: 'dispute',
      amount,
      charge: `ch_test_${Math.random().toString(36).slice(2, 12)}`,
      currency: 'inr',
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: closed ?? 'needs_response',
    },
    newEventId(),
    created,
  );
}

/** The real Stripe SDK pointed at the fake, as the functions use it. */
export function stripeForFake(fake: RunningStripeFake): Stripe {
  return new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: 'http' });
}

/** Pays a session on the fake's checkout page, as a buyer would; the fake then calls the webhook. */
export async function payOnFakePage(checkoutUrl: string): Promise<Response> {
  return fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay', name: 'Test Buyer', country: 'IN' }),
    redirect: 'manual',
  });
}

export interface Delivery {
  secret: string;
  /** Seconds since the epoch the signature claims (default now). */
  timestamp?: number;
  /** Changes the body after signing. */
  tamper?: (payload: string) => string;
  /** Where to post instead of the stack's /functions/v1/stripe-webhook (a function's Deno entry). */
  url?: string;
}

/** Posts an event to the stack's stripe-webhook function, signed the way Stripe signs. */
export async function deliverEvent(stack: TestStack, event: unknown, delivery: Delivery): Promise<FunctionReply> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: delivery.secret,
    ...(delivery.timestamp ? { timestamp: delivery.timestamp } : {}),
  });
  const response = await fetch(delivery.url ?? `${stack.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: delivery.tamper ? delivery.tamper(payload) : payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
