import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CANNOT_DELETE,
  CONFIRM_TO_DELETE,
  CONFIRMATION,
  LOGIN_TO_DELETE,
} from '../../functions/_shared/delete-account.ts';
import { callFunction } from '../support/payments.ts';
import { DEMO_ADMIN, DEMO_COUNSELLORS, startTestStack, type TestStack } from '../support/stack.ts';

// Accounts and the console's view of them: the Students view and console functions answer admins
// only, a student's own data comes back whole, and deleting an account leaves no personal data while
// its purchases stay, anonymised.

let stack: TestStack;
let admin: Awaited<ReturnType<TestStack['signedIn']>>;
let adminId: string;
let planId: number;
beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signedIn(DEMO_ADMIN);
  adminId = (await admin.auth.getUser()).data.user?.id ?? '';
  const { data } = await stack.service().from('pricing_plans').select('id').limit(1).single();
  planId = data?.id ?? 0;
});
afterAll(() => stack.close());

async function purchase(userId: string | null, email: string | null, extra: Record<string, unknown> = {}) {
  const { error } = await stack
    .service()
    .from('purchases')
    .insert({
      user_id: userId,
      email,
      plan_id: planId,
      amount_total: 499_900,
      currency: 'inr',
      status: 'paid',
      stripe_session_id: `cs_test_${randomUUID().slice(0, 12)}`,
      stripe_payment_intent_id: `pi_${randomUUID().slice(0, 12)}`,
      ...extra,
    });
  if (error) throw new Error(error.message);
}

const tokenOf = async (client: Awaited<ReturnType<TestStack['signedIn']>>) =>
  (await client.auth.getSession()).data.session?.access_token ?? '';

describe('the Students view', () => {
  it('lists every account for an admin, with name, confirmation, role and paid purchases', async () => {
    const student = await stack.newUser({ full_name: 'Asha Rao' });
    await purchase(student.id, student.email);
    const { data, error } = await admin.from('students').select('*').eq('id', student.id);
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        id: student.id,
        email: student.email,
        full_name: 'Asha Rao',
        is_admin: false,
        paid_purchases: 1,
        email_confirmed_at: expect.any(String),
      }),
    ]);
    const { data: me } = await admin.from('students').select('is_admin').eq('id', adminId).single();
    expect(me?.is_admin).toBe(true);
  });

  it('is searchable by e-mail and pages like a table', async () => {
    const student = await stack.newUser();
    const { data, count } = await admin
      .from('students')
      .select('email', { count: 'exact' })
      .ilike('email', `%${student.email.slice(0, 13)}%`)
      .range(0, 9);
    expect(data).toEqual([{ email: student.email }]);
    expect(count).toBe(1);
  });

  it('shows a student and a visitor nothing, and nobody can write to it', async () => {
    const student = await stack.newUser();
    expect((await student.client.from('students').select('id')).data).toEqual([]);
    const anon = await stack.anon().from('students').select('id');
    expect(anon.error?.code).toBe('42501');
    for (const client of [admin, student.client]) {
      const inserted = await client.from('students').insert({ id: randomUUID(), email: 'x@example.com' } as never);
      expect(inserted.error).not.toBeNull();
      const updated = await client
        .from('students')
        .update({ full_name: 'Changed' } as never)
        .eq('id', student.id);
      expect(updated.error).not.toBeNull();
      const deleted = await client.from('students').delete().eq('id', student.id);
      expect(deleted.error).not.toBeNull();
    }
    const { data } = await stack.service().auth.admin.getUserById(student.id);
    expect(data.user?.user_metadata.full_name).toBeUndefined();
  });
});

describe('revenue_this_month', () => {
  it('adds up the paid INR purchases of this month (India time) for an admin', async () => {
    const before = (await admin.rpc('revenue_this_month').single()).data;
    const student = await stack.newUser();
    await purchase(student.id, student.email);
    await purchase(student.id, student.email, { status: 'refunded' });
    await purchase(student.id, student.email, { created_at: '2020-01-15T00:00:00Z' });
    const { data, error } = await admin.rpc('revenue_this_month').single();
    expect(error).toBeNull();
    expect(data?.amount_total).toBe((before?.amount_total ?? 0) + 499_900);
    expect(data?.purchases).toBe((before?.purchases ?? 0) + 1);
    const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });
    expect(data?.month_start).toBe(`${kolkata.format(new Date())}-01`);
  });

  it('refuses students and visitors', async () => {
    const student = await stack.newUser();
    expect((await student.client.rpc('revenue_this_month')).error).toMatchObject({
      code: '42501',
      message: 'Only admins can do this.',
    });
    expect((await stack.anon().rpc('revenue_this_month')).error?.code).toBe('42501');
  });
});

