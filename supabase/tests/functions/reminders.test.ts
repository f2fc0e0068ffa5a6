// The application reminders end to end on the stack (issue 33): students' tracked dates and choices in
// the database, send-reminders run as pg_cron runs it, mail through the mail interface (the real Resend
// SDK) to the offline Resend fake and its local inbox, WhatsApp template messages to the offline Cloud
// API fake. Each reminder goes out once under a double run and two overlapping runs; opted-out students
// get nothing; the one-click POST unsubscribes at once; a signed bounce stops mail and a forged one is
// refused; a 'failed' WhatsApp status (genuinely signed) stops that channel, a forged one is refused.
import { randomUUID } from 'node:crypto';
import { addDays, dueReminders, localDate } from '@app/shared/reminder-schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../../local/src/mail-fake/constants.ts';
import { svixSignature } from '../../local/src/mail-fake/server.ts';
import { FAKE_WHATSAPP_VERIFY_TOKEN } from '../../local/src/whatsapp-fake/constants.ts';
import {
  hubSignatureOf,
  type RunningWhatsAppFake,
  startWhatsAppFake,
  whatsappFakeEnv,
} from '../../local/src/whatsapp-fake/server.ts';
import { type InboxMail, mailsOf } from '../support/bookings.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let whatsapp: RunningWhatsAppFake;
let programIds: number[];

beforeAll(async () => {
  whatsapp = await startWhatsAppFake();
  stack = await startTestStack({
    functionEnv: { ...whatsappFakeEnv(whatsapp), WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP_VERIFY_TOKEN },
  });
  whatsapp.setWebhookUrl(`${stack.url}/functions/v1/whatsapp-webhook`);
  const { rows } = await stack.engine.owner.query<{ id: number }>(
    'select id from public.programs order by id limit 20',
  );
  programIds = rows.map((row) => Number(row.id));
});
afterAll(async () => {
  await stack?.close();
  await whatsapp?.close();
});

const ZONE = 'Asia/Kolkata';
const today = () => localDate(Date.now(), ZONE);

interface Student {
  id: string;
  email: string;
  applicationId: number;
}

/** A confirmed student with one application (deadline in 2 days) and a step due in 7, and their choices. */
async function student(
  preferences: Record<string, unknown> | null,
  email = `student-${randomUUID().slice(0, 8)}@example.com`,
): Promise<Student> {
  const { data, error } = await stack
    .service()
    .auth.admin.createUser({ email, password: 'test-password-123', email_confirm: true });
  if (error || !data.user) throw error ?? new Error('no user');
  const id = data.user.id;
  const { data: application, error: failed } = await stack
    .service()
    .from('applications')
    .insert({ user_id: id, program_id: programIds[0] as number, deadline: addDays(today(), 2) })
    .select('id')
    .single();
  if (failed || !application) throw new Error(failed?.message ?? 'no application');
  await addStep(application.id, addDays(today(), 7), 'Book the APS interview');
  if (preferences) {
    const { error: refused } = await stack
      .service()
      .from('reminder_preferences')
      // A number here is taken as verified (set by the service role, as confirm_whatsapp_code would):
      // WhatsApp reminders go only to verified numbers (whatsapp-verification.test.ts tests the codes).
      .insert({
        user_id: id,
        time_zone: ZONE,
        ...(preferences.whatsapp_number ? { whatsapp_verified_at: new Date().toISOString() } : {}),
        ...preferences,
      });
    if (refused) throw new Error(refused.message);
  }
  return { id, email, applicationId: application.id };
}

async function addStep(applicationId: number, dueOn: string, title: string) {
  const { error } = await stack
    .service()
    .from('application_steps')
    .insert({ application_id: applicationId, source: 'student', title, due_on: dueOn });
  if (error) throw new Error(error.message);
}

