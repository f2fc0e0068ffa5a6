import type { Database } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMetadata } from '../support/payments.ts';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

// Premium links are what a purchase buys: only a user with a paid purchase (and admins) may read
// them; only admins change them. A failed payment unlocks nothing. (Not describeRls: the interesting
// roles here are buyers, and the key is the resource id.) A full refund or a dispute ends the access.
type Client = SupabaseClient<Database>;
const ROLES = ['anon', 'user', 'failedBuyer', 'buyer', 'admin', 'service'] as const;
type Role = (typeof ROLES)[number];
const READERS: Role[] = ['buyer', 'admin', 'service'];
const WRITERS: Role[] = ['admin', 'service'];

let stack: TestStack;
let clients: Record<Role, Client>;

async function newResourceId(): Promise<number> {
  const { data, error } = await stack
    .service()
    .from('resource_items')
    .insert({ title: 'Premium kit', ctaText: 'Unlock', isPremium: true })
    .select('id')
    .single();
  if (error || !data) throw new Error(error?.message);
  return data.id;
}

async function linkedResource(): Promise<number> {
  const id = await newResourceId();
  const { error } = await stack
    .service()
    .from('premium_resource_links')
    .insert({ resource_id: id, url: 'https://example.com/kit' });
  if (error) throw new Error(error.message);
  return id;
}

async function storedUrl(id: number): Promise<string | null> {
  const { data } = await stack
    .service()
    .from('premium_resource_links')
    .select('url')
    .eq('resource_id', id)
    .maybeSingle();
  return data?.url ?? null;
}

beforeAll(async () => {
  stack = await startTestStack();
  const service = stack.service();
  const { data: plan } = await service.from('pricing_plans').select('id').limit(1).single();
  const withPurchase = async (status: 'paid' | 'failed') => {
    const user = await stack.newUser();
    const { error } = await service.from('purchases').insert({
      user_id: user.id,
      plan_id: plan?.id ?? null,
      status,
      amount_total: 499_900,
      currency: 'inr',
      stripe_session_id: `cs_test_${status}_${user.id}`,
    });
    if (error) throw new Error(error.message);
    return user.client;
  };
  clients = {
    anon: stack.anon(),
    user: (await stack.newUser()).client,
    failedBuyer: await withPurchase('failed'),
    buyer: await withPurchase('paid'),
    admin: await stack.signedIn(DEMO_ADMIN),
    service,
  };
});
afterAll(() => stack?.close());

describe('premium_resource_links: row-level security', () => {
  for (const role of ROLES) {
    const reads = READERS.includes(role);
    const writes = WRITERS.includes(role);
    it(`${role} ${reads ? 'may' : 'may not'} read premium links`, async () => {
      const id = await linkedResource();
      const { data } = await clients[role].from('premium_resource_links').select('url').eq('resource_id', id);
      expect(data ?? []).toEqual(reads ? [{ url: 'https://example.com/kit' }] : []);
    });
    it(`${role} ${writes ? 'may' : 'may not'} add a premium link`, async () => {
      const id = await newResourceId();
      await clients[role].from('premium_resource_links').insert({ resource_id: id, url: 'https://example.com/new' });
      expect(await storedUrl(id)).toBe(writes ? 'https://example.com/new' : null);
    });
    it(`${role} ${writes ? 'may' : 'may not'} change a premium link`, async () => {
      const id = await linkedResource();
      await clients[role]
        .from('premium_resource_links')
        .update({ url: 'https://example.com/changed' })
        .eq('resource_id', id);
      expect(await storedUrl(id)).toBe(writes ? 'https://example.com/changed' : 'https://example.com/kit');
    });
    it(`${role} ${writes ? 'may' : 'may not'} delete a premium link`, async () => {
      const id = await linkedResource();
      await clients[role].from('premium_resource_links').delete().eq('resource_id', id);
      expect(await storedUrl(id)).toBe(writes ? null : 'https://example.com/kit');
    });
  }

  it('a premium resource cannot keep its own link in resource_items, which every member reads', async () => {
    const { error } = await stack
      .service()
      .from('resource_items')
      .insert({ title: 'Leaky', ctaText: 'Open', isPremium: true, resourceLink: 'https://example.com/secret' });
    expect(error?.code).toBe('23514');
  });

  it('the seeded premium resources have their links here, and a placeholder in resource_items', async () => {
    const { data } = await stack
      .service()
      .from('resource_items')
      .select('resourceLink, premium_resource_links(url)')
      .eq('isPremium', true)
      .neq('title', 'Premium kit');
    expect(data?.length).toBeGreaterThan(0);
    for (const item of data ?? []) {
      expect(item.resourceLink).toBe('#');
      expect(item.premium_resource_links).toMatchObject({ url: expect.stringMatching(/^https:\/\//) });
    }
  });

  for (const status of ['refunded', 'disputed'] as const) {
    it(`a buyer whose payment is ${status} no longer reads premium links`, async () => {
      const id = await linkedResource();
      const service = stack.service();
      const { data: plan } = await service
        .from('pricing_plans')
        .select('id, price_inr, stripe_price_id')
        .not('stripe_price_id', 'is', null)
        .limit(1)
        .single();
      const buyer = await stack.newUser();
      const amount = Math.round(Number(plan?.price_inr) * 100);
      const paymentIntent = `pi_test_${status}_${buyer.id}`;
      // The way the webhook records a payment and its reversal.
      const paid = await service.rpc('record_stripe_checkout', {
        event_id: `evt_test_paid_${buyer.id}`,
        event_type: 'checkout.session.completed',
        session_id: `cs_test_${status}_${buyer.id}`,
        outcome: 'paid',
        metadata: checkoutMetadata({
          userId: buyer.id,
          planId: plan?.id ?? 0,
          priceId: plan?.stripe_price_id ?? '',
          amount,
        }),
        email: 'buyer@example.com',
        amount_total: amount,
        currency: 'inr',
        payment_intent: paymentIntent,
      });
      expect(paid.data).toBe('recorded');
      const read = async () =>
        (await buyer.client.from('premium_resource_links').select('url').eq('resource_id', id)).data;
      expect(await read()).toEqual([{ url: 'https://example.com/kit' }]);

      const reversal = await service.rpc('record_stripe_reversal', {
        event_id: `evt_test_${status}_${buyer.id}`,
        event_type: status === 'refunded' ? 'charge.refunded' : 'charge.dispute.created',
        payment_intent: paymentIntent,
        kind: status === 'refunded' ? 'refunded' : 'dispute_opened',
        happened_at: new Date().toISOString(),
      });
      expect(reversal.data).toBe('recorded');
      expect(await read()).toEqual([]);
    });
  }
});
