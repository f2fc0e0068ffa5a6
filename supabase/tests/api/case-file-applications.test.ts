// The case file's applications (issue 33): public.case_file lists the student's applications, their
// checklists and comments only while the account with the case's confirmed address shares with
// counsellors; the case's counsellor adds a step (stored with source 'counsellor') and a comment the
// student reads, and cannot tick or change the student's own steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUNSELLORS, startTestStack, type TestStack } from '../support/stack.ts';

type Client = Awaited<ReturnType<TestStack['signedIn']>>;
interface Application {
  id: number;
  program_id: number;
  stage: string;
  portal: string | null;
  deadline: string | null;
  progress: { done: number; total: number };
  steps: { id: number; source: string; title: string; due_on: string | null; done_at: string | null }[];
  comments: { body: string; author: string }[];
}
interface CaseFile {
  account: { shares_with_counsellors: boolean } | null;
  applications: Application[] | null;
}

let stack: TestStack;
let anita: Client;
let sagar: Client;
let anitaId: string;
let programs: number[];

beforeAll(async () => {
  stack = await startTestStack();
  anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
  sagar = await stack.signedIn(DEMO_COUNSELLORS[1]);
  anitaId = (await anita.auth.getUser()).data.user?.id ?? '';
  programs = ((await stack.service().from('programs').select('id').order('id').limit(2)).data ?? []).map((p) => p.id);
});
afterAll(() => stack?.close());

/** A student with an account, a case assigned to Anita and one application with two steps (one done). */
async function studentWithApplication() {
  const student = await stack.newUser();
  const service = stack.service();
  const made = await service
    .from('student_cases')
    .insert({ email: student.email, name: 'Kiran', home_country: 'India', counsellor_id: anitaId })
    .select('id')
    .single();
  if (made.error) throw made.error;
  const application = await student.client
    .from('applications')
    .insert({ program_id: programs[0] as number, portal: 'uni-assist', deadline: '2027-01-15' })
    .select('id')
    .single();
  if (application.error) throw application.error;
  const steps = await student.client
    .from('application_steps')
    .insert([
      {
        application_id: application.data.id,
        source: 'home',
        position: 1,
        title: 'APS certificate',
        due_on: '2026-11-01',
      },
      {
        application_id: application.data.id,
        source: 'programme',
        position: 2,
        title: 'IELTS 6.5',
        done_at: new Date().toISOString(),
      },
    ])
    .select('id, title');
  if (steps.error) throw steps.error;
  return { student, caseId: made.data.id, applicationId: application.data.id, steps: steps.data };
}

const open = async (client: Client, caseId: number) => {
  const { data, error } = await client.rpc('case_file', { case_id: caseId });
  if (error) throw error;
  return data as unknown as CaseFile;
};

describe('case_file applications', () => {
  it('lists the applications only while the student shares with counsellors', async () => {
    const { student, caseId, applicationId } = await studentWithApplication();
    expect((await open(anita, caseId)).applications).toBeNull();

    await student.client.from('sharing_consents').insert({ share_with_counsellors: true });
    const shared = (await open(anita, caseId)).applications;
    expect(shared).toHaveLength(1);
    expect(shared?.[0]).toMatchObject({
      id: applicationId,
      program_id: programs[0],
      stage: 'preparing',
      portal: 'uni-assist',
      deadline: '2027-01-15',
      progress: { done: 1, total: 2 },
    });
    expect(shared?.[0]?.steps.map((s) => [s.source, s.title, s.due_on])).toEqual([
      ['home', 'APS certificate', '2026-11-01'],
      ['programme', 'IELTS 6.5', null],
    ]);

    await student.client.from('sharing_consents').update({ share_with_counsellors: false }).eq('user_id', student.id);
    expect((await open(anita, caseId)).applications).toBeNull();
  });

  it('the counsellor adds a step stored as the counsellor’s and a comment the student reads', async () => {
    const { student, caseId, applicationId } = await studentWithApplication();
    // Without consent the counsellor can add nothing.
    const refused = await anita
      .from('application_steps')
      .insert({ application_id: applicationId, source: 'counsellor', title: 'Book the visa appointment' });
    expect(refused.error?.code).toBe('42501');

    await student.client.from('sharing_consents').insert({ share_with_counsellors: true });
    const added = await anita
      .from('application_steps')
      .insert({
        application_id: applicationId,
        source: 'counsellor',
        position: 3,
        title: 'Book the visa appointment',
        due_on: '2026-12-01',
      })
      .select('source, added_by')
      .single();
    expect(added.error).toBeNull();
    expect(added.data).toEqual({ source: 'counsellor', added_by: anitaId });
    // Not as if the student had added it.
    const posing = await anita
      .from('application_steps')
      .insert({ application_id: applicationId, source: 'student', title: 'Posing as the student' });
    expect(posing.error?.code).toBe('42501');
    // Nor for a case that is not theirs.
    const other = await sagar
      .from('application_steps')
      .insert({ application_id: applicationId, source: 'counsellor', title: 'Not my student' });
    expect(other.error?.code).toBe('42501');

    const comment = await anita
      .from('application_comments')
      .insert({ application_id: applicationId, body: 'Start the APS now.' });
    expect(comment.error).toBeNull();

    const seen = await student.client
      .from('application_steps')
      .select('source, title')
      .eq('application_id', applicationId);
    expect(seen.data).toContainEqual({ source: 'counsellor', title: 'Book the visa appointment' });
    const comments = await student.client
      .from('application_comments')
      .select('body')
      .eq('application_id', applicationId);
    expect(comments.data).toEqual([{ body: 'Start the APS now.' }]);

    const file = (await open(anita, caseId)).applications?.[0];
    expect(file?.steps.at(-1)).toMatchObject({ source: 'counsellor', title: 'Book the visa appointment' });
    expect(file?.comments).toEqual([
      expect.objectContaining({ body: 'Start the APS now.', author: DEMO_COUNSELLORS[0].fullName }),
    ]);
  });

  it('the counsellor cannot tick, change or remove the student’s steps', async () => {
    const { student, applicationId, steps } = await studentWithApplication();
    await student.client.from('sharing_consents').insert({ share_with_counsellors: true });
    const aps = steps.find((s) => s.title === 'APS certificate')?.id ?? 0;
    const ticked = await anita
      .from('application_steps')
      .update({ done_at: new Date().toISOString() })
      .eq('id', aps)
      .select('id');
    // RLS: the update matches no row the counsellor may change.
    expect(ticked.data ?? []).toEqual([]);
    await anita.from('application_steps').delete().eq('id', aps);
    const after = await student.client
      .from('application_steps')
      .select('id, done_at')
      .eq('application_id', applicationId);
    expect(after.data).toContainEqual({ id: aps, done_at: null });
  });
});