/** send-reminders as pg_cron calls it (service key as bearer). */
async function runJob() {
  const key = stack.config.serviceRoleKey;
  const response = await fetch(`${stack.url}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as { sent: number[]; failed: unknown[] } };
}

const reminderMails = async (email: string) =>
  (await mailsOf(stack, email)).filter((mail) => mail.type.startsWith('reminder_'));

async function sendLog(userId: string) {
  const { rows } = await stack.engine.owner.query<{
    channel: string;
    kind: string;
    offset_days: number;
    sent: boolean;
  }>(
    `select channel, kind, offset_days, sent_at is not null as sent from private.reminder_sends where user_id = $1 order by id`,
    [userId],
  );
  return rows;
}

describe('send-reminders', () => {
  it('is scheduled every quarter hour and answers only the scheduler', async () => {
    const { rows } = await stack.engine.owner.query<{ schedule: string }>(
      `select schedule from cron.job where jobname = 'send-reminders'`,
    );
    expect(rows).toEqual([{ schedule: '*/15 * * * *' }]);
    const response = await fetch(`${stack.url}/functions/v1/send-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.config.anonKey}`, apikey: stack.config.anonKey },
    });
    expect(response.status).toBe(401);
  });

  it('sends each reminder once under a double run and two overlapping runs', async () => {
    const priya = await student({ email_reminders: true });
    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs.map((run) => run.status)).toEqual([200, 200]);
    await runJob();

    const mails = await reminderMails(priya.email);
    expect(mails.map((mail) => mail.type).sort()).toEqual(['reminder_deadline', 'reminder_step']);
    expect(await sendLog(priya.id)).toEqual([
      expect.objectContaining({ channel: 'email', sent: true }),
      expect.objectContaining({ channel: 'email', sent: true }),
    ]);
    const deadline = mails.find((mail) => mail.type === 'reminder_deadline') as InboxMail & {
      headers: Record<string, string>;
    };
    expect(deadline.subject).toMatch(/^Deadline in 2 days: /);
    const step = mails.find((mail) => mail.type === 'reminder_step');
    expect(step?.subject).toMatch(/^Due in 7 days: Book the APS interview/);
    // Branded like the booking mails, with the preferences and the one-click unsubscribe.
    expect(deadline.html).toContain('EuroStudy Compass');
    expect(deadline.html).toContain(`${stack.config.siteUrl}/account#reminders`);
    expect(deadline.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(deadline.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${stack.config.publicUrl}/functions/v1/unsubscribe\\?token=${priya.id}\\.[A-Za-z0-9_-]{43}>$`),
    );
    expect(new URL(deadline.action_link).pathname).toBe('/applications');
  });

  it('sends nothing to students who did not opt in, or whose steps are done or not needed', async () => {
    const off = await student({ email_reminders: false, weekly_digest: false });
    const none = await student(null);
    const ticked = await student({ email_reminders: true });
    await stack.engine.owner.query('update public.application_steps set done_at = now() where application_id = $1', [
      ticked.applicationId,
    ]);
    await stack.engine.owner.query(`update public.applications set stage = 'submitted' where id = $1`, [
      ticked.applicationId,
    ]);
    await runJob();
    for (const who of [off, none, ticked]) expect(await reminderMails(who.email)).toEqual([]);
  });

  it('stops e-mail at once on the one-click POST, and refuses a forged token', async () => {
    const asha = await student({ email_reminders: true, weekly_digest: true });
    await runJob();
    const [mail] = (await reminderMails(asha.email)) as (InboxMail & { headers: Record<string, string> })[];
    const link = (mail?.headers['List-Unsubscribe'] ?? '').replace(/^<|>$/g, '');

    const forged = await fetch(link.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(403);
    // A GET (a person or a link scanner) changes nothing and goes to the preferences.
    const look = await fetch(link, { redirect: 'manual' });
    expect(look.status).toBe(303);
    expect(look.headers.get('Location')).toMatch(new RegExp(`^${stack.config.siteUrl}/account\\?unsubscribe=`));
    const { data: still } = await stack
      .service()
      .from('reminder_preferences')
      .select('email_reminders')
      .eq('user_id', asha.id)
      .single();
    expect(still?.email_reminders).toBe(true);

    // As a mail client sends it (RFC 8058): no cookie, no JWT.
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const { data: after } = await stack
      .service()
      .from('reminder_preferences')
      .select('email_reminders, weekly_digest, unsubscribed_at')
      .eq('user_id', asha.id)
      .single();
    expect(after).toMatchObject({ email_reminders: false, weekly_digest: false });
    expect(after?.unsubscribed_at).not.toBeNull();

    const before = (await reminderMails(asha.email)).length;
    await addStep(asha.applicationId, addDays(today(), 1), 'Pay the application fee');
    await runJob();
    expect((await reminderMails(asha.email)).length).toBe(before);
  });

  it('stops mail to an address Resend reports bounced, and refuses a forged bounce', async () => {
    const bouncing = await student({ email_reminders: true }, `bounce+${randomUUID().slice(0, 8)}@example.com`);
    await runJob();
    // The fake accepted the mail, then posted a signed email.bounced to mail-events.
    const suppressed = async (address: string) =>
      (
        await stack.engine.owner.query<{ reason: string }>(
          'select reason from private.mail_suppressions where email = $1',
          [address],
        )
      ).rows;
    await expect.poll(() => suppressed(bouncing.email), { timeout: 10_000 }).toEqual([{ reason: 'bounced' }]);
    const before = (await reminderMails(bouncing.email)).length;
    await addStep(bouncing.applicationId, addDays(today(), 1), 'Send the transcripts');
    await runJob();
    expect((await reminderMails(bouncing.email)).length).toBe(before);

    // Someone else posting a bounce for a good address: wrong secret, then an altered body.
    const victim = await student({ email_reminders: true });
    const body = JSON.stringify({
      type: 'email.bounced',
      created_at: new Date().toISOString(),
      data: { email_id: 'x', to: [victim.email] },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const post = (signature: string, payload = body) =>
      fetch(`${stack.url}/functions/v1/mail-events`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'svix-id': 'msg_1',
          'svix-timestamp': String(timestamp),
          'svix-signature': signature,
        },
        body: payload,
      });
    const wrongSecret = `whsec_${Buffer.from('not-the-secret-at-all-0123456789').toString('base64')}`;
    expect((await post(svixSignature(wrongSecret, 'msg_1', timestamp, body))).status).toBe(400);
    const genuine = svixSignature(LOCAL_RESEND_WEBHOOK_SECRET, 'msg_1', timestamp, body);
    expect((await post(genuine, body.replace(victim.email, 'someone@example.com'))).status).toBe(400);
    expect(await suppressed(victim.email)).toEqual([]);
    await runJob();
    expect((await reminderMails(victim.email)).length).toBe(2);
  });

  it('sends WhatsApp templates, refuses forged status webhooks, and stops the channel on a failed status', async () => {
    const number = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const ravi = await student({ email_reminders: true, whatsapp_reminders: true, whatsapp_number: number });
    await runJob();
    const sent = whatsapp.messages.filter((message) => message.to === number.slice(1));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ template: 'application_reminder', language: 'en' });
    expect(sent.map((message) => message.parameters[2]).sort()).toEqual(['in 2 days', 'in 7 days']);
    expect((await reminderMails(ravi.email)).length).toBe(2);

    // Meta's handshake: the verify token we chose answers the challenge.
    const hook = `${stack.url}/functions/v1/whatsapp-webhook`;
    const handshake = await fetch(
      `${hook}?hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect([handshake.status, await handshake.text()]).toEqual([200, '1158201444']);
    expect((await fetch(`${hook}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`)).status).toBe(403);

    // A forged 'failed' status is refused and changes nothing.
    const forgedBody = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: sent[0]?.id, status: 'failed' }] } }] }],
    });
    for (const signature of [hubSignatureOf('wrong-secret', forgedBody), '', 'sha256=00']) {
      const response = await fetch(hook, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Hub-Signature-256': signature } : {}) },
        body: forgedBody,
      });
      expect(response.status).toBe(401);
    }
    const failures = async () =>
      (await stack.engine.owner.query('select 1 from private.whatsapp_failures where user_id = $1', [ravi.id])).rows
        .length;
    expect(await failures()).toBe(0);

    expect(await whatsapp.postStatus(sent[0]?.id as string, 'delivered')).toBe(200);
    expect(await whatsapp.postStatus(sent[1]?.id as string, 'failed')).toBe(200);
    expect(await failures()).toBe(1);
    await addStep(ravi.applicationId, addDays(today(), 1), 'Upload the passport');
    await runJob();
    expect(whatsapp.messages.filter((message) => message.to === number.slice(1))).toHaveLength(2);
    // E-mail goes on.
    expect((await reminderMails(ravi.email)).length).toBe(3);
  });
});

