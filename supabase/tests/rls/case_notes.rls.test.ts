// Notes are internal: read by the admins and the counsellor of the case, never by the student (not
// even about themselves; they get them only in their data download) nor by visitors. Staff of the
// case write notes in their own name; an author edits their own notes; admins and authors delete.
// The matrix's fixture notes are written by the service role (no author): nobody edits them and only
// admins delete them; the extra tests show an author's rights.
import { expect, it } from 'vitest';
import { describeRls, OPERATIONS } from '../support/rls.ts';

describeRls({
  table: 'case_notes',
  sample: ({ caseId }) => ({ case_id: caseId, body: 'Wants a Masters in Data Science; IELTS booked for March.' }),
  patch: { body: 'Changed' },
  allowed: {
    anon: [],
    user: [],
    counsellor: ['select', 'insert'],
    admin: ['select', 'insert', 'delete'],
    service: OPERATIONS,
  },
  extra(context) {
    it('the counsellor of the case edits and deletes their own note, written in their name', async () => {
      const { clients, fixtures } = context();
      const { data: note, error } = await clients.counsellor
        .from('case_notes')
        .insert({ case_id: fixtures.caseId, body: 'First call went well.' })
        .select('id, author_id')
        .single();
      expect(error).toBeNull();
      expect(note?.author_id).toBe(fixtures.counsellorId);
      const edit = await clients.counsellor
        .from('case_notes')
        .update({ body: 'First call went very well.' })
        .eq('id', note?.id ?? 0)
        .select('body');
      expect(edit.data).toEqual([{ body: 'First call went very well.' }]);
      // An admin reads it but cannot put words in the counsellor's mouth.
      await clients.admin
        .from('case_notes')
        .update({ body: 'Admin wrote this' })
        .eq('id', note?.id ?? 0);
      const read = await clients.admin
        .from('case_notes')
        .select('body')
        .eq('id', note?.id ?? 0)
        .single();
      expect(read.data?.body).toBe('First call went very well.');
      const remove = await clients.counsellor
        .from('case_notes')
        .delete()
        .eq('id', note?.id ?? 0)
        .select('id');
      expect(remove.data).toHaveLength(1);
    });

    it('a note cannot be written in someone else’s name', async () => {
      const { clients, fixtures } = context();
      const { error } = await clients.counsellor
        .from('case_notes')
        .insert({ case_id: fixtures.caseId, body: 'Forged', author_id: fixtures.otherCounsellorId });
      expect(error?.code).toBe('42501');
    });

    it('a counsellor neither reads nor writes notes of another counsellor’s case', async () => {
      const { clients, fixtures } = context();
      await clients.service.from('case_notes').insert({ case_id: fixtures.otherCaseId, body: 'Private to Sagar' });
      const read = await clients.counsellor.from('case_notes').select('id').eq('case_id', fixtures.otherCaseId);
      expect(read.data).toEqual([]);
      const insert = await clients.counsellor
        .from('case_notes')
        .insert({ case_id: fixtures.otherCaseId, body: 'Mine' });
      expect(insert.error?.code).toBe('42501');
    });

    it('a counsellor who is no longer assigned no longer reads the case’s notes', async () => {
      const { clients, fixtures } = context();
      const { data: moved } = await clients.service
        .from('student_cases')
        .insert({ email: `moved.${fixtures.caseId}@example.com`, name: 'Moved', counsellor_id: fixtures.counsellorId })
        .select('id')
        .single();
      await clients.service.from('case_notes').insert({ case_id: moved?.id ?? 0, body: 'Before the handover' });
      expect(
        (
          await clients.counsellor
            .from('case_notes')
            .select('id')
            .eq('case_id', moved?.id ?? 0)
        ).data,
      ).toHaveLength(1);
      await clients.admin
        .from('student_cases')
        .update({ counsellor_id: fixtures.otherCounsellorId })
        .eq('id', moved?.id ?? 0);
      expect(
        (
          await clients.counsellor
            .from('case_notes')
            .select('id')
            .eq('case_id', moved?.id ?? 0)
        ).data,
      ).toEqual([]);
    });

    it('a student never reads the notes of their own case', async () => {
      const { clients, userEmail } = context();
      const { data: own } = await clients.service
        .from('student_cases')
        .insert({ email: userEmail, name: 'RLS Test User' })
        .select('id')
        .single();
      await clients.service.from('case_notes').insert({ case_id: own?.id ?? 0, body: 'Internal: parents pay.' });
      const read = await clients.user
        .from('case_notes')
        .select('body')
        .eq('case_id', own?.id ?? 0);
      expect(read.data ?? []).toEqual([]);
      const cases = await clients.user.from('student_cases').select('id');
      expect(cases.data ?? []).toEqual([]);
    });
  },
});
