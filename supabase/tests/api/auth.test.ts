import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT, startTestStack, type TestStack } from '../support/stack.ts';

// docs/product.md section 7 auth calls through the real supabase-js, and what tokens mean to /rest/v1.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const sign = (claims: Record<string, unknown>, secret: string, expiresAt: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

describe('sign-up, sign-in, refresh, sign-out', () => {
  it('sign-up follows config.toml: no session until the mailed link is followed, then full_name is stored', async () => {
    const email = 'new.student@example.com';
    const client = stack.anon();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'a-strong-passw0rd',
      options: { data: { full_name: 'Anil Kumar' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const early = await stack.anon().auth.signInWithPassword({ email, password: 'a-strong-passw0rd' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const [mail] = await stack.inbox(email);
    expect(mail?.type).toBe('signup');
    const followed = await fetch(mail?.action_link ?? '', { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(followed.headers.get('location') ?? '').hash.slice(1));
    const user = await stack.anon().auth.getUser(fragment.get('access_token') ?? '');
    expect(user.data.user?.user_metadata.full_name).toBe('Anil Kumar');
    expect(user.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('sign-up with an address that has an account answers as for a new one, without saying it is taken', async () => {
    const taken = await stack.anon().auth.signUp({ email: DEMO_STUDENT.email, password: 'another-passw0rd' });
    const fresh = await stack.anon().auth.signUp({ email: 'someone.new@example.com', password: 'another-passw0rd' });
    for (const answer of [taken, fresh]) {
      expect(answer.error).toBeNull();
      expect(answer.data.session).toBeNull();
      expect(answer.data.user?.email_confirmed_at).toBeUndefined();
    }
    // The account keeps its password: the sign-up changed nothing.
    expect((await stack.anon().auth.signInWithPassword(DEMO_STUDENT)).error).toBeNull();
  });

  it('sign-in with a wrong password is 400 invalid_credentials', async () => {
    const { error } = await stack.anon().auth.signInWithPassword({ email: DEMO_STUDENT.email, password: 'wrong' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('sign-in, refresh and sign-out', async () => {
    const client = stack.anon();
    const signIn = await client.auth.signInWithPassword(DEMO_STUDENT);
    expect(signIn.error).toBeNull();
    const first = signIn.data.session?.refresh_token;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first);
    const token = refreshed.data.session?.access_token as string;
    expect((await client.from('transportation_options').select('id').limit(1)).error).toBeNull();
    expect((await client.auth.signOut()).error).toBeNull();
    const user = await stack.anon().auth.getUser(token);
    expect(user.error).not.toBeNull();
  });
});

describe('tokens at /rest/v1', () => {
  it('an expired token is 401 PGRST303', async () => {
    const { data } = await stack.anon().auth.signInWithPassword(DEMO_STUDENT);
    const expired = await sign(
      { sub: data.user?.id, role: 'authenticated', aud: 'authenticated' },
      stack.config.jwtSecret,
      Math.floor(Date.now() / 1000) - 120,
    );
    const response = await fetch(`${stack.url}/rest/v1/news?select=id`, {
      headers: { apikey: stack.config.anonKey, Authorization: `Bearer ${expired}` },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('PGRST303');
  });

  it('a token signed with another secret is 401 and reads nothing', async () => {
    const forged = await sign(
      { role: 'service_role' },
      'another-secret-that-is-at-least-32-chars',
      Math.floor(Date.now() / 1000) + 600,
    );
    const response = await fetch(`${stack.url}/rest/v1/contacts?select=*`, {
      headers: { apikey: stack.config.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });
});
