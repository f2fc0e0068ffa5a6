// The case file (public.case_file) and the funnel (public.funnel_report): the case file opens for admins
// and the case's counsellor only, and shows the shortlist and plans only while the student agrees to
// share them; the funnel counts per week and home country, for staff only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COUNSELLORS, startTestStack, type TestStack } from '../support/stack.ts';

type Client = Awaited<ReturnType<TestStack['signedIn']>>;
interface CaseFile {
  case: { stage: string; counsellor_name: string };
  account: { shares_with_counsellors: boolean } | null;
  bookings: unknown[];
  shortlist: { program_id: number; shared_by: string }[];
  plans: { plan_query: string }[];
  history: { actor_email: string }[];
}

let stack: TestStack;
let admin: Client;
let anita: Client;
let sagar: Client;
let anitaId: string;
let slots: { counsellor_id: string; starts_at: string }[];
let programs: number[];
let network = 0;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signedIn(DEMO_ADMIN);
  anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
  sagar = await stack.signedIn(DEMO_COUNSELLORS[1]);
  anitaId = (await anita.auth.getUser()).data.user?.id ?? '';
  slots = ((await stack.anon().rpc('open_slots')).data ?? []).filter((slot) => slot.counsellor_id === anitaId);
  programs = ((await stack.service().from('programs').select('id').order('id').limit(3)).data ?? []).map((p) => p.id);
});
afterAll(() => stack?.close());

/** A visitor's booking with Anita; returns its case. */
async function book(
  email: string,
  share: { share_consent: boolean; shortlist_program_ids?: number[]; plan_query?: string },
  home_country = 'India',
) {
  const slot = slots[network] as (typeof slots)[number];
  network += 1;
  const row = await stack.withPass('bookings', {
    counsellor_id: slot.counsellor_id,
    starts_at: slot.starts_at,
    name: 'Kiran',
    email,
    home_country,
    ...share,
  });
  const { error } = await stack.anonFrom(`127.0.${network}.1`).from('bookings').insert(row);
  if (error) throw new Error(error.message);
  return (await stack.service().from('student_cases').select('id').eq('email', email).single()).data?.id ?? 0;
}
const open = async (client: Client, caseId: number) => {
  const { data, error } = await client.rpc('case_file', { case_id: caseId });
  return { file: data as unknown as CaseFile | null, error };
};

describe('case_file', () => {
  it('opens for the case’s counsellor and admins; refuses another counsellor, the student and visitors', async () => {
    const student = await stack.newUser();
    const caseId = await book(student.email, { share_consent: false });
    const mine = await open(anita, caseId);
    expect(mine.error).toBeNull();
    expect(mine.file?.case).toMatchObject({
      stage: 'consultation_booked',
      counsellor_name: DEMO_COUNSELLORS[0].fullName,
    });
    expect(mine.file?.bookings).toHaveLength(1);
    expect((await open(admin, caseId)).error).toBeNull();
    for (const client of [sagar, student.client]) {
      const refused = await open(client, caseId);
      expect(refused.file).toBeNull();
      expect(refused.error?.code).toBe('42501');
    }
    expect((await stack.anon().rpc('case_file', { case_id: caseId })).error?.code).toBe('42501');
  });

  it('a booking’s shortlist and plan are kept and shown only with consent', async () => {
    const without = await book('noconsent@example.com', {
      share_consent: false,
      shortlist_program_ids: [programs[0] as number],
      plan_query: 'country=DE',
    });
    const hidden = (await open(anita, without)).file;
    expect(hidden?.shortlist).toEqual([]);
    expect(hidden?.plans).toEqual([]);
    const withConsent = await book('consent@example.com', {
      share_consent: true,
      shortlist_program_ids: [programs[0] as number],
      plan_query: 'country=DE',
    });
    const shown = (await open(anita, withConsent)).file;
    expect(shown?.shortlist).toEqual([expect.objectContaining({ program_id: programs[0], shared_by: 'booking' })]);
    expect(shown?.plans).toEqual([expect.objectContaining({ plan_query: 'country=DE' })]);
  });

  it('the account’s shortlist shows while the student shares it on /account; withdrawing removes it and the booking’s', async () => {
    const student = await stack.newUser();
    const caseId = await book(student.email, { share_consent: true, shortlist_program_ids: [programs[1] as number] });
    await student.client.from('shortlisted_programs').insert({ program_id: programs[2] as number });
    const shared = async () =>
      ((await open(anita, caseId)).file?.shortlist ?? []).map((s) => [s.program_id, s.shared_by]);
    expect(await shared()).toEqual([[programs[1], 'booking']]);

    await student.client.from('sharing_consents').insert({ share_with_counsellors: true });
    expect((await shared()).sort()).toEqual(
      [
        [programs[1], 'booking'],
        [programs[2], 'account'],
      ].sort(),
    );
    expect((await open(anita, caseId)).file?.account?.shares_with_counsellors).toBe(true);

    await student.client.from('sharing_consents').update({ share_with_counsellors: false }).eq('user_id', student.id);
    expect(await shared()).toEqual([]);
    expect((await open(anita, caseId)).file?.account?.shares_with_counsellors).toBe(false);
  });

  it('the history shows the stage moves with who made them', async () => {
    const caseId = await book('history@example.com', { share_consent: false });
    await anita.from('student_cases').update({ stage: 'consulted' }).eq('id', caseId);
    const file = (await open(anita, caseId)).file;
    expect(file?.history[0]).toMatchObject({ actor_email: DEMO_COUNSELLORS[0].email });
  });
});

describe('funnel_report', () => {
  it('counts leads, bookings and show-ups per week and home country', async () => {
    const nepal = [
      await book('np1@example.com', { share_consent: false }, 'Nepal'),
      await book('np2@example.com', { share_consent: false }, 'Nepal'),
    ];
    // A lead without a booking (a contact message), and one booking attended.
    await stack
      .anon()
      .from('contacts')
      .insert(
        await stack.withPass('contacts', { name: 'Lead', email: 'np3@example.com', subject: 'Fees', message: 'Hi' }),
      );
    await stack.service().from('student_cases').update({ home_country: 'Nepal' }).eq('email', 'np3@example.com');
    // Held: staff mark attendance only once a consultation began, so the service role stands in.
    await stack
      .service()
      .from('bookings')
      .update({ status: 'attended' })
      .eq('case_id', nepal[0] as number);

    const { data, error } = await admin.rpc('funnel_report', { weeks: 4 });
    expect(error).toBeNull();
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const row = data?.find((r) => r.home_country === 'Nepal');
    expect(row).toMatchObject({
      week: monday.toISOString().slice(0, 10),
      leads: 3,
      booked: 2,
      showed_up: 1,
      no_shows: 0,
    });
    expect(Number(row?.booking_rate)).toBeCloseTo(0.667, 3);
    expect(Number(row?.show_up_rate)).toBeCloseTo(0.5, 3);
    expect((await anita.rpc('funnel_report', { weeks: 4 })).error).toBeNull();
  });

  it('refuses students and visitors, and a silly number of weeks', async () => {
    const student = await stack.newUser();
    expect((await student.client.rpc('funnel_report', {})).error?.code).toBe('42501');
    expect((await stack.anon().rpc('funnel_report', {})).error?.code).toBe('42501');
    expect((await admin.rpc('funnel_report', { weeks: 0 })).error?.code).toBe('22023');
  });
});
