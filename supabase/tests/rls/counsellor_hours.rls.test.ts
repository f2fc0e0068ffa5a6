// Office hours: staff read them (the console's calendar); a counsellor writes their own, an admin
// anyone's. Visitors see only the open slots made from them (open_slots), never the table.
import { expect, it } from 'vitest';
import { describeRls, OPERATIONS } from '../support/rls.ts';

let next = 0;
/** A distinct Sunday half hour per row (the office hours have no Sunday), so rows never collide. */
const sundayHalfHour = () => {
  const minutes = 30 * (next++ % 40);
  const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { opens: time(minutes), closes: time(minutes + 30) };
};

describeRls({
  table: 'counsellor_hours',
  sample: ({ counsellorId }) => ({ counsellor_id: counsellorId, weekday: 7, ...sundayHalfHour() }),
  patch: { closes: '23:30' },
  allowed: { anon: [], user: [], counsellor: OPERATIONS, admin: OPERATIONS, service: OPERATIONS },
  extra(context) {
    it('a counsellor cannot add, change or remove another counsellor’s hours', async () => {
      const { clients, fixtures } = context();
      const theirs = () =>
        clients.service
          .from('counsellor_hours')
          .select('weekday, opens, closes')
          .eq('counsellor_id', fixtures.otherCounsellorId)
          .order('weekday');
      const before = (await theirs()).data;
      expect(before).toHaveLength(6);
      const insert = await clients.counsellor
        .from('counsellor_hours')
        .insert({ counsellor_id: fixtures.otherCounsellorId, weekday: 7, opens: '10:00', closes: '11:00' });
      expect(insert.error?.code).toBe('42501');
      await clients.counsellor
        .from('counsellor_hours')
        .update({ closes: '20:00' })
        .eq('counsellor_id', fixtures.otherCounsellorId);
      await clients.counsellor.from('counsellor_hours').delete().eq('counsellor_id', fixtures.otherCounsellorId);
      expect((await theirs()).data).toEqual(before);
    });
    it('a counsellor cannot hand their own hours to another counsellor', async () => {
      const { clients, fixtures } = context();
      const { error } = await clients.counsellor
        .from('counsellor_hours')
        .update({ counsellor_id: fixtures.otherCounsellorId })
        .eq('counsellor_id', fixtures.counsellorId)
        .eq('weekday', 1);
      expect(error?.code).toBe('42501');
    });
  },
});
