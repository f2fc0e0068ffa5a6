// A student's applications are theirs: they start, read, change and remove only their own. The
// counsellor assigned to their case reads them only while the student shares with counsellors (both
// conditions, never one), and never changes or removes them; admins read under the same consent;
// visitors nothing. The generic matrix (support/rls.ts) does not fit rows that belong to users.
import { describe, expect, it } from 'vitest';
import { useApplicationsWorld } from '../support/applications.ts';

describe('applications: row-level security', () => {
  const world = useApplicationsWorld();

  const stageOf = async (id: number) =>
    (await world().service.from('applications').select('stage').eq('id', id).single()).data?.stage;
  const visibleTo = async (client: ReturnType<typeof world>['anon'], id: number) =>
    ((await client.from('applications').select('id').eq('id', id)).data ?? []).length === 1;

  it('a student starts an application (their own by default) and reads only their own', async () => {
    const { alice, programs } = world();
    const { data, error } = await alice.client
      .from('applications')
      .insert({ program_id: programs[1] as number, portal: 'Studielink' })
      .select('user_id, stage')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: alice.id, stage: 'preparing' });
    const mine = await alice.client.from('applications').select('user_id');
    expect(new Set(mine.data?.map((row) => row.user_id))).toEqual(new Set([alice.id]));
    expect(mine.data).toHaveLength(2);
  });

  it('a student changes their own application: stage, number, fees, notes', async () => {
    const { alice } = world();
    const { error } = await alice.client
      .from('applications')
      .update({ stage: 'submitted', application_number: 'A-2027-1', fee_paid_cents: 7500, notes: 'Sent.' })
      .eq('id', alice.applicationId);
    expect(error).toBeNull();
    expect(await stageOf(alice.applicationId)).toBe('submitted');
  });

  it('a student neither reads, starts, changes nor removes someone else’s application', async () => {
    const { alice, shared, programs } = world();
    expect(await visibleTo(alice.client, shared.applicationId)).toBe(false);
    const insert = await alice.client
      .from('applications')
      .insert({ user_id: shared.id, program_id: programs[2] as number });
    expect(insert.error?.code).toBe('42501');
    await alice.client.from('applications').update({ stage: 'rejected' }).eq('id', shared.applicationId);
    await alice.client.from('applications').delete().eq('id', shared.applicationId);
    expect(await stageOf(shared.applicationId)).toBe('preparing');
  });

  it('a student cannot hand their application to someone else', async () => {
    const { alice, shared } = world();
    const { error } = await alice.client
      .from('applications')
      .update({ user_id: shared.id })
      .eq('id', alice.applicationId);
    expect(error?.code).toBe('42501');
    const { data } = await world()
      .service.from('applications')
      .select('user_id')
      .eq('id', alice.applicationId)
      .single();
    expect(data?.user_id).toBe(alice.id);
  });

  it('one application per programme', async () => {
    const { alice, programs } = world();
    const { error } = await alice.client.from('applications').insert({ program_id: programs[0] as number });
    expect(error?.code).toBe('23505');
  });

  it('the assigned counsellor reads a sharing student’s applications', async () => {
    const { counsellor, shared } = world();
    const { data, error } = await counsellor.from('applications').select('id, user_id, portal');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: shared.applicationId, user_id: shared.id, portal: 'uni-assist' }]);
  });

  it('assigned without consent: the counsellor reads nothing', async () => {
    const { counsellor, unshared } = world();
    expect(await visibleTo(counsellor, unshared.applicationId)).toBe(false);
  });

  it('consent but another counsellor’s case: the counsellor reads nothing', async () => {
    const { counsellor, elsewhere } = world();
    expect(await visibleTo(counsellor, elsewhere.applicationId)).toBe(false);
  });

  it('no case at all: the counsellor reads nothing', async () => {
    const { counsellor, alice } = world();
    expect(await visibleTo(counsellor, alice.applicationId)).toBe(false);
  });

  it('the counsellor neither changes, starts nor removes a student’s application', async () => {
    const { counsellor, shared, programs } = world();
    const update = await counsellor.from('applications').update({ stage: 'admitted' }).eq('id', shared.applicationId);
    expect(update.data ?? []).toEqual([]);
    await counsellor.from('applications').delete().eq('id', shared.applicationId);
    expect(await stageOf(shared.applicationId)).toBe('preparing');
    const insert = await counsellor
      .from('applications')
      .insert({ user_id: shared.id, program_id: programs[3] as number });
    expect(insert.error?.code).toBe('42501');
  });

  it('a withdrawn consent hides the applications again; giving it back shows them', async () => {
    const { counsellor, service, shared } = world();
    await service.from('sharing_consents').update({ share_with_counsellors: false }).eq('user_id', shared.id);
    expect(await visibleTo(counsellor, shared.applicationId)).toBe(false);
    await service.from('sharing_consents').update({ share_with_counsellors: true }).eq('user_id', shared.id);
    expect(await visibleTo(counsellor, shared.applicationId)).toBe(true);
  });

  it('a case reassigned to another counsellor takes the applications with it', async () => {
    const { counsellor, service, shared, counsellorId, otherCounsellorId } = world();
    const email = shared.email.toLowerCase();
    await service.from('student_cases').update({ counsellor_id: otherCounsellorId }).eq('email', email);
    expect(await visibleTo(counsellor, shared.applicationId)).toBe(false);
    await service.from('student_cases').update({ counsellor_id: counsellorId }).eq('email', email);
    expect(await visibleTo(counsellor, shared.applicationId)).toBe(true);
  });

  it('a case whose address the account has not confirmed shows the counsellor nothing', async () => {
    const { counsellor, service, counsellorId, programs } = world();
    const email = `unconfirmed-${Date.now()}@example.com`;
    const { data: created } = await service.auth.admin.createUser({ email, password: 'test-password-123' });
    const id = created.user?.id ?? '';
    await service.from('student_cases').insert({ email, name: 'Unconfirmed', counsellor_id: counsellorId });
    await service.from('sharing_consents').insert({ user_id: id, share_with_counsellors: true });
    const { data: application } = await service
      .from('applications')
      .insert({ user_id: id, program_id: programs[0] as number })
      .select('id')
      .single();
    expect(await visibleTo(counsellor, application?.id ?? 0)).toBe(false);
  });

  it('an admin reads under the same consent, and changes nothing', async () => {
    const { admin, shared, unshared, alice } = world();
    expect(await visibleTo(admin, shared.applicationId)).toBe(true);
    expect(await visibleTo(admin, unshared.applicationId)).toBe(false);
    expect(await visibleTo(admin, alice.applicationId)).toBe(false);
    await admin.from('applications').update({ stage: 'enrolled' }).eq('id', shared.applicationId);
    await admin.from('applications').delete().eq('id', shared.applicationId);
    expect(await stageOf(shared.applicationId)).toBe('preparing');
  });

  it('a visitor can neither read nor write applications', async () => {
    const { anon, shared, programs } = world();
    expect((await anon.from('applications').select('id')).error?.code).toBe('42501');
    const insert = await anon.from('applications').insert({ user_id: shared.id, program_id: programs[3] as number });
    expect(insert.error?.code).toBe('42501');
    await anon.from('applications').delete().eq('id', shared.applicationId);
    expect(await stageOf(shared.applicationId)).toBe('preparing');
  });

  it('a student removes their own application, its steps and comments with it', async () => {
    const { alice, service } = world();
    const { error } = await alice.client.from('applications').delete().eq('id', alice.applicationId);
    expect(error).toBeNull();
    expect(await stageOf(alice.applicationId)).toBeUndefined();
    expect((await service.from('application_steps').select('id').eq('id', alice.stepId)).data).toEqual([]);
    expect((await service.from('application_comments').select('id').eq('id', alice.commentId)).data).toEqual([]);
  });

  it('the service role manages any row', async () => {
    const { service, unshared } = world();
    expect(
      (await service.from('applications').update({ stage: 'interview' }).eq('id', unshared.applicationId)).error,
    ).toBeNull();
    expect(await stageOf(unshared.applicationId)).toBe('interview');
  });
});
