// stripe-webhook: Stripe calls it without a Supabase JWT, so the signature over the raw body is its
// only protection. Verified events about Checkout Sessions record a purchase through one database
// function that is idempotent per event id and per session id (private.stripe_events, purchases).
import type Stripe from 'stripe';
import { json, jsonError } from './http.ts';
import type { FunctionHandler } from './registry.ts';
import { type PaymentDeps, serviceClient, stripeClient } from './stripe.ts';

/** Stripe's own default: a signature older than five minutes is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

type Outcome = 'paid' | 'failed' | null;

/** What an event means for the purchase of its session, or undefined for events we do not handle. */
function outcomeOf(event: Stripe.Event): Outcome | undefined {
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

function planIdOf(session: Stripe.Checkout.Session): number | null {
  const id = Number(session.metadata?.plan_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function userIdOf(session: Stripe.Checkout.Session): string | null {
  const id = session.client_reference_id ?? session.metadata?.user_id ?? null;
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
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

    const outcome = outcomeOf(event);
    if (outcome === undefined) return json({ received: true, result: 'not handled' });
    const session = event.data.object as Stripe.Checkout.Session;
    const { data: result, error } = await db.rpc('record_stripe_checkout', {
      event_id: event.id,
      event_type: event.type,
      session_id: session.id,
      outcome,
      user_id: userIdOf(session),
      email: session.customer_details?.email ?? session.customer_email ?? null,
      plan_id: planIdOf(session),
      amount_total: session.amount_total ?? null,
      currency: session.currency ?? null,
    });
    if (error) {
      // Stripe retries a failed delivery, and the ledger makes the retry safe.
      console.error('stripe-webhook: recording the event failed', error);
      return jsonError(500, 'Could not record the event.');
    }
    return json({ received: true, result });
  };
}
