// WhatsApp number verification (security review of issue 33's reminders): reminders go only to a number
// the student proved is theirs with a one-time code. On the stack: verify-whatsapp issues the code and
// sends it in the authentication template to the offline Cloud API fake; public.confirm_whatsapp_code
// takes it from the signed-in student; send-reminders runs as pg_cron runs it.
import { addDays, localDate } from '@app/shared/reminder-schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningWhatsAppFake, startWhatsAppFake, whatsappFakeEnv } from '../../local/src/whatsapp-fake/server.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let whatsapp: RunningWhatsAppFake;
let programId: number;

beforeAll(async () => {
  whatsapp = await startWhatsAppFake();
  stack = await startTestStack({ functionEnv: whatsappFakeEnv(whatsapp) });
  const { rows } = await stack.engine.owner.query<{ id: number }>('select id from public.programs order by id limit 1');
  programId = Number(rows[0]?.id);
});
afterAll(async () => {
  await stack?.close();
  await whatsapp?.close();
});

const ZONE = 'Asia/Kolkata';
const randomNumber = (prefix: string) => `+91${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A signed-in student with a deadline in 2 days who saved `number` for WhatsApp reminders themselves. */
async function studentWith(number: string) {
  const user = await stack.newUser();
  const { error: failed } = await stack
    .service()
    .from('applications')
    .insert({ user_id: user.id, program_id: programId, deadline: addDays(localDate(Date.now(), ZONE), 2) });
  if (failed) throw new Error(failed.message);
  const { error } = await user.client
    .from('reminder_preferences')
    .insert({ user_id: user.id, time_zone: ZONE, whatsapp_reminders: true, whatsapp_number: number });
  if (error) throw new Error(error.message);
  const { data } = await user.client.auth.getSession();
  return { ...user, token: data.session?.access_token as string };
}

async function askForCode(token: string) {
  const response = await fetch(`${stack.url}/functions/v1/verify-whatsapp`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: stack.config.anonKey, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function runJob() {
  const key = stack.config.serviceRoleKey;
  const response = await fetch(`${stack.url}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

const messagesTo = (number: string) => whatsapp.messages.filter((message) => message.to === number.slice(1));
const reminders = (number: string) => messagesTo(number).filter((m) => m.template === 'application_reminder');
const codes = (number: string) => messagesTo(number).filter((m) => m.template === 'verification_code');

async function verifiedAt(client: ReturnType<TestStack['service']>, id: string) {
  const { data } = await client.from('reminder_preferences').select('whatsapp_verified_at').eq('user_id', id).single();
  return data?.whatsapp_verified_at ?? null;
}

