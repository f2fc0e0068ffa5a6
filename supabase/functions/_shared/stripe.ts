// One way to build the Stripe client, for Deno (hosted) and Node (local stack) alike: the fetch HTTP
// client and SubtleCrypto work in both. STRIPE_API_HOST/PORT/PROTOCOL point the real SDK at the
// offline fake (supabase/local/src/stripe-fake) in development and tests; unset, it talks to Stripe.

import type { createClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import type { FunctionEnv } from './types.ts';

/** What a payments handler is given by its entry: the SDKs, imported the way its runtime imports them. */
export interface PaymentDeps {
  Stripe: typeof Stripe;
  createClient: typeof createClient;
}

export function stripeClient(deps: PaymentDeps, env: FunctionEnv, secretKey: string): Stripe {
  const port = env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined;
  const protocol = env.STRIPE_API_PROTOCOL === 'http' ? 'http' : env.STRIPE_API_PROTOCOL ? 'https' : undefined;
  return new deps.Stripe(secretKey, {
    httpClient: deps.Stripe.createFetchHttpClient(),
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
    appInfo: { name: 'eurostudy-compass-functions' },
  });
}

/** A service-role database client (bypasses RLS: only for reads and writes the function decides). */
export function serviceClient(deps: Pick<PaymentDeps, 'createClient'>, env: FunctionEnv) {
  const url = env.SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) return null;
  return deps.createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Where Stripe sends the buyer back (docs/product.md section 7); kept equal to @app/shared's constants by a test. */
export const CHECKOUT_SUCCESS_PATH = '/account?payment=success';
export const CHECKOUT_CANCEL_PATH = '/pricing?payment=cancelled';

/**
 * Metadata that marks a Checkout Session as made by create-checkout-session. Only the secret key can set
 * a session's metadata (a Payment Link's buyer cannot), and record_stripe_checkout in the database
 * records nothing without it (20261123000200_verify_stripe_purchases.sql holds the same value).
 */
export const CHECKOUT_MARKER = { created_by: 'eurostudy-compass' } as const;