describe('send-reminders against abuse', () => {
  it('never puts a student’s own words in a WhatsApp message, and sends at most three a day', async () => {
    const number = `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const mallory = await student({ whatsapp_reminders: true, whatsapp_number: number });
    for (let day = 0; day < 4; day++)
      await addStep(mallory.applicationId, addDays(today(), day), 'Pay customs at bit.ly/x');
    await runJob();
    await runJob();
    const sent = whatsapp.messages.filter((message) => message.to === number.slice(1));
    expect(sent).toHaveLength(3);
    expect(sent.flatMap((message) => message.parameters).join(' ')).not.toContain('bit.ly');
  });

  it('takes at most five of one student’s reminders a run, so others are not crowded out', async () => {
    const crowd = await student({ email_reminders: true });
    for (let i = 0; i < 8; i++) await addStep(crowd.applicationId, addDays(today(), 1), `Step ${i}`);
    const other = await student({ email_reminders: true });
    await runJob();
    expect((await sendLog(crowd.id)).length).toBe(5);
    expect((await sendLog(other.id)).length).toBe(2);
    // The rest go in the next run (a deadline, a step due in 7 days and 8 due tomorrow: 10 in all).
    await runJob();
    expect((await sendLog(crowd.id)).length).toBe(10);
  });

  it('stops every WhatsApp message to a number that answered STOP, for every account that gives it', async () => {
    const number = `+9196${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await student({ whatsapp_reminders: true, whatsapp_number: number });
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: { messages: [{ from: number.slice(1), type: 'text', text: { body: ' STOP ' } }] },
            },
          ],
        },
      ],
    });
    const hook = `${stack.url}/functions/v1/whatsapp-webhook`;
    const forged = await fetch(hook, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': hubSignatureOf('wrong-secret', body) },
      body,
    });
    expect(forged.status).toBe(401);
    expect(await whatsapp.postIncoming(number, ' STOP ')).toBe(200);
    await student({ whatsapp_reminders: true, whatsapp_number: number });
    await runJob();
    expect(whatsapp.messages.filter((message) => message.to === number.slice(1))).toHaveLength(0);
  });

  it('refuses control characters in a step’s title, and a checklist past 80 steps', async () => {
    const eve = await student(null);
    await expect(addStep(eve.applicationId, addDays(today(), 3), 'Hi\r\nBcc: x@example.com')).rejects.toThrow(
      'application_steps_title_has_no_control_characters',
    );
    const { rows } = await stack.engine.owner.query<{ n: number }>(
      'select count(*)::int as n from public.application_steps where application_id = $1',
      [eve.applicationId],
    );
    for (let i = rows[0]?.n ?? 0; i < 80; i++) await addStep(eve.applicationId, addDays(today(), 30), `Step ${i}`);
    await expect(addStep(eve.applicationId, addDays(today(), 30), 'One more')).rejects.toThrow(
      'A checklist holds at most 80 steps.',
    );
  });
});

