// Days off: staff read them; a counsellor writes their own, an admin anyone's; visitors and students
// never see whose day is off (open_slots simply has no slots that day).
import { expect, it } from 'vitest';
import { describeRls, OPERATIONS } from '../support/rls.ts';

let next = 0;
/** A distinct far-future day per row (one day off per counsellor and day). */
const nextDay = () => new Date(Date.UTC(2031, 0, 1 + next++)).toISOString().slice(0, 10);

describeRls({
  table: 'counsellor_days_off',
  sample: ({ counsellorId }) => ({ counsellor_id: counsellorId, day: nextDay(), note: 'Training' }),
  patch: { note: 'Changed' },
  allowed: { anon: [], user: [], counsellor: OPERATIONS, admin: OPERATIONS, service: OPERATIONS },
  extra(context) {
    it('a counsellor cannot give another counsellor a day off, nor change or remove theirs', async () => {
      const { clients, fixtures } = context();
      const { data: theirs } = await clients.service
        .from('counsellor_days_off')
        .insert({ counsellor_id: fixtures.otherCounsellorId, day: nextDay() })
        .select()
        .single();
      const insert = await clients.counsellor
        .from('counsellor_days_off')
        .insert({ counsellor_id: fixtures.otherCounsellorId, day: nextDay() });
      expect(insert.error?.code).toBe('42501');
      await clients.counsellor
        .from('counsellor_days_off')
        .update({ note: 'Mine now' })
        .eq('id', theirs?.id ?? 0);
      await clients.counsellor
        .from('counsellor_days_off')
        .delete()
        .eq('id', theirs?.id ?? 0);
      const after = await clients.service
        .from('counsellor_days_off')
        .select()
        .eq('id', theirs?.id ?? 0)
        .single();
      expect(after.data).toEqual(theirs);
    });
  },
});
