// The people the applications' RLS tests need (issue 33), on one stack per test file: students with an
// application each, and the counsellor Anita, who may see a student's applications only while both
// hold: the student's case is assigned to her AND the student shares with counsellors.
import type { Database } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_ADMIN, DEMO_COUNSELLORS, startTestStack, type TestStack } from './stack.ts';

type Client = SupabaseClient<Database>;

export interface Student {
  client: Client;
  id: string;
  email: string;
  /** Their application (to the first seeded programme), with one 'home' step and one comment of theirs. */
  applicationId: number;
  stepId: number;
  commentId: number;
}

export interface ApplicationsWorld {
  stack: TestStack;
  service: Client;
  anon: Client;
  admin: Client;
  /** Anita, the demo counsellor signed in; Sagar is the other one. */
  counsellor: Client;
  counsellorId: string;
  otherCounsellorId: string;
  programs: number[];
  /** No case: nobody but them sees their applications. */
  alice: Student;
  /** Case with Anita, sharing with counsellors: Anita (and admins) read. */
  shared: Student;
  /** Case with Anita, not sharing: nobody else reads. */
  unshared: Student;
  /** Sharing, but their case is Sagar's: Anita reads nothing. */
  elsewhere: Student;
}

/** Registers beforeAll/afterAll and gives the world to tests. */
export function useApplicationsWorld(): () => ApplicationsWorld {
  let world: ApplicationsWorld;

  beforeAll(async () => {
    const stack = await startTestStack();
    const service = stack.service();
    const counsellors = new Map(
      ((await service.from('counsellors').select('user_id, display_name')).data ?? []).map((row) => [
        row.display_name,
        row.user_id,
      ]),
    );
    const [anita, sagar] = DEMO_COUNSELLORS;
    const counsellorId = counsellors.get(anita.fullName) ?? '';
    const otherCounsellorId = counsellors.get(sagar.fullName) ?? '';
    const programs = ((await service.from('programs').select('id').order('id').limit(4)).data ?? []).map((p) => p.id);
    expect(programs).toHaveLength(4);

    const student = async (name: string, setup: { caseWith?: string; shares?: boolean } = {}): Promise<Student> => {
      const user = await stack.newUser({ full_name: name });
      if (setup.caseWith) {
        const made = await service
          .from('student_cases')
          .insert({ email: user.email.toLowerCase(), name, counsellor_id: setup.caseWith });
        expect(made.error).toBeNull();
      }
      if (setup.shares !== undefined) {
        const consent = await service
          .from('sharing_consents')
          .insert({ user_id: user.id, share_with_counsellors: setup.shares });
        expect(consent.error).toBeNull();
      }
      const { data: application, error } = await user.client
        .from('applications')
        .insert({ program_id: programs[0] as number, portal: 'uni-assist', deadline: '2027-01-15' })
        .select('id')
        .single();
      if (error) throw new Error(`application fixture: ${error.message}`);
      const { data: step, error: stepError } = await user.client
        .from('application_steps')
        .insert({ application_id: application.id, source: 'home', title: 'APS certificate', lead_time_days: 30 })
        .select('id')
        .single();
      if (stepError) throw new Error(`step fixture: ${stepError.message}`);
      const { data: comment, error: commentError } = await user.client
        .from('application_comments')
        .insert({ application_id: application.id, body: 'Transcripts ordered.' })
        .select('id')
        .single();
      if (commentError) throw new Error(`comment fixture: ${commentError.message}`);
      return { ...user, applicationId: application.id, stepId: step.id, commentId: comment.id };
    };

    world = {
      stack,
      service,
      anon: stack.anon(),
      admin: await stack.signedIn(DEMO_ADMIN),
      counsellor: await stack.signedIn(anita),
      counsellorId,
      otherCounsellorId,
      programs,
      alice: await student('Alice'),
      shared: await student('Shreya', { caseWith: counsellorId, shares: true }),
      unshared: await student('Umesh', { caseWith: counsellorId, shares: false }),
      elsewhere: await student('Esha', { caseWith: otherCounsellorId, shares: true }),
    };
  });
  afterAll(() => world?.stack.close());

  return () => world;
}
