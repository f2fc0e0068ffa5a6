import { randomUUID } from 'node:crypto';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaEnvFor, type RunningCaptchaFake, startCaptchaFake } from '../../local/src/captcha-fake/server.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

// The auth rules of supabase/config.toml, enforced with GoTrue's exact answers (hosted Supabase is
// GoTrue): weak passwords, secure password change, mail limits, and the local inbox's key.

let stack: TestStack;
let confirming: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  // Sign-ups mail a link here, as on the hosted project; a small hourly budget to reach the limit.
  confirming = await startTestStack({ requireEmailConfirmation: true });
  confirming.config.auth.emailsPerHour = 4;
});
afterAll(async () => {
  await stack.close();
  await confirming.close();
});

const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const CHARACTER_SETS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789';

function post(target: TestStack, path: string, body: unknown, token?: string, method = 'POST') {
  return fetch(`${target.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: target.config.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function countUsers(target: TestStack): Promise<number> {
  const { rows } = await target.engine.owner.query<{ n: number }>('select count(*)::int as n from auth.users');
  return rows[0]?.n ?? 0;
}

describe('password strength (minimum 10, letters and digits)', () => {
  it('refuses a weak sign-up with 422 weak_password and the reasons, and creates nobody', async () => {
    const before = await countUsers(stack);
    const cases: [string, string[], string][] = [
      ['abc12', ['length'], 'Password should be at least 10 characters.'],
      [
        'only-letters-here',
        ['characters'],
        `Password should contain at least one character of each: ${CHARACTER_SETS}.`,
      ],
      ['1234567890123', ['characters'], `Password should contain at least one character of each: ${CHARACTER_SETS}.`],
      [
        'short',
        ['length', 'characters'],
        `Password should be at least 10 characters. Password should contain at least one character of each: ${CHARACTER_SETS}.`,
      ],
    ];
    for (const [password, reasons, message] of cases) {
      const response = await post(stack, '/signup', { email: email('weak'), password });
      expect(response.status, password).toBe(422);
      expect(await response.json(), password).toMatchObject({
        code: 'weak_password',
        message,
        weak_password: { reasons },
      });
    }
    // auth-js surfaces it as AuthWeakPasswordError with the reasons.
    const { error } = await stack.anon().auth.signUp({ email: email('weak'), password: 'password!!' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['characters'] });
    expect(await countUsers(stack)).toBe(before);
  });

  it('accepts ten characters with a letter and a digit', async () => {
    const address = email('ok');
    const { data, error } = await stack.anon().auth.signUp({ email: address, password: 'abcdefghi1' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(address);
  });

  it('checks a new password on PUT /user and admin update, and leaves the old one working', async () => {
    const user = await stack.newUser();
    const weak = await user.client.auth.updateUser({ password: 'no-digits-at-all' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const admin = await stack.service().auth.admin.updateUserById(user.id, { password: 'short1' });
    expect(admin.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(
      (await stack.anon().auth.signInWithPassword({ email: user.email, password: 'test-password-123' })).error,
    ).toBeNull();
  });

  it('like GoTrue, admin create and sign-in do not re-check strength', async () => {
    const address = email('legacy');
    const created = await stack
      .service()
      .auth.admin.createUser({ email: address, password: 'legacy', email_confirm: true });
    expect(created.error).toBeNull();
    expect((await stack.anon().auth.signInWithPassword({ email: address, password: 'legacy' })).error).toBeNull();
  });
});

describe('secure password change', () => {
  it('a session signed in within 24 hours changes its password', async () => {
    const user = await stack.newUser();
    expect((await user.client.auth.updateUser({ password: 'fresh-session-1' })).error).toBeNull();
  });

  it('an older session needs the mailed nonce, which works once', async () => {
    const user = await stack.newUser();
    await stack.engine.owner.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`,
      [user.id],
    );
    const refused = await user.client.auth.updateUser({ password: 'stolen-session-1' });
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const wrong = await user.client.auth.updateUser({ password: 'stolen-session-1', nonce: '000000' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });

    expect((await user.client.auth.reauthenticate()).error).toBeNull();
    const messages = await stack.inbox(user.email);
    const nonce = messages.find((m) => m.type === 'reauthentication')?.text.match(/\b\d{6}\b/)?.[0] ?? '';
    expect(nonce).toMatch(/^\d{6}$/);
    expect((await user.client.auth.updateUser({ password: 'owner-knows-it-1', nonce })).error).toBeNull();
    const replay = await user.client.auth.updateUser({ password: 'replayed-nonce-1', nonce });
    expect(replay.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });
    expect(
      (await stack.anon().auth.signInWithPassword({ email: user.email, password: 'owner-knows-it-1' })).error,
    ).toBeNull();
  });
});

