import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine/engine.ts';
import type { AuthServer } from './test-harness.ts';
import { client, must, openAuthDatabase, serveAuth, uniqueEmail } from './test-harness.ts';
import { createUser } from './users.ts';

let engine: Engine;
let confirming: AuthServer;
let open: AuthServer;

beforeAll(async () => {
  engine = await openAuthDatabase();
  confirming = await serveAuth(engine, { requireEmailConfirmation: true });
  open = await serveAuth(engine);
}, 60_000);

afterAll(async () => {
  await confirming?.close();
  await open?.close();
  await engine?.close();
});

async function inbox(email: string, key = confirming.config.serviceRoleKey) {
  return fetch(`${confirming.url}/auth/v1/_local/inbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
}

describe('sign-up with e-mail confirmation', () => {
  it('answers the bare user, mails a link, and signs in only once the link is followed', async () => {
    const email = uniqueEmail('confirm');
    const password = 'secret-passw0rd';
    const supabase = client(confirming);
    const signUp = await supabase.auth.signUp({
      email,
      password,
      options: { data: { full_name: 'Ravi K' }, emailRedirectTo: 'http://localhost:4321/welcome' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    expect(signUp.data.user?.confirmation_sent_at).toBeTruthy();

    const early = await client(confirming).auth.signInWithPassword({ email, password });
    expect(early.error?.status).toBe(400);
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toBe('Email not confirmed');

    const mails = await inbox(email);
    expect(mails.status).toBe(200);
    const { messages } = await mails.json();
    expect(messages).toHaveLength(1);
    // The product's template and subject from config.toml ([auth.email.template.confirmation]).
    expect(messages[0]).toMatchObject({ to: email, type: 'signup', subject: 'Confirm your EuroStudy Compass account' });
    const link = new URL(messages[0].action_link);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(messages[0].text).toContain(messages[0].action_link.replaceAll('&', '&amp;'));

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(must(followed.headers.get('location')));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:4321/welcome');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('refresh_token')).toBeTruthy();
    expect(Number(fragment.get('expires_in'))).toBeGreaterThan(0);
    const claims = decodeJwt(must(fragment.get('access_token')));
    expect(claims.email).toBe(email);
    expect(claims.user_metadata).toMatchObject({ full_name: 'Ravi K', email_verified: true });

    // The link is spent; following it again lands on GoTrue's error fragment.
    const again = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(must(again.headers.get('location'))).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    );

    const signIn = await client(confirming).auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('sends an unknown redirect back to the site URL', async () => {
    const email = uniqueEmail('redirect');
    await client(confirming).auth.signUp({
      email,
      password: 'secret-passw0rd',
      options: { emailRedirectTo: 'https://evil.example/' },
    });
    const { messages } = await (await inbox(email)).json();
    const followed = await fetch(messages[0].action_link, { redirect: 'manual' });
    expect(followed.headers.get('location')).toMatch(/^http:\/\/localhost:4321\/#access_token=/);
  });

  it('does not reveal a confirmed address on repeated sign-up', async () => {
    const email = uniqueEmail('repeat');
    await createUser(engine.owner, { email, password: 'secret-passw0rd' });
    const { data, error } = await client(confirming).auth.signUp({ email, password: 'other-passw0rd' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  it('keeps the inbox for the service key only', async () => {
    const response = await inbox('anyone@example.com', confirming.config.anonKey);
    expect(response.status).toBe(403);
  });

  it('reports mailer_autoconfirm off in settings', async () => {
    const settings = await fetch(`${confirming.url}/auth/v1/settings`, {
      headers: { apikey: confirming.config.anonKey },
    });
    expect((await settings.json()).mailer_autoconfirm).toBe(false);
  });
});

describe('admin users API', () => {
  it('creates, reads, lists, updates and deletes users with the service key', async () => {
    const admin = client(open, open.config.serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: 'secret-passw0rd',
      email_confirm: true,
      user_metadata: { full_name: 'Meera' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const id = must(created.data.user).id;
    expect(created.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'pro' });
    expect(created.data.user?.user_metadata.full_name).toBe('Meera');
    expect(created.data.user?.email_confirmed_at).toBeTruthy();

    const duplicate = await admin.createUser({ email, password: 'secret-passw0rd' });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('email_exists');

    const fetched = await admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.id)).toContain(id);
    expect(listed.data).toMatchObject({ aud: 'authenticated' });
    const firstPage = await admin.listUsers({ page: 1, perPage: 1 });
    expect(firstPage.data.users).toHaveLength(1);
    expect(firstPage.data).toMatchObject({ nextPage: 2 });
    expect((firstPage.data as { total?: number }).total).toBeGreaterThanOrEqual(2);

    const updated = await admin.updateUserById(id, {
      app_metadata: { plan: null, tier: 'gold' },
      user_metadata: { city: 'Pune' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], tier: 'gold' });
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Meera', city: 'Pune' });

    const signIn = await client(open).auth.signInWithPassword({ email, password: 'secret-passw0rd' });
    expect(decodeJwt(must(signIn.data.session).access_token).app_metadata).toMatchObject({ tier: 'gold' });

    const deleted = await admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
    // Deleting the user ended its sessions too.
    const { error } = await client(open).auth.getUser(must(signIn.data.session).access_token);
    expect(error?.status).toBe(403);
  });

  it('refuses the anon key and signed-in users', async () => {
    const anonAdmin = client(open).auth.admin;
    const refused = await anonAdmin.createUser({ email: uniqueEmail('nope'), password: 'secret-passw0rd' });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('not_admin');
    expect((await anonAdmin.listUsers()).error?.status).toBe(403);

    const email = uniqueEmail('plain');
    await createUser(engine.owner, { email, password: 'secret-passw0rd' });
    const user = await client(open).auth.signInWithPassword({ email, password: 'secret-passw0rd' });
    const response = await fetch(`${open.url}/auth/v1/admin/users`, {
      headers: { apikey: open.config.anonKey, authorization: `Bearer ${must(user.data.session).access_token}` },
    });
    expect(response.status).toBe(403);
  });

  it('createUser (CLI, seed) makes a confirmed user who can sign in', async () => {
    const email = uniqueEmail('cli').toUpperCase();
    const id = await createUser(engine.owner, {
      email,
      password: 'secret-passw0rd',
      fullName: 'Dev Admin',
      appMetadata: { seeded: true },
    });
    const { data, error } = await client(open).auth.signInWithPassword({
      email: email.toLowerCase(),
      password: 'secret-passw0rd',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.user_metadata.full_name).toBe('Dev Admin');
    expect(data.user?.app_metadata).toMatchObject({ seeded: true });
    await expect(createUser(engine.owner, { email, password: 'secret-passw0rd' })).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe('auth helpers in SQL', () => {
  it('auth.uid(), auth.role(), auth.email() and auth.jwt() read the request claims', async () => {
    const claims = { sub: '3f1c1d3e-8a4b-4f7e-9a56-3c1d2b4e5f60', role: 'authenticated', email: 'a@b.co' };
    const row = await engine.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(claims),
      ]);
      const { rows } = await tx.query<Record<string, string>>(
        `select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'sub' as sub`,
      );
      return rows[0];
    });
    expect(row).toEqual({ uid: claims.sub, role: 'authenticated', email: 'a@b.co', sub: claims.sub });
    const anon = await engine.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true), set_config('request.jwt.claims', '', true)`);
      return (await tx.query<{ uid: string | null }>('select auth.uid()::text as uid')).rows[0];
    });
    expect(anon?.uid).toBeNull();
  });

  it('keeps auth tables away from the API roles', async () => {
    const attempt = engine.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true)`);
      await tx.query('select * from auth.users');
    });
    await expect(attempt).rejects.toMatchObject({ code: '42501' });
  });
});