describe('set_admin', () => {
  it('lets an admin grant and revoke admin rights; the student’s next request sees the change', async () => {
    const student = await stack.newUser();
    expect((await student.client.rpc('is_admin')).data).toBe(false);
    expect((await admin.rpc('set_admin', { target: student.id, make_admin: true })).error).toBeNull();
    expect((await student.client.rpc('is_admin')).data).toBe(true);
    expect((await student.client.from('contacts').select('id').limit(1)).error).toBeNull();
    expect((await admin.rpc('set_admin', { target: student.id, make_admin: false })).error).toBeNull();
    expect((await student.client.rpc('is_admin')).data).toBe(false);
  });

  it('never changes one’s own rights, and refuses non-admins and unknown accounts', async () => {
    expect((await admin.rpc('set_admin', { target: adminId, make_admin: false })).error).toMatchObject({
      code: '42501',
      message: 'You cannot change your own admin rights.',
    });
    const student = await stack.newUser();
    expect((await student.client.rpc('set_admin', { target: student.id, make_admin: true })).error?.code).toBe('42501');
    expect((await stack.anon().rpc('set_admin', { target: student.id, make_admin: true })).error?.code).toBe('42501');
    expect((await student.client.rpc('is_admin')).data).toBe(false);
    expect((await admin.rpc('set_admin', { target: randomUUID(), make_admin: true })).error).toMatchObject({
      code: 'P0002',
      message: 'No such account.',
    });
  });
});

describe('my_data', () => {
  it('gives a student everything stored about them, and nothing of anyone else', async () => {
    const student = await stack.newUser({ full_name: 'Bilal Khan' });
    const other = await stack.newUser();
    await purchase(student.id, student.email);
    await purchase(other.id, other.email);
    const { data: program } = await stack.service().from('programs').select('id, name').limit(1).single();
    await student.client.from('shortlisted_programs').insert({ program_id: program?.id ?? 0 });
    await stack
      .anon()
      .from('contacts')
      .insert(
        await stack.withPass('contacts', { name: 'Bilal', email: student.email, subject: 'Visa', message: 'Hi' }),
      );
    // A checkout started and not paid (create-checkout-session keeps it to reuse the session).
    await stack.service().rpc('checkout_in_progress', { buyer: student.id, plan: planId });

    const { data, error } = await student.client.rpc('my_data');
    expect(error).toBeNull();
    const document = data as Record<string, unknown> & {
      account: Record<string, unknown>;
      purchases: unknown[];
      shortlist: { program: string }[];
      contact_messages: { subject: string }[];
      checkouts_in_progress: { plan: string }[];
    };
    expect(document.account).toMatchObject({ id: student.id, email: student.email, full_name: 'Bilal Khan' });
    expect(document.purchases).toHaveLength(1);
    expect(document.shortlist.map((s) => s.program)).toEqual([program?.name]);
    expect(document.contact_messages.map((m) => m.subject)).toEqual(['Visa']);
    expect(document.checkouts_in_progress).toEqual([expect.objectContaining({ plan: expect.any(String) })]);
    expect(JSON.stringify(document)).not.toContain(other.email);
  });

  it('refuses a visitor', async () => {
    expect((await stack.anon().rpc('my_data')).error?.code).toBe('42501');
  });
});

/** The messages my_data gives this client, by subject. */
async function messageSubjects(client: Awaited<ReturnType<TestStack['signedIn']>>): Promise<string[]> {
  const { data, error } = await client.rpc('my_data');
  if (error) throw error;
  return (data as { contact_messages: { subject: string }[] }).contact_messages.map((m) => m.subject).sort();
}

const unconfirm = (id: string) =>
  stack.engine.owner.query('update auth.users set email_confirmed_at = null where id = $1', [id]);

