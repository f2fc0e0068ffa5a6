// Bookings: anyone books a consultation (visitors without an account, with a human pass) and nobody
// but staff reads one back: a visitor cannot read, change or remove any booking, not even their own
// (the manage link does that, as the service role). A student reads the bookings they made signed in;
// the counsellor of the booking or of its case reads and marks it; admins everything.
import { expect, it } from 'vitest';
import { describeRls, type Fixtures, unique } from '../support/rls.ts';

let next = 0;
/** Each row takes the next open slot of the signed-in counsellor, from a distinct address. */
const sample = ({ counsellorId, openSlots }: Fixtures) => ({
  counsellor_id: counsellorId,
  starts_at: openSlots[next++] as string,
  name: 'Rahul',
  email: `rahul.${unique()}@example.com`,
  home_country: 'India',
  whatsapp: '+919812345678',
  language: 'Hindi' as const,
});

describeRls({
  table: 'bookings',
  humanCheck: true,
  sample,
  patch: { status: 'cancelled' },
  allowed: {
    anon: ['insert'],
    user: ['insert'],
    counsellor: ['select', 'insert', 'update'],
    admin: ['select', 'insert', 'update', 'delete'],
    service: ['select', 'insert', 'update', 'delete'],
  },
  extra(context) {
    it('a student reads the bookings they made signed in, and no one else’s', async () => {
      const { clients, fixtures, stack, userId } = context();
      const own = await stack.withPass('bookings', sample(fixtures));
      expect((await clients.user.from('bookings').insert(own)).error).toBeNull();
      const { data, error } = await clients.user.from('bookings').select('email, user_id, status');
      expect(error).toBeNull();
      expect(data).toContainEqual({ email: own.email, user_id: userId, status: 'booked' });
      expect(data?.every((row) => row.user_id === userId)).toBe(true);
      const { count: all } = await clients.service.from('bookings').select('*', { count: 'exact', head: true });
      expect(all).toBeGreaterThan(data?.length ?? 0);
    });

    it('a student cannot mark, move or delete their own booking through the API', async () => {
      const { clients } = context();
      const { data: before } = await clients.user.from('bookings').select('*');
      await clients.user.from('bookings').update({ status: 'attended' }).neq('id', 0);
      await clients.user.from('bookings').delete().neq('id', 0);
      expect((await clients.user.from('bookings').select('*')).data).toEqual(before);
    });

    it('a counsellor neither reads nor marks the bookings of another counsellor’s students', async () => {
      const { clients, fixtures } = context();
      const { data: slots } = await clients.service.rpc('open_slots');
      const theirSlot = slots?.find((slot) => slot.counsellor_id === fixtures.otherCounsellorId);
      const { data: theirs, error } = await clients.service
        .from('bookings')
        .insert({
          ...sample(fixtures),
          counsellor_id: fixtures.otherCounsellorId,
          starts_at: theirSlot?.starts_at ?? '',
        })
        .select()
        .single();
      expect(error).toBeNull();
      const read = await clients.counsellor
        .from('bookings')
        .select('id')
        .eq('id', theirs?.id ?? 0);
      expect(read.data).toEqual([]);
      await clients.counsellor
        .from('bookings')
        .update({ status: 'no_show' })
        .eq('id', theirs?.id ?? 0);
      const after = await clients.service
        .from('bookings')
        .select('status')
        .eq('id', theirs?.id ?? 0)
        .single();
      expect(after.data?.status).toBe('booked');
    });

    it('staff change only the status: not what the student wrote, nor the time or counsellor', async () => {
      const { clients, fixtures } = context();
      const { data: mine } = await clients.service.from('bookings').insert(sample(fixtures)).select('id').single();
      for (const change of [
        { email: 'someone.else@example.com' },
        { counsellor_id: fixtures.otherCounsellorId },
        { starts_at: fixtures.openSlots[next++] as string },
      ]) {
        for (const staff of [clients.counsellor, clients.admin]) {
          const { error } = await staff
            .from('bookings')
            .update(change)
            .eq('id', mine?.id ?? 0);
          expect(error?.code).toBe('42501');
        }
      }
    });

    it('a visitor’s booking cannot choose its status, account or case', async () => {
      const { clients, fixtures, stack } = context();
      const row = await stack.withPass('bookings', { ...sample(fixtures), status: 'attended' as const });
      const { error } = await clients.anon.from('bookings').insert(row);
      expect(error?.code).toBe('42501');
      const withCase = await stack.withPass('bookings', { ...sample(fixtures), case_id: fixtures.otherCaseId });
      expect((await clients.anon.from('bookings').insert(withCase)).error?.code).toBe('42501');
    });

    it('a visitor cannot read the booking back after making it', async () => {
      const { clients, fixtures, stack } = context();
      const row = await stack.withPass('bookings', sample(fixtures));
      const { data, error } = await clients.anon.from('bookings').insert(row).select('id');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    });
  },
});
