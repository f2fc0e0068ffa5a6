// An application's checklist is its student's: they add steps (never one in the counsellor's name),
// tick them, mark them not needed with a reason, and remove them. The counsellor assigned to their case
// reads the checklist and adds a 'counsellor' step only while the student shares with counsellors; they
// never tick or rewrite the student's steps. Visitors nothing.
import { describe, expect, it } from 'vitest';
import { useApplicationsWorld } from '../support/applications.ts';

describe('application_steps: row-level security', () => {
  const world = useApplicationsWorld();

  const stepOf = async (id: number) =>
    (await world().service.from('application_steps').select('*').eq('id', id).maybeSingle()).data;
  const stepsVisibleTo = async (client: ReturnType<typeof world>['anon'], applicationId: number) =>
    (await client.from('application_steps').select('id').eq('application_id', applicationId)).data ?? [];

  it('a student adds steps to their own application, in their own name', async () => {
    const { alice } = world();
    const { data, error } = await alice.client
      .from('application_steps')
      .insert({ application_id: alice.applicationId, source: 'student', title: 'Ask Prof. Rao for a reference' })
      .select('added_by, source')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ added_by: alice.id, source: 'student' });
  });

  it('a student cannot add a step as the counsellor, nor in someone else’s name', async () => {
    const { alice, shared } = world();
    const asCounsellor = await alice.client
      .from('application_steps')
      .insert({ application_id: alice.applicationId, source: 'counsellor', title: 'Forged advice' });
    expect(asCounsellor.error?.code).toBe('42501');
    const forged = await alice.client
      .from('application_steps')
      .insert({ application_id: alice.applicationId, source: 'student', title: 'Mine', added_by: shared.id });
    expect(forged.error?.code).toBe('42501');
  });

  it('a student reads only their own steps', async () => {
    const { alice } = world();
    const { data } = await alice.client.from('application_steps').select('application_id');
    expect(new Set(data?.map((row) => row.application_id))).toEqual(new Set([alice.applicationId]));
  });

  it('a student ticks a step, or marks it not needed with why, but not both', async () => {
    const { alice } = world();
    const done = await alice.client
      .from('application_steps')
      .update({ done_at: new Date().toISOString() })
      .eq('id', alice.stepId);
    expect(done.error).toBeNull();
    expect((await stepOf(alice.stepId))?.done_at).not.toBeNull();
    const both = await alice.client
      .from('application_steps')
      .update({ not_needed_reason: 'IB diploma holders are exempt' })
      .eq('id', alice.stepId);
    expect(both.error?.code).toBe('23514');
    const notNeeded = await alice.client
      .from('application_steps')
      .update({ done_at: null, not_needed_reason: 'IB diploma holders are exempt' })
      .eq('id', alice.stepId);
    expect(notNeeded.error).toBeNull();
    expect((await stepOf(alice.stepId))?.not_needed_reason).toBe('IB diploma holders are exempt');
  });

  it('a student cannot turn their step into the counsellor’s, nor change who added it', async () => {
    const { alice, shared } = world();
    const source = await alice.client.from('application_steps').update({ source: 'counsellor' }).eq('id', alice.stepId);
    expect(source.error?.code).toBe('42501');
    const author = await alice.client.from('application_steps').update({ added_by: shared.id }).eq('id', alice.stepId);
    expect(author.error?.code).toBe('42501');
    expect(await stepOf(alice.stepId)).toMatchObject({ source: 'home', added_by: alice.id });
  });

  it('a student neither reads, adds to, ticks nor removes someone else’s checklist', async () => {
    const { alice, shared } = world();
    expect(await stepsVisibleTo(alice.client, shared.applicationId)).toEqual([]);
    const insert = await alice.client
      .from('application_steps')
      .insert({ application_id: shared.applicationId, source: 'student', title: 'Sneaky' });
    expect(insert.error?.code).toBe('42501');
    await alice.client.from('application_steps').update({ done_at: new Date().toISOString() }).eq('id', shared.stepId);
    await alice.client.from('application_steps').delete().eq('id', shared.stepId);
    expect((await stepOf(shared.stepId))?.done_at).toBeNull();
  });

  it('a student cannot move a step onto someone else’s application', async () => {
    const { alice, shared } = world();
    const { error } = await alice.client
      .from('application_steps')
      .update({ application_id: shared.applicationId })
      .eq('id', alice.stepId);
    expect(error?.code).toBe('42501');
    expect((await stepOf(alice.stepId))?.application_id).toBe(alice.applicationId);
  });

  it('the assigned counsellor with consent reads the checklist and adds a counsellor step the student sees', async () => {
    const { counsellor, counsellorId, shared } = world();
    expect(await stepsVisibleTo(counsellor, shared.applicationId)).toEqual([{ id: shared.stepId }]);
    const { data, error } = await counsellor
      .from('application_steps')
      .insert({
        application_id: shared.applicationId,
        source: 'counsellor',
        title: 'Book the VFS appointment now',
        official_url: 'https://www.vfsglobal.com/',
      })
      .select('id, added_by')
      .single();
    expect(error).toBeNull();
    expect(data?.added_by).toBe(counsellorId);
    const seen = await shared.client
      .from('application_steps')
      .select('title, source')
      .eq('id', data?.id ?? 0);
    expect(seen.data).toEqual([{ title: 'Book the VFS appointment now', source: 'counsellor' }]);
  });

  it('the counsellor adds only counsellor steps, not yet ticked, in their own name', async () => {
    const { counsellor, shared } = world();
    const asStudent = await counsellor
      .from('application_steps')
      .insert({ application_id: shared.applicationId, source: 'student', title: 'In the student’s name' });
    expect(asStudent.error?.code).toBe('42501');
    const forged = await counsellor
      .from('application_steps')
      .insert({ application_id: shared.applicationId, source: 'counsellor', title: 'X', added_by: shared.id });
    expect(forged.error?.code).toBe('42501');
    const ticked = await counsellor.from('application_steps').insert({
      application_id: shared.applicationId,
      source: 'counsellor',
      title: 'Already done for you',
      done_at: new Date().toISOString(),
    });
    expect(ticked.error?.code).toBe('42501');
  });

  it('the counsellor cannot tick, rewrite or remove the student’s steps', async () => {
    const { counsellor, shared } = world();
    await counsellor.from('application_steps').update({ done_at: new Date().toISOString() }).eq('id', shared.stepId);
    await counsellor.from('application_steps').update({ title: 'Rewritten' }).eq('id', shared.stepId);
    await counsellor.from('application_steps').delete().eq('id', shared.stepId);
    expect(await stepOf(shared.stepId)).toMatchObject({ done_at: null, title: 'APS certificate' });
  });

  it('the student ticks the counsellor’s step but cannot rewrite what the counsellor wrote', async () => {
    const { counsellor, shared } = world();
    const { data: step } = await counsellor
      .from('application_steps')
      .insert({ application_id: shared.applicationId, source: 'counsellor', title: 'Send the SOP draft' })
      .select('id')
      .single();
    const id = step?.id ?? 0;
    const tick = await shared.client
      .from('application_steps')
      .update({ done_at: new Date().toISOString() })
      .eq('id', id);
    expect(tick.error).toBeNull();
    const rewrite = await shared.client.from('application_steps').update({ title: 'Skip the SOP' }).eq('id', id);
    expect(rewrite.error?.code).toBe('42501');
    expect(await stepOf(id)).toMatchObject({ title: 'Send the SOP draft', source: 'counsellor' });
    expect((await stepOf(id))?.done_at).not.toBeNull();
  });

  it('assigned without consent: the counsellor neither reads nor adds', async () => {
    const { counsellor, unshared } = world();
    expect(await stepsVisibleTo(counsellor, unshared.applicationId)).toEqual([]);
    const insert = await counsellor
      .from('application_steps')
      .insert({ application_id: unshared.applicationId, source: 'counsellor', title: 'Unasked' });
    expect(insert.error?.code).toBe('42501');
  });

  it('consent but another counsellor’s case: the counsellor neither reads nor adds', async () => {
    const { counsellor, elsewhere } = world();
    expect(await stepsVisibleTo(counsellor, elsewhere.applicationId)).toEqual([]);
    const insert = await counsellor
      .from('application_steps')
      .insert({ application_id: elsewhere.applicationId, source: 'counsellor', title: 'Not my case' });
    expect(insert.error?.code).toBe('42501');
  });

  it('a visitor can neither read nor write steps', async () => {
    const { anon, shared } = world();
    expect((await anon.from('application_steps').select('id')).error?.code).toBe('42501');
    const insert = await anon
      .from('application_steps')
      .insert({ application_id: shared.applicationId, source: 'student', title: 'Anon' });
    expect(insert.error?.code).toBe('42501');
    await anon.from('application_steps').delete().eq('id', shared.stepId);
    expect(await stepOf(shared.stepId)).not.toBeNull();
  });

  it('a student removes their own step', async () => {
    const { alice } = world();
    const { error } = await alice.client.from('application_steps').delete().eq('id', alice.stepId);
    expect(error).toBeNull();
    expect(await stepOf(alice.stepId)).toBeNull();
  });

  it('the service role manages any row', async () => {
    const { service, unshared } = world();
    const { error } = await service
      .from('application_steps')
      .update({ done_at: new Date().toISOString() })
      .eq('id', unshared.stepId);
    expect(error).toBeNull();
    expect((await stepOf(unshared.stepId))?.done_at).not.toBeNull();
  });
});
