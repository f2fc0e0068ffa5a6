import { expect, it } from 'vitest';
import { describeRls, unique } from '../support/rls.ts';

describeRls({
  table: 'purchases',
  sample: ({ planId }) => ({
    email: 'buyer@example.com',
    plan_id: planId,
    amount_total: 499_900,
    currency: 'inr',
    status: 'paid',
    stripe_session_id: `cs_test_${unique()}`,
  }),
  patch: { status: 'failed' },
  // Only the webhook (service role) writes purchases. The generic fixture belongs to nobody, so a
  // signed-in user does not see it; their own rows are checked below.
  allowed: { anon: [], user: [], admin: ['select'], service: ['select', 'insert', 'update', 'delete'] },
  extra(context) {
    it('a signed-in user reads their own purchases and no one else’s', async () => {
      const { clients, userId, fixtures } = context();
      const mine = `cs_test_${unique()}`;
      const { error } = await clients.service.from('purchases').insert([
        {
          user_id: userId,
          plan_id: fixtures.planId,
          status: 'paid',
          stripe_session_id: mine,
          amount_total: 100,
          currency: 'inr',
        },
        {
          email: 'someone@example.com',
          plan_id: fixtures.planId,
          status: 'paid',
          stripe_session_id: `cs_test_${unique()}`,
        },
      ]);
      expect(error).toBeNull();
      const { data } = await clients.user.from('purchases').select('stripe_session_id, user_id');
      expect(data).toEqual([{ stripe_session_id: mine, user_id: userId }]);
    });
  },
});
