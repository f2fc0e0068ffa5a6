// Student cases: admins see and change every case; a counsellor the cases assigned to them (a case of
// another counsellor is invisible and unchangeable) and may move its stage, but only admins open a case
// or change who it is about or who has it; students and visitors never read the table (a
// student's own case reaches them only in their data download). Only admins delete a case.
import { expect, it } from 'vitest';
import { describeRls, OPERATIONS, unique } from '../support/rls.ts';
import { DEMO_COUNSELLORS } from '../support/stack.ts';

describeRls({
  table: 'student_cases',
  sample: ({ counsellorId }) => ({
    email: `student.${unique()}@example.com`,
    name: 'Priya',
    home_country: 'India',
    counsellor_id: counsellorId,
  }),
  patch: { stage: 'consulted' },
  allowed: {
    anon: [],
    user: [],
    counsellor: ['select', 'update'],
    admin: OPERATIONS,
    service: OPERATIONS,
  },
  extra(context) {
    it('a counsellor neither reads nor changes a case assigned to another counsellor', async () => {
      const { clients, fixtures } = context();
      const read = await clients.counsellor.from('student_cases').select('id').eq('id', fixtures.otherCaseId);
      expect(read.data).toEqual([]);
      await clients.counsellor.from('student_cases').update({ stage: 'applying' }).eq('id', fixtures.otherCaseId);
      const after = await clients.service.from('student_cases').select('stage').eq('id', fixtures.otherCaseId).single();
      expect(after.data?.stage).toBe('new');
    });

    it('a counsellor cannot take another counsellor’s case, nor open one in their name', async () => {
      const { clients, fixtures } = context();
      await clients.counsellor
        .from('student_cases')
        .update({ counsellor_id: fixtures.counsellorId })
        .eq('id', fixtures.otherCaseId);
      const after = await clients.service
        .from('student_cases')
        .select('counsellor_id')
        .eq('id', fixtures.otherCaseId)
        .single();
      expect(after.data?.counsellor_id).toBe(fixtures.otherCounsellorId);
      const insert = await clients.counsellor.from('student_cases').insert({
        email: `theirs.${unique()}@example.com`,
        name: 'Not mine',
        counsellor_id: fixtures.otherCounsellorId,
      });
      expect(insert.error?.code).toBe('42501');
    });

    it('a closed case needs a reason', async () => {
      const { clients, fixtures } = context();
      const without = await clients.counsellor
        .from('student_cases')
        .update({ stage: 'closed' })
        .eq('id', fixtures.caseId);
      expect(without.error?.code).toBe('23514');
      const withReason = await clients.counsellor
        .from('student_cases')
        .update({ stage: 'closed', closed_reason: 'Chose another country' })
        .eq('id', fixtures.caseId);
      expect(withReason.error).toBeNull();
      await clients.service
        .from('student_cases')
        .update({ stage: 'new', closed_reason: null })
        .eq('id', fixtures.caseId);
    });

    it('a counsellor moves the stage of an assigned case, and the move is in the audit trail with their e-mail', async () => {
      const { clients, fixtures } = context();
      const { error } = await clients.counsellor
        .from('student_cases')
        .update({ stage: 'applying' })
        .eq('id', fixtures.caseId);
      expect(error).toBeNull();
      const { data: trail } = await clients.service
        .from('audit_log')
        .select('actor_email, action, changes')
        .eq('table_name', 'student_cases')
        .eq('row_id', String(fixtures.caseId))
        .order('id', { ascending: false })
        .limit(1);
      expect(trail).toEqual([
        {
          actor_email: DEMO_COUNSELLORS[0].email,
          action: 'update',
          changes: { stage: { old: 'new', new: 'applying' } },
        },
      ]);
      // The counsellor reads the trail of their own case, not of another counsellor's.
      const own = await clients.counsellor
        .from('audit_log')
        .select('actor_email')
        .eq('row_id', String(fixtures.caseId));
      expect(own.data?.map((row) => row.actor_email)).toContain(DEMO_COUNSELLORS[0].email);
      await clients.admin.from('student_cases').update({ stage: 'consulted' }).eq('id', fixtures.otherCaseId);
      const other = await clients.counsellor.from('audit_log').select('id').eq('row_id', String(fixtures.otherCaseId));
      expect(other.data).toEqual([]);
      const students = await clients.user.from('audit_log').select('id').eq('row_id', String(fixtures.caseId));
      expect(students.data ?? []).toEqual([]);
    });

    it('a counsellor’s identity is not in the log’s people data: names and e-mails of students stay out', async () => {
      const { clients, fixtures } = context();
      const { data } = await clients.service
        .from('audit_log')
        .select('changes')
        .eq('table_name', 'student_cases')
        .eq('row_id', String(fixtures.caseId));
      for (const row of data ?? []) {
        expect(Object.keys(row.changes as object)).not.toContain('email');
        expect(Object.keys(row.changes as object)).not.toContain('name');
      }
    });
  },
});
