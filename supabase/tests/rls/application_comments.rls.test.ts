// Comments on an application: the student and the counsellor assigned to their case (while the student
// shares with counsellors) read them and write them, each in their own name; nobody edits a comment,
// its author removes it. Visitors nothing.
import { describe, expect, it } from 'vitest';
import { useApplicationsWorld } from '../support/applications.ts';

describe('application_comments: row-level security', () => {
  const world = useApplicationsWorld();

  const commentOf = async (id: number) =>
    (await world().service.from('application_comments').select('*').eq('id', id).maybeSingle()).data;
  const commentsVisibleTo = async (client: ReturnType<typeof world>['anon'], applicationId: number) =>
    (await client.from('application_comments').select('id').eq('application_id', applicationId)).data ?? [];

  it('a student comments on their own application, in their own name, and reads only their own', async () => {
    const { alice } = world();
    const { data, error } = await alice.client
      .from('application_comments')
      .insert({ application_id: alice.applicationId, body: 'Portal fee paid.' })
      .select('author_id')
      .single();
    expect(error).toBeNull();
    expect(data?.author_id).toBe(alice.id);
    const all = await alice.client.from('application_comments').select('application_id');
    expect(new Set(all.data?.map((row) => row.application_id))).toEqual(new Set([alice.applicationId]));
  });

  it('a student neither reads nor comments on someone else’s application, nor writes in another’s name', async () => {
    const { alice, shared } = world();
    expect(await commentsVisibleTo(alice.client, shared.applicationId)).toEqual([]);
    const insert = await alice.client
      .from('application_comments')
      .insert({ application_id: shared.applicationId, body: 'Hello' });
    expect(insert.error?.code).toBe('42501');
    const forged = await alice.client
      .from('application_comments')
      .insert({ application_id: alice.applicationId, body: 'Forged', author_id: shared.id });
    expect(forged.error?.code).toBe('42501');
    await alice.client.from('application_comments').delete().eq('id', shared.commentId);
    expect(await commentOf(shared.commentId)).not.toBeNull();
  });

  it('the assigned counsellor with consent reads the comments and adds one the student sees', async () => {
    const { counsellor, counsellorId, shared } = world();
    expect(await commentsVisibleTo(counsellor, shared.applicationId)).toEqual([{ id: shared.commentId }]);
    const { data, error } = await counsellor
      .from('application_comments')
      .insert({ application_id: shared.applicationId, body: 'Your SOP reads well; send it by Friday.' })
      .select('id, author_id')
      .single();
    expect(error).toBeNull();
    expect(data?.author_id).toBe(counsellorId);
    const seen = await shared.client
      .from('application_comments')
      .select('body')
      .eq('id', data?.id ?? 0);
    expect(seen.data).toEqual([{ body: 'Your SOP reads well; send it by Friday.' }]);
    // The student cannot remove what the counsellor wrote; the counsellor can.
    await shared.client
      .from('application_comments')
      .delete()
      .eq('id', data?.id ?? 0);
    expect(await commentOf(data?.id ?? 0)).not.toBeNull();
    const removed = await counsellor
      .from('application_comments')
      .delete()
      .eq('id', data?.id ?? 0)
      .select('id');
    expect(removed.data).toHaveLength(1);
  });

  it('the counsellor cannot comment in the student’s name nor remove the student’s comment', async () => {
    const { counsellor, shared } = world();
    const forged = await counsellor
      .from('application_comments')
      .insert({ application_id: shared.applicationId, body: 'As the student', author_id: shared.id });
    expect(forged.error?.code).toBe('42501');
    await counsellor.from('application_comments').delete().eq('id', shared.commentId);
    expect(await commentOf(shared.commentId)).not.toBeNull();
  });

  it('assigned without consent: the counsellor neither reads nor comments', async () => {
    const { counsellor, unshared } = world();
    expect(await commentsVisibleTo(counsellor, unshared.applicationId)).toEqual([]);
    const insert = await counsellor
      .from('application_comments')
      .insert({ application_id: unshared.applicationId, body: 'Unasked' });
    expect(insert.error?.code).toBe('42501');
  });

  it('consent but another counsellor’s case: the counsellor neither reads nor comments', async () => {
    const { counsellor, elsewhere } = world();
    expect(await commentsVisibleTo(counsellor, elsewhere.applicationId)).toEqual([]);
    const insert = await counsellor
      .from('application_comments')
      .insert({ application_id: elsewhere.applicationId, body: 'Not my case' });
    expect(insert.error?.code).toBe('42501');
  });

  it('nobody edits a comment, not even its author', async () => {
    const { alice } = world();
    const { error } = await alice.client
      .from('application_comments')
      .update({ body: 'Edited' })
      .eq('id', alice.commentId);
    expect(error?.code).toBe('42501');
    expect((await commentOf(alice.commentId))?.body).toBe('Transcripts ordered.');
  });

  it('a visitor can neither read nor write comments', async () => {
    const { anon, shared } = world();
    expect((await anon.from('application_comments').select('id')).error?.code).toBe('42501');
    const insert = await anon
      .from('application_comments')
      .insert({ application_id: shared.applicationId, body: 'Anon' });
    expect(insert.error?.code).toBe('42501');
  });

  it('a student removes their own comment', async () => {
    const { alice } = world();
    const { error } = await alice.client.from('application_comments').delete().eq('id', alice.commentId);
    expect(error).toBeNull();
    expect(await commentOf(alice.commentId)).toBeNull();
  });

  it('the service role manages any row', async () => {
    const { service, unshared } = world();
    expect((await service.from('application_comments').delete().eq('id', unshared.commentId)).error).toBeNull();
    expect(await commentOf(unshared.commentId)).toBeNull();
  });
});