describe('WhatsApp number verification', () => {
  it('sends reminders only after the student confirms the code that reached the number', async () => {
    const number = randomNumber('95');
    const ravi = await studentWith(number);
    await runJob();
    expect(reminders(number)).toHaveLength(0);

    const asked = await askForCode(ravi.token);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ sent: true });
    expect(JSON.stringify(asked.body)).not.toMatch(/\d{6}/);
    const sent = codes(number);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ language: 'en' });
    const code = sent[0]?.parameters[0] as string;
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await ravi.client.rpc('confirm_whatsapp_code', { code: wrong });
    expect(refused.error).toBeNull();
    expect(refused.data).toMatchObject({ verified: false, message: 'That code is not right. 4 tries left.' });
    const { rows } = await stack.engine.owner.query<{ attempts: number }>(
      'select attempts from private.whatsapp_codes where user_id = $1',
      [ravi.id],
    );
    expect(rows.map((row) => Number(row.attempts))).toEqual([1]);
    expect(await verifiedAt(stack.service(), ravi.id)).toBeNull();

    const confirmed = await ravi.client.rpc('confirm_whatsapp_code', { code });
    expect(confirmed.data).toMatchObject({ verified: true });
    expect(await verifiedAt(ravi.client, ravi.id)).not.toBeNull();
    // The code is used up.
    const again = await askForCode(ravi.token);
    expect(again.body).toMatchObject({ verified: true });

    await runJob();
    expect(reminders(number)).toHaveLength(1);

    // Another number is unverified again: no reminders to it until its own code is confirmed.
    const other = randomNumber('94');
    const { error } = await ravi.client
      .from('reminder_preferences')
      .update({ whatsapp_number: other })
      .eq('user_id', ravi.id);
    expect(error).toBeNull();
    expect(await verifiedAt(ravi.client, ravi.id)).toBeNull();
    const { data: stale } = await ravi.client.rpc('confirm_whatsapp_code', { code });
    expect(stale).toMatchObject({ verified: false });
    const { rows: owed } = await stack.engine.owner.query(
      `select 1 from private.due_reminders(now()) where user_id = $1 and channel = 'whatsapp'`,
      [ravi.id],
    );
    expect(owed).toHaveLength(0);
    await runJob();
    expect(reminders(other)).toHaveLength(0);
  });

  it('never lets a student set the verification themselves', async () => {
    const number = randomNumber('93');
    const mallory = await studentWith(number);
    const stamp = new Date().toISOString();
    await mallory.client.from('reminder_preferences').update({ whatsapp_verified_at: stamp }).eq('user_id', mallory.id);
    expect(await verifiedAt(stack.service(), mallory.id)).toBeNull();
    // Nor by deleting and inserting the row again.
    await mallory.client.from('reminder_preferences').delete().eq('user_id', mallory.id);
    const { error } = await mallory.client.from('reminder_preferences').insert({
      user_id: mallory.id,
      time_zone: ZONE,
      whatsapp_reminders: true,
      whatsapp_number: number,
      whatsapp_verified_at: stamp,
    });
    expect(error).toBeNull();
    expect(await verifiedAt(stack.service(), mallory.id)).toBeNull();
    await runJob();
    expect(reminders(number)).toHaveLength(0);
    // The RPC that issues codes is the service role's alone.
    const { error: denied } = await mallory.client.rpc('issue_whatsapp_code', { target: mallory.id });
    expect(denied).not.toBeNull();
  });

  it('refuses a fourth code in a day, and a caller who is not signed in', async () => {
    const number = randomNumber('92');
    const priya = await studentWith(number);
    for (let i = 0; i < 3; i++) expect((await askForCode(priya.token)).status).toBe(200);
    const fourth = await askForCode(priya.token);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/at most 3 codes a day/);
    expect(codes(number)).toHaveLength(3);
    // Only the newest code counts.
    const first = codes(number)[0]?.parameters[0] as string;
    const newest = codes(number)[2]?.parameters[0] as string;
    if (first !== newest) {
      expect((await priya.client.rpc('confirm_whatsapp_code', { code: first })).data).toMatchObject({
        verified: false,
      });
    }
    expect((await askForCode(stack.config.anonKey)).status).toBe(401);
  });

  it('stops after five wrong tries', async () => {
    const number = randomNumber('91');
    const asha = await studentWith(number);
    expect((await askForCode(asha.token)).status).toBe(200);
    const code = codes(number)[0]?.parameters[0] as string;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await asha.client.rpc('confirm_whatsapp_code', { code: wrong });
    const { data } = await asha.client.rpc('confirm_whatsapp_code', { code });
    expect(data).toMatchObject({ verified: false, message: 'Too many wrong tries. Send a new code.' });
  });
});

describe('verify-whatsapp without WhatsApp configured', () => {
  it('answers 503 with a clear message', async () => {
    const bare = await startTestStack();
    try {
      const user = await bare.newUser();
      const { data } = await user.client.auth.getSession();
      const response = await fetch(`${bare.url}/functions/v1/verify-whatsapp`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${data.session?.access_token}`, apikey: bare.config.anonKey },
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toMatch(/WhatsApp is not available/);
    } finally {
      await bare.close();
    }
  });
});
