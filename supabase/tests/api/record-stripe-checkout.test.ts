import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMetadata, seededPlans } from '../support/payments.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

// The database function the webhook records purchases through refuses, by itself, what this site's
// checkout did not sell: whatever calls it with the service role (a webhook bug, a future caller) cannot
// turn a foreign or mispriced payment into premium access.
let stack: TestStack;
let buyerId: string;
let planId: number;
let priceId: string;
let amount: number;

beforeAll(async () => {
  stack = await startTestStack();
  buyerId = (await stack.newUser()).id;
  ({ id: planId, priceId, amount } = (await seededPlans(stack)).priced);
});
afterAll(() => stack?.close());

const random = () => Math.random().toString(36).slice(2, 14);

function record(session: { metadata?: unknown; amount_total?: number; currency?: string } = {}) {
  const sessionId = `cs_test_${random()}`;
  const args = {
    event_id: `evt_test_${random()}`,
    event_type: 'checkout.session.completed',
    session_id: sessionId,
    outcome: 'paid',
    metadata: checkoutMetadata({ userId: buyerId, planId, priceId, amount }),
    email: 'buyer@example.com',
    amount_total: amount,
    currency: 'inr',
    payment_intent: `pi_test_${random()}`,
    ...session,
  };
  return { sessionId, reply: stack.service().rpc('record_stripe_checkout', args as never) };
}

async function purchaseCount(sessionId: string): Promise<number> {
  const { count } = await stack
    .service()
    .from('purchases')
    .select('id', { count: 'exact', head: true })
    .eq('stripe_session_id', sessionId);
  return count ?? -1;
}

describe('record_stripe_checkout', () => {
  it('records a session of ours with its buyer, plan, price and payment intent', async () => {
    const { sessionId, reply } = record();
    expect((await reply).data).toBe('recorded');
    const { data } = await stack
      .service()
      .from('purchases')
      .select('user_id, plan_id, stripe_price_id, status')
      .eq('stripe_session_id', sessionId);
    expect(data).toEqual([{ user_id: buyerId, plan_id: planId, stripe_price_id: priceId, status: 'paid' }]);
  });

  const refused: [string, () => Parameters<typeof record>[0], string][] = [
    ['a session without our marker (a Payment Link)', () => ({ metadata: {} }), 'ignored: not created by this site'],
    [
      'a session with another marker',
      () => ({ metadata: { ...checkoutMetadata({ userId: buyerId, planId, priceId, amount }), created_by: 'x' } }),
      'ignored: not created by this site',
    ],
    [
      'a plan that does not exist',
      () => ({ metadata: checkoutMetadata({ userId: buyerId, planId: 987_654, priceId, amount }) }),
      'ignored: unknown plan',
    ],
    [
      'a plan id that is not a number',
      () => ({ metadata: { ...checkoutMetadata({ userId: buyerId, planId, priceId, amount }), plan_id: '1 or 1=1' } }),
      'ignored: unknown plan',
    ],
    [
      'no buyer account',
      () => ({ metadata: { ...checkoutMetadata({ userId: buyerId, planId, priceId, amount }), user_id: '' } }),
      'ignored: no buyer account',
    ],
    ['an amount below the price', () => ({ amount_total: 100 }), 'ignored: amount differs from the plan price'],
    ['an amount above the price', () => ({ amount_total: amount + 1 }), 'ignored: amount differs from the plan price'],
    ['another currency', () => ({ currency: 'usd' }), 'ignored: not in INR'],
  ];
  for (const [name, session, result] of refused) {
    it(`refuses ${name} and records nothing`, async () => {
      const { sessionId, reply } = record(session());
      const { data, error } = await reply;
      expect(error).toBeNull();
      expect(data).toBe(result);
      expect(await purchaseCount(sessionId)).toBe(0);
    });
  }

  it('neither it nor record_stripe_reversal may be called by visitors or users', async () => {
    const { id, client: user } = await stack.newUser();
    for (const client of [stack.anon(), user]) {
      const sessionId = `cs_test_${random()}`;
      const checkout = await client.rpc('record_stripe_checkout', {
        event_id: `evt_test_${random()}`,
        event_type: 'checkout.session.completed',
        session_id: sessionId,
        outcome: 'paid',
        metadata: checkoutMetadata({ userId: id, planId, priceId, amount }),
        email: 'buyer@example.com',
        amount_total: amount,
        currency: 'inr',
        payment_intent: `pi_test_${random()}`,
      });
      expect(checkout.error?.code).toBe('42501');
      const args = {
        event_id: `evt_test_${random()}`,
        event_type: 'charge.refunded',
        payment_intent: 'pi_x',
        kind: 'refunded',
        happened_at: new Date().toISOString(),
      };
      expect((await client.rpc('record_stripe_reversal', args)).error?.code).toBe('42501');
    }
  });
});
