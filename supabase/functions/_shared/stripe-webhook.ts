// stripe-webhook: Stripe calls it without a Supabase JWT, so the signature over the raw body is its
// only protection. Verified events about Checkout Sessions record a purchase (a second payment for a plan
// the buyer holds is refunded), and full refunds and disputes end one, or wait for it when Stripe sends
// them first, through database functions that are idempotent per event id and per session, and that record only what create-checkout-session started: any other session on the
// Stripe account (a Payment Link, another product) is answered 200 with an 'ignored: ...' result, so
// Stripe stops retrying, and leaves no trace.
import type Stripe from 'stripe';
import { json, jsonError } from './http.ts';
import { CHECKOUT_MARKER, type PaymentDeps, serviceClient, stripeClient } from './stripe.ts';
import type { FunctionEnv, FunctionHandler } from './types.ts';

/** Stripe's own default: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

type Outcome = 'paid' | 'failed' | null;

/** What a Checkout Session event means for the purchase of its session, or undefined for other events. */
function checkoutOutcomeOf(event: Stripe.Event): Outcome | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods complete the session first and pay later (async_payment_succeeded).
      return event.data.object.payment_status === 'paid' ? 'paid' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    default:
      return undefined;
  }
}

/** Events carry the payment intent as an id unless a request expanded it. */
function intentIdOf(intent: string | Stripe.PaymentIntent | null): string | null {
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/** The facts private.stripe_reversals keeps about a payment. */
type ReversalKind = 'refunded' | 'dispute_opened' | 'dispute_won' | 'dispute_lost';
type Reversal = { paymentIntent: string | null; kind: ReversalKind } | { ignored: string };

/** A closed dispute: won (or an inquiry closed without a chargeback) gives access back; lost keeps it ended. */
const CLOSED_DISPUTE: Record<string, ReversalKind> = {
  won: 'dispute_won',
  warning_closed: 'dispute_won',
  lost: 'dispute_lost',
};

/**
 * A refund or dispute fact about a payment, or undefined for other events. A partial refund
 * (charge.refunded with `refunded: false`) keeps access: it is a goodwill or price adjustment the
 * admin chose in the Dashboard, not taking the plan back; refunding the rest ends access.
 */
function reversalOf(event: Stripe.Event): Reversal | undefined {
  switch (event.type) {
    case 'charge.refunded':
      if (!event.data.object.refunded) return { ignored: 'ignored: partial refund keeps access' };
      return { paymentIntent: intentIdOf(event.data.object.payment_intent), kind: 'refunded' };
    case 'charge.dispute.created':
      return { paymentIntent: intentIdOf(event.data.object.payment_intent), kind: 'dispute_opened' };
    case 'charge.dispute.closed': {
      const kind = CLOSED_DISPUTE[event.data.object.status];
      if (!kind) return { ignored: `ignored: dispute closed as ${event.data.object.status}` };
      return { paymentIntent: intentIdOf(event.data.object.payment_intent), kind };
    }
    default:
      return undefined;
  }
}

/**
 * Stripe's receipt page of a paid session's charge, for the student's account page. Checkout events do
 * not carry it, so it is read from the payment intent; a failure only leaves the receipt out.
 */
async function receiptUrlOf(stripe: Stripe, paymentIntent: string | null): Promise<string | null> {
  if (!paymentIntent) return null;
  try {
    const intent = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    return charge && typeof charge === 'object' ? (charge.receipt_url ?? null) : null;
  } catch (error) {
    console.error('stripe-webhook: reading the receipt failed', error instanceof Error ? error.message : error);
    return null;
  }
}

function recordedCheckout(event: Stripe.Event, outcome: Outcome) {
  const session = event.data.object as Stripe.Checkout.Session;
  return {
    event_id: event.id,
    event_type: event.type,
    session_id: session.id,
    outcome,
    metadata: session.metadata ?? {},
    email: session.customer_details?.email ?? session.customer_email ?? null,
    amount_total: session.amount_total ?? null,
    currency: session.currency ?? null,
    payment_intent: intentIdOf(session.payment_intent),
  };
}

/**
 * A second payment for a plan the buyer already holds buys nothing: it is refunded in full (once,
 * whatever retries: the idempotency key is the payment's) and the refund recorded on the purchase.
 */
async function refundSecondPayment(
  deps: PaymentDeps,
  env: FunctionEnv,
  db: NonNullable<ReturnType<typeof serviceClient>>,
  sessionId: string,
): Promise<Response | null> {
  const { data: paymentIntent, error } = await db.rpc('second_payment_to_refund', { session_id: sessionId });
  if (error) {
    console.error('stripe-webhook: reading a second payment failed', error);
    return jsonError(500, 'Could not check the payment.');
  }
  if (!paymentIntent || !env.STRIPE_SECRET_KEY) return null;
  try {
    const refund = await stripeClient(deps, env, env.STRIPE_SECRET_KEY).refunds.create(
      { payment_intent: paymentIntent, reason: 'duplicate', metadata: { refunded_by: CHECKOUT_MARKER.created_by } },
      { idempotencyKey: `second-payment-${paymentIntent}` },
    );
    const { error: recordError } = await db.rpc('record_second_payment_refund', {
      payment_intent: paymentIntent,
      refund: refund.id,
    });
    if (recordError) throw recordError;
    return null;
  } catch (refundError) {
    console.error('stripe-webhook: refunding a second payment failed', refundError);
    return jsonError(500, 'Could not refund the second payment.');
  }
}

export function stripeWebhookHandler(deps: PaymentDeps): FunctionHandler {
  // SubtleCrypto exists in Deno and Node alike; the SDK's default crypto is Node-only.
  const cryptoProvider = deps.Stripe.createSubtleCryptoProvider();
  return async (request, env) => {
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    const secret = env.STRIPE_WEBHOOK_SECRET;
    const db = serviceClient(deps, env);
    if (!secret || !db) {
      console.error('stripe-webhook: STRIPE_WEBHOOK_SECRET or the Supabase env is missing');
      return jsonError(500, 'Webhook not configured.');
    }
    const signature = request.headers.get('Stripe-Signature');
    if (!signature) return jsonError(400, 'Missing Stripe-Signature header.');

    // The exact bytes Stripe signed: parsing and re-serialising would break the signature.
    const rawBody = await request.text();
    let event: Stripe.Event;
    try {
      // Verification needs no API call; the key only satisfies the constructor.
      event = await stripeClient(deps, env, env.STRIPE_SECRET_KEY ?? 'sk_unused').webhooks.constructEventAsync(
        rawBody,
        signature,
        secret,
        SIGNATURE_TOLERANCE_SECONDS,
        cryptoProvider,
      );
    } catch (error) {
      return jsonError(400, `Webhook signature verification failed: ${error instanceof Error ? error.message : error}`);
    }

    const checkoutRecord = async (paid: Stripe.Event, result: Outcome) => {
      const record = recordedCheckout(paid, result);
      if (result !== 'paid' || !env.STRIPE_SECRET_KEY) return record;
      const receipt = await receiptUrlOf(stripeClient(deps, env, env.STRIPE_SECRET_KEY), record.payment_intent);
      return receipt ? { ...record, receipt_url: receipt } : record;
    };
    const reversal = reversalOf(event);
    const outcome = checkoutOutcomeOf(event);
    if (reversal && 'ignored' in reversal) return json({ received: true, result: reversal.ignored });
    if (!reversal && outcome === undefined) return json({ received: true, result: 'not handled' });
    // The database decides whether the event concerns a purchase of ours; it records nothing otherwise.
    if (reversal && !reversal.paymentIntent) return json({ received: true, result: 'ignored: no payment' });
    const { data: result, error } = reversal
      ? await db.rpc('record_stripe_reversal', {
          event_id: event.id,
          event_type: event.type,
          payment_intent: reversal.paymentIntent as string,
          kind: reversal.kind,
          happened_at: new Date(event.created * 1000).toISOString(),
        })
      : await db.rpc('record_stripe_checkout', await checkoutRecord(event, outcome ?? null));
    if (error) {
      // Stripe retries a failed delivery, and the ledger makes the retry safe.
      console.error('stripe-webhook: recording the event failed', error);
      return jsonError(500, 'Could not record the event.');
    }
    if (outcome === 'paid') {
      // Checked on every delivery, so Stripe's retry of a failed refund refunds it then.
      const refunded = await refundSecondPayment(deps, env, db, (event.data.object as Stripe.Checkout.Session).id);
      if (refunded instanceof Response) return refunded;
    }
    return json({ received: true, result });
  };
}
