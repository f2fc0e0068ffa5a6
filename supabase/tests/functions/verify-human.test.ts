// The human check in front of the forms (migration human_check, function verify-human) with the offline
// Turnstile fake: a token the provider passes buys one pass for one form; a failed, expired or reused
// token buys none; and the database refuses a visitor's row without a pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_AGAIN, CHECK_EXPIRED, CHECK_NOT_SET_UP } from '../../functions/_shared/verify-human.ts';
import { captchaEnvFor, type RunningCaptchaFake, startCaptchaFake } from '../../local/src/captcha-fake/server.ts';
import { callFunction } from '../support/payments.ts';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

let fake: RunningCaptchaFake;
let stack: TestStack;
beforeAll(async () => {
  fake = await startCaptchaFake({ port: 0 });
  stack = await startTestStack({ functionEnv: captchaEnvFor(fake) });
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

const message = (subject: string) => ({ name: 'Asha', email: 'asha@example.com', subject, message: 'Hello.' });
const verify = (token: string, form = 'contacts') => callFunction(stack, 'verify-human', { token, form });
async function passFor(form: string): Promise<string> {
  const reply = await verify(fake.issue(form), form);
  expect(reply.status).toBe(200);
  return reply.body.pass as string;
}
async function stored(subject: string): Promise<number> {
  const { count } = await stack
    .service()
    .from('contacts')
    .select('*', { count: 'exact', head: true })
    .eq('subject', subject);
  return count ?? 0;
}

describe('verify-human', () => {
  it('a token the provider passes gives a pass that sends the form once, and is never stored', async () => {
    const pass = await passFor('contacts');
    const sent = await stack
      .anon()
      .from('contacts')
      .insert({ ...message('With a pass'), human_pass: pass });
    expect(sent.error).toBeNull();
    const { data } = await stack.service().from('contacts').select('human_pass').eq('subject', 'With a pass');
    expect(data).toEqual([{ human_pass: null }]);

    const again = await stack
      .anon()
      .from('contacts')
      .insert({ ...message('Pass used twice'), human_pass: pass });
    expect(again.status).toBe(403);
    expect(again.error?.message).toBe('Please complete the check that you are human, then send the form again.');
    expect(await stored('Pass used twice')).toBe(0);
  });

  it('refuses a visitor’s or a student’s row without a pass, or with one made up', async () => {
    const student = await stack.newUser();
    const attempts: [typeof student.client, string | undefined][] = [
      [stack.anon(), undefined],
      [stack.anon(), 'f'.repeat(64)],
      [student.client, undefined],
    ];
    for (const [client, pass] of attempts) {
      const { status } = await client.from('contacts').insert({ ...message('No pass'), human_pass: pass });
      expect(status).toBe(403);
    }
    const story = await stack.anon().from('community_blog_posts').insert({ title: 'No pass', content: 'Hi.' });
    expect(story.status).toBe(403);
    expect(await stored('No pass')).toBe(0);
  });

  it('a token that fails, has expired or was used already gives no pass', async () => {
    expect(await verify('fake.never-issued')).toMatchObject({
      status: 400,
      body: { error: CHECK_AGAIN, codes: ['invalid-input-response'] },
    });
    const used = fake.issue('contacts');
    expect((await verify(used)).status).toBe(200);
    expect(await verify(used)).toMatchObject({
      status: 400,
      body: { error: CHECK_EXPIRED, codes: ['timeout-or-duplicate'] },
    });
    const old = fake.issue('contacts');
    fake.expireTokens();
    expect(await verify(old)).toMatchObject({
      status: 400,
      body: { error: CHECK_EXPIRED, codes: ['timeout-or-duplicate'] },
    });
    expect(await verify('')).toMatchObject({ status: 400, body: { error: CHECK_AGAIN } });
  });

  it('a token solved for one form is no pass for another, and a pass opens only its own form', async () => {
    expect(await verify(fake.issue('contacts'), 'community_blog_posts')).toMatchObject({
      status: 400,
      body: { error: CHECK_AGAIN },
    });
    const pass = await passFor('contacts');
    const story = await stack
      .anon()
      .from('community_blog_posts')
      .insert({ title: 'Wrong pass', content: 'Hi.', human_pass: pass });
    expect(story.status).toBe(403);
    expect(await verify(fake.issue('news'), 'news')).toMatchObject({ status: 400 });
  });

  it('a pass is good for five minutes', async () => {
    const pass = await passFor('contacts');
    await stack.engine.owner.query(`update private.human_passes set expires_at = now() - interval '1 second'`);
    const late = await stack
      .anon()
      .from('contacts')
      .insert({ ...message('Late pass'), human_pass: pass });
    expect(late.status).toBe(403);
  });

  it('staff need no pass; with the check switched off nobody does', async () => {
    const admin = await stack.signedIn(DEMO_ADMIN);
    expect((await admin.from('contacts').insert(message('From staff'))).error).toBeNull();
    expect((await stack.service().from('contacts').insert(message('From the service'))).error).toBeNull();
    await stack.engine.owner.query('update private.human_check set required = false');
    try {
      expect((await stack.anon().from('contacts').insert(message('Check off'))).error).toBeNull();
    } finally {
      await stack.engine.owner.query('update private.human_check set required = true');
    }
  });

  it('says so when the server has no secret for the provider', async () => {
    const env = stack.config.functionEnv ?? {};
    const secret = env.CAPTCHA_SECRET_KEY;
    delete env.CAPTCHA_SECRET_KEY;
    try {
      expect(await verify(fake.issue('contacts'))).toEqual({ status: 500, body: { error: CHECK_NOT_SET_UP } });
    } finally {
      if (secret) env.CAPTCHA_SECRET_KEY = secret;
    }
  });
});