describe('guessing the reauthentication code', () => {
  async function mailedNonce(user: Awaited<ReturnType<TestStack['newUser']>>) {
    await stack.engine.owner.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`,
      [user.id],
    );
    expect((await user.client.auth.reauthenticate()).error).toBeNull();
    const messages = await stack.inbox(user.email);
    return messages.find((m) => m.type === 'reauthentication')?.text.match(/\b\d{6}\b/)?.[0] ?? '';
  }
  const wrongFor = (nonce: string) => (nonce === '000000' ? '000001' : '000000');

  it('five wrong codes void the mailed one: the right code then fails too, and a new one works', async () => {
    const user = await stack.newUser();
    const nonce = await mailedNonce(user);
    for (let i = 0; i < 5; i++) {
      const wrong = await user.client.auth.updateUser({ password: `guess-attempt-${i}`, nonce: wrongFor(nonce) });
      expect(wrong.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });
    }
    const late = await user.client.auth.updateUser({ password: 'guessed-late-1', nonce });
    expect(late.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });
    // Past the one-mail-a-minute limit, the owner asks for a new code, which works.
    await stack.engine.owner.query('update auth.users set reauthentication_sent_at = null where id = $1', [user.id]);
    const fresh = await mailedNonce(user);
    expect((await user.client.auth.updateUser({ password: 'owner-again-1', nonce: fresh })).error).toBeNull();
  });

  it('PUT /user is limited per address as hosted GoTrue limits it: 30, then 429 over_request_rate_limit', async () => {
    const user = await stack.newUser();
    const { data } = await user.client.auth.getSession();
    // From an address of its own, so the other tests' updates do not count.
    const dispatcher = new Agent({ localAddress: '127.0.0.61' });
    const put = () =>
      undiciFetch(`${stack.url}/auth/v1/user`, {
        dispatcher,
        method: 'PUT',
        headers: {
          apikey: stack.config.anonKey,
          Authorization: `Bearer ${data.session?.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ data: { full_name: 'Rate Limited' } }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await put()).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const answer = await (await put()).json();
    expect(answer).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    await dispatcher.close();
  });
});

describe('mail limits', () => {
  it('one mail of a kind per user per minute: 429 over_email_send_rate_limit', async () => {
    const user = await confirming.service().auth.admin.createUser({
      email: email('reset'),
      password: 'test-password-123',
      email_confirm: true,
    });
    const address = user.data.user?.email ?? '';
    expect((await post(confirming, '/recover', { email: address })).status).toBe(200);
    const again = await post(confirming, '/recover', { email: address });
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/),
    });
  });

  it('the project-wide hourly budget: 429 "email rate limit exceeded", and no half-made user', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await post(confirming, '/signup', { email: email('burst'), password: 'test-password-123' });
      statuses.push(last.status);
    }
    expect(statuses).toContain(429);
    expect(await last?.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
    const { rows } = await confirming.engine.owner.query<{ n: number }>(
      `select count(*)::int as n from auth.users where email like 'burst-%'`,
    );
    expect(rows[0]?.n).toBe(statuses.filter((status) => status === 200).length);
  });
});

describe('the local inbox', () => {
  it('answers only the service key', async () => {
    const user = await stack.newUser();
    const { data } = await user.client.auth.getSession();
    const attempts: Record<string, string>[] = [
      { apikey: stack.config.anonKey },
      { apikey: stack.config.anonKey, authorization: `Bearer ${data.session?.access_token ?? ''}` },
    ];
    for (const headers of attempts) {
      const read = await fetch(`${stack.url}/auth/v1/_local/inbox`, { headers });
      expect(read.status).toBe(403);
      const wipe = await fetch(`${stack.url}/auth/v1/_local/inbox`, { method: 'DELETE', headers });
      expect(wipe.status).toBe(403);
    }
  });
});

describe('captcha ([auth.captcha]: Turnstile, the offline fake here)', () => {
  let fake: RunningCaptchaFake;
  let checked: TestStack;
  beforeAll(async () => {
    fake = await startCaptchaFake({ port: 0 });
    const { CAPTCHA_SECRET_KEY, CAPTCHA_VERIFY_URL } = captchaEnvFor(fake);
    checked = await startTestStack({ captcha: { secretKey: CAPTCHA_SECRET_KEY, verifyUrl: CAPTCHA_VERIFY_URL } });
  });
  afterAll(async () => {
    await checked?.close();
    await fake?.close();
  });

  it('sign-up needs a solved check: none or a used one is 400 captcha_failed and creates nobody', async () => {
    const before = await countUsers(checked);
    const none = await checked.anon().auth.signUp({ email: email('nocaptcha'), password: 'test-password-123' });
    expect(none.error).toMatchObject({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (no captcha_token found)',
    });
    const captchaToken = fake.issue('signup');
    const address = email('captcha');
    const ok = await checked
      .anon()
      .auth.signUp({ email: address, password: 'test-password-123', options: { captchaToken } });
    expect(ok.error).toBeNull();
    const reused = await checked
      .anon()
      .auth.signUp({ email: email('reused'), password: 'test-password-123', options: { captchaToken } });
    expect(reused.error).toMatchObject({
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (timeout-or-duplicate)',
    });
    expect(await countUsers(checked)).toBe(before + 1);
  });

  it('password sign-in and recovery need one too; the service key does not', async () => {
    const credentials = { email: email('signin'), password: 'test-password-123' };
    const created = await checked.service().auth.admin.createUser({ ...credentials, email_confirm: true });
    expect(created.error).toBeNull();
    const user = { email: credentials.email };
    expect((await checked.anon().auth.signInWithPassword(credentials)).error?.code).toBe('captcha_failed');
    const signedIn = await checked
      .anon()
      .auth.signInWithPassword({ ...credentials, options: { captchaToken: fake.issue('login') } });
    expect(signedIn.error).toBeNull();
    expect((await checked.anon().auth.resetPasswordForEmail(user.email)).error?.code).toBe('captcha_failed');
    const recovered = await checked
      .anon()
      .auth.resetPasswordForEmail(user.email, { captchaToken: fake.issue('recover') });
    expect(recovered.error).toBeNull();
    const bare = await fetch(`${checked.url}/auth/v1/recover`, {
      method: 'POST',
      headers: {
        apikey: checked.config.serviceRoleKey,
        Authorization: `Bearer ${checked.config.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: email('by-staff') }),
    });
    expect(bare.status).toBe(200);
  });
});
