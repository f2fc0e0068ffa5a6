// At most one open Checkout Session per buyer and plan (private.open_checkouts): the open one is reused,
// and a new one is made under an idempotency key of the checkout's generation, so requests from two tabs
// at once get the same session from Stripe. A spent session (expired, or made for another price) starts
// the next generation; an old one still open is expired in Stripe first, so it cannot be paid too.
import type Stripe from 'stripe';
import { jsonError } from './http.ts';
import type { serviceClient } from './stripe.ts';

type Db = NonNullable<ReturnType<typeof serviceClient>>;
type Checkout = { generation: number; opened_at: string; stripe_session_id: string | null };

/** Stripe's shortest session life is 30 minutes; a minute more covers the time before Stripe creates it. */
const CHECKOUT_LIFETIME_SECONDS = 31 * 60;
/** An open session with less time left than this is expired and replaced rather than reused. */
const MIN_TIME_TO_PAY_SECONDS = 10 * 60;
/** A generation with no session this long after it opened is renewed: its expires_at would be too soon. */
const UNUSED_GENERATION_SECONDS = 60;

const PAYMENT_IN_PROGRESS =
  'Your payment for this plan is being processed. Its premium resources open as soon as it is confirmed.';
const CHECKOUT_OPENING =
  'Checkout for this plan is opening in another tab or window. Please wait a moment and try again.';

export interface Purchase {
  buyer: string;
  plan: number;
  price: { id: string; amount: number };
  /** The create parameters but expires_at, which the checkout's generation decides. */
  params: Omit<Stripe.Checkout.SessionCreateParams, 'expires_at'>;
}

async function current(db: Db, buyer: string, plan: number): Promise<Checkout> {
  const { data, error } = await db.rpc('checkout_in_progress', { buyer, plan });
  if (error || !data?.[0]) throw error ?? new Error('checkout_in_progress answered no checkout');
  return data[0];
}

async function renewed(db: Db, buyer: string, plan: number, seen: number): Promise<Checkout> {
  const { data, error } = await db.rpc('renew_checkout', { buyer, plan, seen });
  if (error || !data?.[0]) throw error ?? new Error('renew_checkout answered no checkout');
  return data[0];
}

/** Still worth sending the buyer to: made for today's price, with time left to pay. */
const usable = (session: Stripe.Checkout.Session, price: Purchase['price']) =>
  session.metadata?.price_id === price.id &&
  session.metadata?.amount === String(price.amount) &&
  session.expires_at - Date.now() / 1000 > MIN_TIME_TO_PAY_SECONDS;

/** The session the buyer should pay, or the 409 to answer when there is nothing to pay now. */
export async function openCheckout(
  stripe: Stripe,
  db: Db,
  purchase: Purchase,
): Promise<Stripe.Checkout.Session | Response> {
  const { buyer, plan } = purchase;
  let checkout = await current(db, buyer, plan);
  if (checkout.stripe_session_id) {
    const session = await stripe.checkout.sessions.retrieve(checkout.stripe_session_id);
    if (session.status === 'complete') {
      return jsonError(409, session.payment_status === 'paid' ? PLAN_ALREADY_BOUGHT : PAYMENT_IN_PROGRESS);
    }
    if (session.status === 'open' && usable(session, purchase.price)) return session;
    if (session.status === 'open') await stripe.checkout.sessions.expire(session.id);
    checkout = await renewed(db, buyer, plan, checkout.generation);
  } else if (Date.now() - Date.parse(checkout.opened_at) > UNUSED_GENERATION_SECONDS * 1000) {
    checkout = await renewed(db, buyer, plan, checkout.generation);
  }
  const openedAt = Math.floor(Date.parse(checkout.opened_at) / 1000);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      { ...purchase.params, expires_at: openedAt + CHECKOUT_LIFETIME_SECONDS },
      { idempotencyKey: `checkout-${purchase.buyer}-${purchase.plan}-${checkout.generation}` },
    );
  } catch (error) {
    // The same key still running (another tab) or used with other parameters (the price changed meanwhile).
    if ((error as { type?: string }).type === 'StripeIdempotencyError') return jsonError(409, CHECKOUT_OPENING);
    throw error;
  }
  const { error } = await db.rpc('remember_checkout', {
    buyer,
    plan,
    seen: checkout.generation,
    session_id: session.id,
  });
  if (error) throw error;
  return session;
}

/** A plan gives lasting access: a second payment for it would buy nothing. */
export const PLAN_ALREADY_BOUGHT =
  'You have already bought this plan, so its premium resources are open to you: see the Resources page or your account.';
