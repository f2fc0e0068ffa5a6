// create-checkout-session: a signed-in student's browser sends a plan id and its session token; the
// function reads the plan's Stripe price id from the database, checks that price in Stripe (one-off,
// INR, the plan's amount) and opens the buyer's one Checkout Session for the plan (open-checkout.ts) with
// URLs from configuration. Nothing else from
// the request reaches Stripe: not a price, amount or URL. The session's metadata carries our marker,
// the buyer, the plan, the price and its amount, which the webhook's database function checks.
import { type Caller, signedInCaller } from './caller.ts';
import { json, jsonError, preflight } from './http.ts';
import { openCheckout, PLAN_ALREADY_BOUGHT } from './open-checkout.ts';
import {
  CHECKOUT_CANCEL_PATH,
  CHECKOUT_MARKER,
  CHECKOUT_SUCCESS_PATH,
  type PaymentDeps,
  serviceClient,
  stripeClient,
} from './stripe.ts';
import type { FunctionEnv, FunctionHandler } from './types.ts';

/** The text the site shows for a plan without a price (docs/product.md section 8). */
export const PLAN_WITHOUT_PRICE = 'Please add a price ID for this plan in the Admin Panel to enable checkout.';
/** A purchase unlocks premium for an account, so there must be one. */
export const LOGIN_TO_BUY = 'Please log in to buy a plan: the purchase unlocks premium resources for your account.';
export const PRICE_NOT_ONE_TIME_INR =
  'This plan’s Stripe price is not a one-off price in Indian rupees. Please fix the price ID in the Admin Panel.';
export const PRICE_DIFFERS_FROM_PLAN =
  'This plan’s Stripe price differs from the price shown on the pricing page. Please fix the plan or its price ID in the Admin Panel.';

function planIdFrom(body: unknown): number | null {
  if (!body || typeof body !== 'object') return null;
  const raw = (body as Record<string, unknown>).plan_id ?? (body as Record<string, unknown>).planId;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function siteOrigin(env: FunctionEnv): string | null {
  const site = env.SITE_URL ?? env.PUBLIC_SITE_URL;
  if (!site) return null;
  try {
    return new URL(site).origin;
  } catch {
    return null;
  }
}

/** Rate limit: takes a checkout slot for the buyer (private.submission_limits, 'checkout_sessions'),
 *  or answers 429 when their slots (or everyone's) for the window are spent. */
async function refuseWhenRateLimited(
  db: NonNullable<ReturnType<typeof serviceClient>>,
  buyer: Caller,
): Promise<Response | null> {
  const { error } = await db.rpc('take_checkout_slot', { buyer: buyer.id });
  if (!error) return null;
  if (error.code === 'PT429') {
    return jsonError(
      429,
      'You have started checkout many times in a short while. Please wait a few minutes and try again.',
    );
  }
  console.error('create-checkout-session: taking a rate-limit slot failed', error);
  return jsonError(500, 'Could not start checkout. Please try again.');
}

export function createCheckoutSessionHandler(deps: PaymentDeps): FunctionHandler {
  return async (request, env) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');

    const secretKey = env.STRIPE_SECRET_KEY;
    const site = siteOrigin(env);
    const db = serviceClient(deps, env);
    if (!secretKey || !site || !db) {
      console.error('create-checkout-session: STRIPE_SECRET_KEY, SITE_URL or the Supabase env is missing');
      return jsonError(500, 'Payments are not set up on the server yet. Please try again later.');
    }

    const planId = planIdFrom(await request.json().catch(() => null));
    if (planId === null) return jsonError(400, 'Choose a plan to buy.');

    // The buyer is identified by their token (verified by the auth server), never by the body.
    const buyer = await signedInCaller(db, request, LOGIN_TO_BUY);
    if (buyer instanceof Response) return buyer;

    const limited = await refuseWhenRateLimited(db, buyer);
    if (limited) return limited;

    const { data: plan, error } = await db
      .from('pricing_plans')
      .select('id, name, price_inr, stripe_price_id')
      .eq('id', planId)
      .maybeSingle();
    if (error) {
      console.error('create-checkout-session: reading the plan failed', error);
      return jsonError(500, 'Could not read the plan. Please try again.');
    }
    if (!plan) return jsonError(404, 'This plan does not exist (any more). Please reload the page.');
    if (!plan.stripe_price_id) return jsonError(400, PLAN_WITHOUT_PRICE);

    const { data: owned, error: ownedError } = await db
      .from('purchases')
      .select('id')
      .eq('user_id', buyer.id)
      .eq('plan_id', plan.id)
      .eq('status', 'paid')
      .limit(1);
    if (ownedError) {
      console.error('create-checkout-session: reading the buyer’s purchases failed', ownedError);
      return jsonError(500, 'Could not start checkout. Please try again.');
    }
    if (owned.length > 0) return jsonError(409, PLAN_ALREADY_BOUGHT);

    try {
      const stripe = stripeClient(deps, env, secretKey);
      // The amount is read from Stripe, which charges it, and must be what the pricing page shows.
      const price = await stripe.prices.retrieve(plan.stripe_price_id);
      if (price.type !== 'one_time' || price.currency !== 'inr' || price.unit_amount === null) {
        return jsonError(400, PRICE_NOT_ONE_TIME_INR);
      }
      if (price.unit_amount !== Math.round(Number(plan.price_inr) * 100))
        return jsonError(400, PRICE_DIFFERS_FROM_PLAN);
      const metadata = {
        ...CHECKOUT_MARKER,
        user_id: buyer.id,
        plan_id: String(plan.id),
        price_id: price.id,
        amount: String(price.unit_amount),
      };
      const session = await openCheckout(stripe, db, {
        buyer: buyer.id,
        plan: plan.id,
        price: { id: price.id, amount: price.unit_amount },
        params: {
          mode: 'payment',
          line_items: [{ price: plan.stripe_price_id, quantity: 1 }],
          // Payment methods are chosen in the Stripe Dashboard (UPI only where the account supports it).
          billing_address_collection: 'required',
          submit_type: 'pay',
          success_url: `${site}${CHECKOUT_SUCCESS_PATH}`,
          cancel_url: `${site}${CHECKOUT_CANCEL_PATH}`,
          metadata,
          client_reference_id: buyer.id,
          ...(buyer.email ? { customer_email: buyer.email } : {}),
        },
      });
      if (session instanceof Response) return session;
      if (!session.url) return jsonError(502, 'Stripe did not return a checkout page.');
      return json({ url: session.url });
    } catch (stripeError) {
      const message = stripeError instanceof Error ? stripeError.message : String(stripeError);
      console.error('create-checkout-session: Stripe refused the price or the session', message);
      return jsonError(502, message);
    }
  };
}