describe('a lead’s messages belong to the lead', () => {
  it('signing up with a lead’s address gives no session until the lead’s mailbox confirms it', async () => {
    const lead = `lead-${randomUUID().slice(0, 8)}@example.com`;
    await stack
      .anon()
      .from('contacts')
      .insert(await stack.withPass('contacts', { name: 'Lead', email: lead, subject: 'Private', message: 'My marks' }));
    const signUp = await stack.anon().auth.signUp({ email: lead, password: 'taking-over-1' });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const signIn = await stack.anon().auth.signInWithPassword({ email: lead, password: 'taking-over-1' });
    expect(signIn.error?.code).toBe('email_not_confirmed');
  });

  it('an account sees messages sent with its address only once it confirmed the address', async () => {
    const student = await stack.newUser();
    await stack
      .anon()
      .from('contacts')
      .insert(
        await stack.withPass('contacts', { name: 'Lead', email: student.email, subject: 'Before', message: 'Hi' }),
      );
    expect(await messageSubjects(student.client)).toEqual(['Before']);
    await unconfirm(student.id);
    expect(await messageSubjects(student.client)).toEqual([]);
  });

  it('a message sent signed in is the sender’s, whatever address it names, and no one else’s', async () => {
    const sender = await stack.newUser();
    const named = await stack.newUser();
    const sent = await sender.client
      .from('contacts')
      .insert(
        await stack.withPass('contacts', { name: 'S', email: named.email, subject: 'Signed in', message: 'Hello' }),
      );
    expect(sent.error).toBeNull();
    expect(await messageSubjects(sender.client)).toEqual(['Signed in']);
    expect(await messageSubjects(named.client)).toEqual([]);
  });

  it('a client cannot name the account a message belongs to', async () => {
    const student = await stack.newUser();
    const other = await stack.newUser();
    const forged = await student.client.from('contacts').insert(
      await stack.withPass('contacts', {
        name: 'S',
        email: student.email,
        subject: 'Forged',
        message: 'Hi',
        user_id: other.id,
      }),
    );
    expect(forged.error?.code).toBe('42501');
    const anonymous = await stack
      .anon()
      .from('contacts')
      .insert(
        await stack.withPass('contacts', {
          name: 'V',
          email: 'v@example.com',
          subject: 'Forged',
          message: 'Hi',
          user_id: other.id,
        }),
      );
    expect(anonymous.error?.code).toBe('42501');
    expect(await messageSubjects(other.client)).toEqual([]);
  });
});

/** Rows anywhere in the database (but the local inbox, the student's mailbox) that mention the id or address. */
async function rowsMentioning(id: string, email: string): Promise<string[]> {
  const sql = stack.engine.owner;
  const { rows: tables } = await sql.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'private', 'auth') and table_type = 'BASE TABLE'
        and not (table_schema = 'auth' and table_name = 'local_mail')`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from ${name} t where t::text ilike '%' || $1 || '%' or t::text ilike '%' || $2 || '%'`,
      [id, email],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(name);
  }
  return found;
}

