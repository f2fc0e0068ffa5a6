// Tasks on a case: the admins and the counsellor of the case; nobody else, students included.
import { expect, it } from 'vitest';
import { describeRls, OPERATIONS } from '../support/rls.ts';

describeRls({
  table: 'case_tasks',
  sample: ({ caseId }) => ({ case_id: caseId, title: 'Send the bank statement checklist', due_on: '2027-01-15' }),
  patch: { done: true },
  allowed: { anon: [], user: [], counsellor: OPERATIONS, admin: OPERATIONS, service: OPERATIONS },
  extra(context) {
    it('a counsellor neither reads, adds, changes nor removes tasks of another counsellor’s case', async () => {
      const { clients, fixtures } = context();
      const { data: theirs } = await clients.service
        .from('case_tasks')
        .insert({ case_id: fixtures.otherCaseId, title: 'Their task' })
        .select()
        .single();
      const read = await clients.counsellor.from('case_tasks').select('id').eq('case_id', fixtures.otherCaseId);
      expect(read.data).toEqual([]);
      const insert = await clients.counsellor
        .from('case_tasks')
        .insert({ case_id: fixtures.otherCaseId, title: 'Mine' });
      expect(insert.error?.code).toBe('42501');
      await clients.counsellor
        .from('case_tasks')
        .update({ done: true })
        .eq('id', theirs?.id ?? 0);
      await clients.counsellor
        .from('case_tasks')
        .delete()
        .eq('id', theirs?.id ?? 0);
      const after = await clients.service
        .from('case_tasks')
        .select()
        .eq('id', theirs?.id ?? 0)
        .single();
      expect(after.data).toEqual(theirs);
    });

    it('a counsellor cannot move a task of their case onto another counsellor’s case', async () => {
      const { clients, fixtures } = context();
      const { data: mine } = await clients.counsellor
        .from('case_tasks')
        .insert({ case_id: fixtures.caseId, title: 'Mine' })
        .select('id, created_by')
        .single();
      expect(mine?.created_by).toBe(fixtures.counsellorId);
      const { error } = await clients.counsellor
        .from('case_tasks')
        .update({ case_id: fixtures.otherCaseId })
        .eq('id', mine?.id ?? 0);
      expect(error?.code).toBe('42501');
    });
  },
});
