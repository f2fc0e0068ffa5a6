import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts';
import type { Engine } from '../engine/engine.ts';
import type { AuthServer } from './test-harness.ts';
import { client, must, openAuthDatabase, serveAuth, uniqueEmail } from './test-harness.ts';

let engine: Engine;
let server: AuthServer;

beforeAll(async () => {
  engine = await openAuthDatabase();
  // GoTrue's answers with "Confirm email" off, a setting a project may choose: a session at sign-up.
  // The product's stack follows config.toml (confirmations on), tested in confirm-admin.test.ts.
  server = await serveAuth(engine, { requireEmailConfirmation: false });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await engine?.close();
});

async function signedUp(label: string, password = 'secret-passw0rd') {
  const email = uniqueEmail(label);
  const supabase = client(server);
  const { data, error } = await supabase.auth.signUp({ email, password, options: { data: { full_name: 'Asha Rao' } } });
  expect(error).toBeNull();
  return { supabase, email, password, session: must(data.session), user: must(data.user) };
}

describe('sign-up with auto-confirm', () => {
  it('answers a session whose user carries the sign-up data as user_metadata', async () => {
    const { session, user, email } = await signedUp('signup');
    expect(session.access_token).toBeTruthy();
    expect(session.refresh_token).toBeTruthy();
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(user.email).toBe(email);
    expect(user.user_metadata.full_name).toBe('Asha Rao');
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.identities?.[0]?.provider).toBe('email');
  });

  it('stores the address lower-cased and refuses it again in any case', async () => {
    const email = uniqueEmail('Dup').replace('dup', 'DUP');
    const supabase = client(server);
    expect((await supabase.auth.signUp({ email, password: 'secret-passw0rd' })).error).toBeNull();
    const again = await supabase.auth.signUp({ email: email.toUpperCase(), password: 'secret-passw0rd' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.message).toBe('User already registered');
  });

  it('rejects short passwords and malformed addresses as GoTrue does', async () => {
    const supabase = client(server);
    const weak = await supabase.auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const bad = await supabase.auth.signUp({ email: 'not-an-address', password: 'secret-passw0rd' });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
  });
});