describe('delete-account', () => {
  it('removes the account and every personal row, and keeps its purchases anonymised', async () => {
    const student = await stack.newUser({ full_name: 'Chandra Perera' });
    await purchase(student.id, student.email);
    const { data: program } = await stack.service().from('programs').select('id').limit(1).single();
    await student.client.from('shortlisted_programs').insert({ program_id: program?.id ?? 0 });
    await stack
      .anon()
      .from('contacts')
      .insert(await stack.withPass('contacts', { name: 'C', email: student.email, subject: 'Fees', message: 'Hello' }));
    expect(await rowsMentioning(student.id, student.email)).not.toEqual([]);

    const reply = await callFunction(stack, 'delete-account', { confirm: CONFIRMATION }, await tokenOf(student.client));
    expect(reply).toEqual({ status: 200, body: { deleted: true } });

    expect(await rowsMentioning(student.id, student.email)).toEqual([]);
    const { data: kept } = await stack
      .service()
      .from('purchases')
      .select('user_id, email, amount_total, status, account_deleted_at')
      .not('account_deleted_at', 'is', null);
    expect(kept).toContainEqual({
      user_id: null,
      email: null,
      amount_total: 499_900,
      status: 'paid',
      account_deleted_at: expect.any(String),
    });
    const signIn = await stack.anon().auth.signInWithPassword({ email: student.email, password: 'test-password-123' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('erases a lead’s messages only with the account that confirmed the lead’s address', async () => {
    const student = await stack.newUser();
    await student.client
      .from('contacts')
      .insert(await stack.withPass('contacts', { name: 'S', email: student.email, subject: 'Mine', message: 'Hi' }));
    await stack
      .anon()
      .from('contacts')
      .insert(await stack.withPass('contacts', { name: 'Lead', email: student.email, subject: 'Lead', message: 'Hi' }));
    await unconfirm(student.id);
    const reply = await callFunction(stack, 'delete-account', { confirm: CONFIRMATION }, await tokenOf(student.client));
    expect(reply.status).toBe(200);
    const { data } = await admin.from('contacts').select('subject').eq('email', student.email);
    // The message it sent signed in went with it; the visitor's message with the unconfirmed address stays.
    expect(data).toEqual([{ subject: 'Lead' }]);
  });

  it('leaves another account’s purchases alone, even one bought with the same address', async () => {
    const owner = await stack.newUser();
    const leaving = await stack.newUser();
    // The owner paid with the address the leaving account now has (an e-mail changed since).
    await purchase(owner.id, leaving.email);
    const reply = await callFunction(stack, 'delete-account', { confirm: CONFIRMATION }, await tokenOf(leaving.client));
    expect(reply.status).toBe(200);
    const { data } = await owner.client.from('purchases').select('user_id, status');
    expect(data).toEqual([{ user_id: owner.id, status: 'paid' }]);
  });

  it('asks for the confirmation, refuses visitors and admin accounts, and deletes only the caller', async () => {
    const student = await stack.newUser();
    const token = await tokenOf(student.client);
    expect(await callFunction(stack, 'delete-account', {}, token)).toEqual({
      status: 400,
      body: { error: CONFIRM_TO_DELETE },
    });
    // Naming someone else in the body changes nothing: the token decides whose account goes.
    const other = await stack.newUser();
    expect(await callFunction(stack, 'delete-account', { confirm: CONFIRMATION, user_id: other.id })).toEqual({
      status: 401,
      body: { error: LOGIN_TO_DELETE },
    });
    expect(await callFunction(stack, 'delete-account', { confirm: CONFIRMATION }, await tokenOf(admin))).toEqual({
      status: 403,
      body: { error: ADMIN_CANNOT_DELETE },
    });
    const { data } = await stack.service().auth.admin.getUserById(other.id);
    expect(data.user?.id).toBe(other.id);
    expect((await admin.auth.getUser()).data.user?.id).toBe(adminId);
  });

  it('forget_account is for the service role only', async () => {
    const student = await stack.newUser();
    expect(
      (await student.client.rpc('forget_account', { target: student.id, address: student.email })).error?.code,
    ).toBe('42501');
    expect((await stack.anon().rpc('forget_account', { target: student.id, address: student.email })).error?.code).toBe(
      '42501',
    );
    expect((await student.client.rpc('is_admin_account', { target: student.id })).error?.code).toBe('42501');
  });
});

describe('consultations in the data download and the account deletion', () => {
  let network = 100;
  let slotIndex = 0;
  let slots: { counsellor_id: string; starts_at: string }[] = [];
  let anita: Awaited<ReturnType<TestStack['signedIn']>>;
  let anitaId: string;

  beforeAll(async () => {
    const { data } = await stack.anon().rpc('open_slots');
    anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
    anitaId = (await anita.auth.getUser()).data.user?.id ?? '';
    slots = (data ?? []).filter((slot) => slot.counsellor_id === anitaId);
  });

  /** A booking with Anita for `email`, as a visitor (own network) or through a signed-in client. */
  const book = async (email: string, client = stack.anonFrom(`127.0.${network++}.1`)) => {
    const slot = slots[slotIndex++] as (typeof slots)[number];
    const row = await stack.withPass('bookings', {
      counsellor_id: slot.counsellor_id,
      starts_at: slot.starts_at,
      name: 'Deepa',
      email,
      home_country: 'Sri Lanka',
      language: 'English' as const,
      share_consent: true,
      plan_query: 'country=DE&level=masters',
    });
    const { error } = await client.from('bookings').insert(row);
    if (error) throw new Error(error.message);
  };
  const caseOf = async (email: string) =>
    (await stack.service().from('student_cases').select('id').eq('email', email).single()).data?.id ?? 0;

  type Download = {
    bookings: { email: string; counsellor: string; plan_query: string | null }[];
    sharing_consent: { share_with_counsellors: boolean } | null;
    case: {
      stage: string;
      counsellor: string;
      notes: { body: string; author: string }[];
      tasks: { title: string; done: boolean }[];
    } | null;
  };

  it('my_data has the bookings, the consent, and the case with its stage, counsellor, notes and tasks', async () => {
    const student = await stack.newUser({ full_name: 'Deepa Fernando' });
    const other = await stack.newUser();
    await book(student.email); // as a visitor, before signing in
    await book(`second.${student.email}`, student.client); // signed in, naming another address
    await book(other.email);
    await student.client.from('sharing_consents').insert({ share_with_counsellors: true });
    const caseId = await caseOf(student.email);
    expect(
      (await anita.from('case_notes').insert({ case_id: caseId, body: 'Parents fund the first year.' })).error,
    ).toBeNull();
    expect((await anita.from('case_tasks').insert({ case_id: caseId, title: 'Send APS checklist' })).error).toBeNull();
    await anita.from('case_notes').insert({ case_id: await caseOf(other.email), body: 'About someone else.' });

    const { data, error } = await student.client.rpc('my_data');
    expect(error).toBeNull();
    const document = data as unknown as Download;
    expect(document.bookings.map((b) => b.email).sort()).toEqual([student.email, `second.${student.email}`].sort());
    expect(document.bookings[0]).toMatchObject({
      counsellor: DEMO_COUNSELLORS[0].fullName,
      plan_query: expect.any(String),
    });
    expect(document.sharing_consent).toMatchObject({ share_with_counsellors: true });
    expect(document.case).toMatchObject({
      stage: 'consultation_booked',
      counsellor: DEMO_COUNSELLORS[0].fullName,
      notes: [{ body: 'Parents fund the first year.', author: DEMO_COUNSELLORS[0].fullName }],
      tasks: [{ title: 'Send APS checklist', done: false }],
    });
    expect(JSON.stringify(document)).not.toContain(other.email);
    expect(JSON.stringify(document)).not.toContain('About someone else.');
    // The notes are in the download only: the student still cannot read them through the API.
    expect((await student.client.from('case_notes').select('body')).data ?? []).toEqual([]);
  });

  it('a case and its notes are in the download only once the account confirmed the case’s address', async () => {
    const student = await stack.newUser();
    await book(student.email);
    await anita.from('case_notes').insert({ case_id: await caseOf(student.email), body: 'Confirmed only.' });
    await unconfirm(student.id);
    const document = (await student.client.rpc('my_data')).data as unknown as Download;
    expect(document.case).toBeNull();
    expect(document.bookings).toEqual([]);
  });

  it('booking signed in with someone else’s address does not hand over their case', async () => {
    const victim = await stack.newUser();
    const intruder = await stack.newUser();
    await book(victim.email);
    await anita.from('case_notes').insert({ case_id: await caseOf(victim.email), body: 'Victim’s note.' });
    await book(victim.email, intruder.client);
    const document = (await intruder.client.rpc('my_data')).data as unknown as Download;
    expect(document.case).toBeNull();
    expect(JSON.stringify(document)).not.toContain('Victim’s note.');
  });

  it('delete-account removes the bookings, the consent, and the case with its notes and tasks', async () => {
    const student = await stack.newUser({ full_name: 'Farhan Ahmed' });
    await book(student.email);
    await book(`other.${student.email}`, student.client);
    await student.client.from('sharing_consents').insert({ share_with_counsellors: true });
    const caseId = await caseOf(student.email);
    await anita.from('case_notes').insert({ case_id: caseId, body: 'Wants Munich.' });
    await anita.from('case_tasks').insert({ case_id: caseId, title: 'Call back' });
    expect(await rowsMentioning(student.id, student.email)).toEqual(
      expect.arrayContaining(['public.bookings', 'public.sharing_consents', 'public.student_cases']),
    );

    const reply = await callFunction(stack, 'delete-account', { confirm: CONFIRMATION }, await tokenOf(student.client));
    expect(reply).toEqual({ status: 200, body: { deleted: true } });

    expect(await rowsMentioning(student.id, student.email)).toEqual([]);
    const service = stack.service();
    expect((await service.from('case_notes').select('id').eq('case_id', caseId)).data).toEqual([]);
    expect((await service.from('case_tasks').select('id').eq('case_id', caseId)).data).toEqual([]);
    // The booking made signed in with another address went with the account.
    expect((await service.from('bookings').select('id').eq('email', `other.${student.email}`)).data).toEqual([]);
  });

  it('withdrawing consent takes back what the bookings made as a visitor with the confirmed address shared', async () => {
    const student = await stack.newUser();
    await book(student.email);
    await student.client.from('sharing_consents').insert({ share_with_counsellors: false });
    const { data } = await stack
      .service()
      .from('bookings')
      .select('share_consent, plan_query')
      .eq('email', student.email);
    expect(data).toEqual([{ share_consent: false, plan_query: null }]);
  });
});

describe('applications in the data download and the account deletion (issue 33)', () => {
  type Download = {
    applications: {
      program: string;
      stage: string;
      portal: string | null;
      steps: { title: string; source: string; added_by: string | null; done_at: string | null }[];
      comments: { body: string; author: string | null }[];
    }[];
    reminder_preferences: { weekly_digest: boolean; time_zone: string } | null;
  };

  /** A student whose case is Anita's and who shares with counsellors, with one application that Anita
   *  added a step and a comment to, and reminder settings. */
  async function studentWithApplication(fullName: string) {
    const student = await stack.newUser({ full_name: fullName });
    const service = stack.service();
    const anita = await stack.signedIn(DEMO_COUNSELLORS[0]);
    const anitaId = (await anita.auth.getUser()).data.user?.id ?? '';
    await service.from('student_cases').insert({ email: student.email, name: fullName, counsellor_id: anitaId });
    await student.client.from('sharing_consents').insert({ share_with_counsellors: true });
    const { data: program } = await service.from('programs').select('id, name').order('id').limit(1).single();
    const { data: application, error } = await student.client
      .from('applications')
      .insert({ program_id: program?.id ?? 0, portal: 'uni-assist', stage: 'submitted' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const applicationId = application.id;
    await student.client.from('application_steps').insert({
      application_id: applicationId,
      source: 'home',
      title: 'APS certificate',
      done_at: new Date().toISOString(),
    });
    expect(
      (
        await anita
          .from('application_steps')
          .insert({ application_id: applicationId, source: 'counsellor', title: 'Book the visa appointment' })
      ).error,
    ).toBeNull();
    await student.client.from('application_comments').insert({ application_id: applicationId, body: 'Fee paid.' });
    expect(
      (await anita.from('application_comments').insert({ application_id: applicationId, body: 'Well done.' })).error,
    ).toBeNull();
    await student.client.from('reminder_preferences').insert({ weekly_digest: true, time_zone: 'Asia/Colombo' });
    return { ...student, applicationId, program: program?.name ?? '' };
  }

  it('my_data has the applications with their steps and comments (the counsellor’s by name) and the reminder settings', async () => {
    const student = await studentWithApplication('Ishara Silva');
    const other = await studentWithApplication('Other Student');
    const { data, error } = await student.client.rpc('my_data');
    expect(error).toBeNull();
    const document = data as unknown as Download;
    expect(document.applications).toHaveLength(1);
    expect(document.applications[0]).toMatchObject({
      program: student.program,
      stage: 'submitted',
      portal: 'uni-assist',
      steps: [
        { title: 'APS certificate', source: 'home', added_by: 'you', done_at: expect.any(String) },
        {
          title: 'Book the visa appointment',
          source: 'counsellor',
          added_by: DEMO_COUNSELLORS[0].fullName,
          done_at: null,
        },
      ],
      comments: [
        { body: 'Fee paid.', author: 'you' },
        { body: 'Well done.', author: DEMO_COUNSELLORS[0].fullName },
      ],
    });
    expect(document.reminder_preferences).toMatchObject({ weekly_digest: true, time_zone: 'Asia/Colombo' });
    expect(JSON.stringify(document)).not.toContain(other.email);
    const empty = (await (await stack.newUser()).client.rpc('my_data')).data as unknown as Download;
    expect(empty.applications).toEqual([]);
    expect(empty.reminder_preferences).toBeNull();
  });

  it('delete-account removes the applications, their steps and comments, and the reminder settings', async () => {
    const student = await studentWithApplication('Kasun Perera');
    expect(await rowsMentioning(student.id, student.email)).toEqual(
      expect.arrayContaining([
        'public.applications',
        'public.application_steps',
        'public.application_comments',
        'public.reminder_preferences',
      ]),
    );
    const reply = await callFunction(stack, 'delete-account', { confirm: CONFIRMATION }, await tokenOf(student.client));
    expect(reply).toEqual({ status: 200, body: { deleted: true } });
    expect(await rowsMentioning(student.id, student.email)).toEqual([]);
    const service = stack.service();
    expect((await service.from('applications').select('id').eq('id', student.applicationId)).data).toEqual([]);
    expect(
      (await service.from('application_steps').select('id').eq('application_id', student.applicationId)).data,
    ).toEqual([]);
    expect(
      (await service.from('application_comments').select('id').eq('application_id', student.applicationId)).data,
    ).toEqual([]);
  });
});