describe('private.due_reminders', () => {
  it('applies the shared schedule’s rule at each zone’s own midnight', async () => {
    const nepal = await student({ email_reminders: true, time_zone: 'Asia/Kathmandu' });
    await stack.engine.owner.query(`update public.applications set deadline = '2027-03-30' where id = $1`, [
      nepal.applicationId,
    ]);
    await stack.engine.owner.query('delete from public.application_steps where application_id = $1', [
      nepal.applicationId,
    ]);
    for (const at of ['2027-03-27T18:14:00Z', '2027-03-27T18:15:00Z', '2027-03-30T18:14:00Z', '2027-03-30T18:15:00Z']) {
      const { rows } = await stack.engine.owner.query<{ offset_days: number }>(
        `select offset_days from private.due_reminders($1) where user_id = $2 and kind = 'deadline'`,
        [at, nepal.id],
      );
      const expected = dueReminders([{ kind: 'deadline', id: nepal.applicationId, date: '2027-03-30' }], {
        now: new Date(at),
        timeZone: 'Asia/Kathmandu',
      });
      expect(
        rows.map((row) => row.offset_days),
        at,
      ).toEqual(expected.map((reminder) => reminder.offset));
    }
  });

  it('owes the weekly digest from Monday 08:00 local time', async () => {
    const berlin = await student({ weekly_digest: true, time_zone: 'Europe/Berlin' });
    await stack.engine.owner.query(`update public.applications set deadline = '2027-04-10' where id = $1`, [
      berlin.applicationId,
    ]);
    const digests = async (at: string) =>
      (
        await stack.engine.owner.query<{ due_on: string }>(
          `select due_on::text as due_on from private.due_reminders($1) where user_id = $2 and kind = 'digest'`,
          [at, berlin.id],
        )
      ).rows.map((row) => row.due_on);
    // Monday 29 March 2027, the first CEST Monday: 08:00 is 06:00 UTC.
    expect(await digests('2027-03-29T05:59:00Z')).toEqual([]);
    expect(await digests('2027-03-29T06:00:00Z')).toEqual(['2027-03-29']);
    expect(await digests('2027-04-04T21:00:00Z')).toEqual(['2027-03-29']);
  });

  it('hands the data download the settings and the send log', async () => {
    const mira = await student({ email_reminders: true });
    await runJob();
    const { rows } = await stack.engine.owner.query<{
      data: { reminder_preferences: object; reminder_sends: object[] };
    }>('select private.reminder_data($1) as data', [mira.id]);
    expect(rows[0]?.data.reminder_preferences).toMatchObject({ email_reminders: true, time_zone: ZONE });
    expect(rows[0]?.data.reminder_sends).toHaveLength(2);
  });
});