describe('password sign-in', () => {
  it('answers a session whose access token carries what auth-js, PostgREST and policies read', async () => {
    const { email, password, user } = await signedUp('signin');
    const supabase = client(server);
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const claims = decodeJwt(must(data.session).access_token);
    expect(claims.sub).toBe(user.id);
    expect(claims.role).toBe('authenticated');
    expect(claims.aud).toBe('authenticated');
    expect(claims.iss).toBe(`${server.url}/auth/v1`);
    expect(claims.exp).toBe(must(data.session).expires_at);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(claims.email).toBe(email);
    expect(claims.phone).toBe('');
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(claims.user_metadata).toMatchObject({ full_name: 'Asha Rao', email, email_verified: true, sub: user.id });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.is_anonymous).toBe(false);
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  it('answers 400 invalid_credentials for a wrong password or an unknown address alike', async () => {
    const { email } = await signedUp('wrongpw');
    const supabase = client(server);
    for (const attempt of [
      { email, password: 'not-the-password' },
      { email: uniqueEmail('nobody'), password: 'secret-passw0rd' },
    ]) {
      const { data, error } = await supabase.auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('sends both error shapes and the API version header', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('raw'), password: 'whatever1' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
  });

  it('refuses requests without an apikey, as the gateway does', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`);
    expect(response.status).toBe(401);
  });
});

describe('user endpoint', () => {
  it('getUser and getClaims answer the signed-in user', async () => {
    const { supabase, user } = await signedUp('getuser');
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.user_metadata.full_name).toBe('Asha Rao');
    const claims = await supabase.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(user.id);
  });

  it('refuses an expired token and a forged one with bad_jwt', async () => {
    const { user, session } = await signedUp('badjwt');
    const payload = { ...decodeJwt(session.access_token) };
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...payload, iat: now - 7200, exp: now - 60 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    const forged = await new SignJWT({ ...payload, sub: user.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of [expired, forged]) {
      const { data, error } = await client(server).auth.getUser(token);
      expect(data.user).toBeNull();
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('bad_jwt');
    }
  });

  it('updateUser merges user_metadata but never lets the user touch app_metadata', async () => {
    const { supabase, user } = await signedUp('update');
    const updated = await supabase.auth.updateUser({ data: { phone_hint: 'evening', full_name: 'Asha R.' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Asha R.', phone_hint: 'evening' });

    const escalation = await supabase.auth.updateUser({
      data: { full_name: 'Mallory' },
      app_metadata: { role: 'admin' },
    } as never);
    expect(escalation.error?.status).toBe(403);
    expect(escalation.error?.code).toBe('not_admin');
    const after = await client(server, server.config.serviceRoleKey).auth.admin.getUserById(user.id);
    expect(after.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(after.data.user?.user_metadata.full_name).toBe('Asha R.');

    // A null value removes a key (GoTrue's merge).
    const removed = await supabase.auth.updateUser({ data: { phone_hint: null } });
    expect(removed.data.user?.user_metadata).not.toHaveProperty('phone_hint');
  });

  it('changes the password, after which only the new one signs in', async () => {
    const { supabase, email, password } = await signedUp('password');
    expect((await supabase.auth.updateUser({ password: 'brand-new-passw0rd' })).error).toBeNull();
    const same = await supabase.auth.updateUser({ password: 'brand-new-passw0rd' });
    expect(same.error?.code).toBe('same_password');
    expect((await client(server).auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await client(server).auth.signInWithPassword({ email, password: 'brand-new-passw0rd' })).error).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new token and revokes the old one', async () => {
    const { supabase, session } = await signedUp('rotate');
    const first = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = must(first.data.session);
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(rotated.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);

    // A client that lost the answer may retry with the parent of the active token: same token back.
    const retry = await client(server).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(rotated.refresh_token);

    // Rotate again, then let the original token age past the reuse interval: reuse is refused and
    // the whole session's tokens are revoked.
    const second = await client(server).auth.refreshSession({ refresh_token: rotated.refresh_token });
    expect(second.error).toBeNull();
    await engine.owner.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [session.refresh_token],
    );
    const reused = await client(server).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error?.status).toBe(400);
    expect(reused.error?.code).toBe('refresh_token_already_used');
    expect(reused.error?.message).toBe('Invalid Refresh Token: Already Used');
    const familyGone = await client(server).auth.refreshSession({
      refresh_token: must(second.data.session).refresh_token,
    });
    expect(familyGone.error?.code).toBe('refresh_token_already_used');
  });

  it('answers refresh_token_not_found for an unknown token', async () => {
    const { error } = await client(server).auth.refreshSession({ refresh_token: 'no-such-token-at-all' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('sign-out', () => {
  it('ends the session: its access token and refresh token stop working', async () => {
    const { supabase, session } = await signedUp('signout');
    expect((await supabase.auth.signOut()).error).toBeNull();
    const { data, error } = await client(server).auth.getUser(session.access_token);
    expect(data.user).toBeNull();
    expect(error).not.toBeNull();
    const raw = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.config.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(raw.status).toBe(403);
    expect((await raw.json()).code).toBe('session_not_found');
    const refreshed = await client(server).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
  });

  it('scope=local keeps the other sessions of the user', async () => {
    const { email, password } = await signedUp('scopes');
    const phone = client(server);
    const laptop = client(server);
    await phone.auth.signInWithPassword({ email, password });
    await laptop.auth.signInWithPassword({ email, password });
    expect((await phone.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
  });

  it('treats a sign-out with a bad token as done (auth-js ignores 401/403)', async () => {
    const response = await fetch(`${server.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: server.config.anonKey, authorization: 'Bearer not.a.jwt' },
    });
    expect(response.status).toBe(403);
  });
});

describe('settings and discovery', () => {
  it('answers GoTrue settings and an empty JWKS (HS256)', async () => {
    const settings = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.config.anonKey } });
    expect(await settings.json()).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(await jwks.json()).toEqual({ keys: [] });
  });
});
