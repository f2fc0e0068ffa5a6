// The fake's price catalogue. By default it mirrors the plans in the local database, as if the admin
// had created a Stripe price for every plan that has a price id: same id, the plan's rupee price.
import type { FakePrice } from './sessions.ts';

export function pricesFromSupabase(supabaseUrl: string, anonKey: string): () => Promise<FakePrice[]> {
  return async () => {
    const response = await fetch(
      `${supabaseUrl}/rest/v1/pricing_plans?select=name,price_inr,stripe_price_id&stripe_price_id=not.is.null`,
      { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } },
    );
    if (!response.ok) throw new Error(`reading plans for the Stripe fake failed: ${response.status}`);
    const plans = (await response.json()) as { name: string; price_inr: number | string; stripe_price_id: string }[];
    return plans.map((plan) => ({
      id: plan.stripe_price_id,
      unit_amount: Math.round(Number(plan.price_inr) * 100),
      currency: 'inr',
      product_name: plan.name,
    }));
  };
}
