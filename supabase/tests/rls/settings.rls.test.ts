import { expect, it } from 'vitest';
import { describeRls, OPERATIONS, unique } from '../support/rls.ts';

describeRls({
  table: 'settings',
  sample: () => ({ key: `internal-${unique()}`, value: {} }),
  patch: { value: { note: 'changed' } },
  // Generic rows are private to admins; the public `stripe` row is checked below.
  allowed: { anon: [], user: [], counsellor: [], admin: ['select', 'update'], service: OPERATIONS },
  extra(context) {
    it('everyone reads the public stripe row', async () => {
      for (const role of ['anon', 'user', 'admin'] as const) {
        const { data, error } = await context().clients[role].from('settings').select('key, value').eq('key', 'stripe');
        expect(error).toBeNull();
        expect(data).toEqual([{ key: 'stripe', value: { publishableKey: '' } }]);
      }
    });
    it('only admins change the stripe row, and never to a secret key', async () => {
      const { clients } = context();
      await clients.user
        .from('settings')
        .update({ value: { publishableKey: 'pk_test_user' } })
        .eq('key', 'stripe');
      const afterUser = await clients.service.from('settings').select('value').eq('key', 'stripe').single();
      expect(afterUser.data?.value).toEqual({ publishableKey: '' });

      const secret = await clients.admin
        .from('settings')
        .update({ value: { publishableKey: 'sk_live_abc' } })
        .eq('key', 'stripe');
      expect(secret.error?.code).toBe('23514');

      const ok = await clients.admin
        .from('settings')
        .update({ value: { publishableKey: 'pk_test_abc123' } })
        .eq('key', 'stripe');
      expect(ok.error).toBeNull();
      const after = await clients.anon.from('settings').select('value').eq('key', 'stripe').single();
      expect(after.data?.value).toEqual({ publishableKey: 'pk_test_abc123' });
    });
  },
});
