import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// Password reset as the site runs it, through supabase-js against the local stack, with GoTrue's
// answers: resetPasswordForEmail mails a recovery link (the product's template from config.toml),
// verifyOtp spends it for a session, updateUser sets the new password and ends the other sessions.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ requireEmailConfirmation: true });
});
afterAll(() => stack.close());

const SITE_RESET_PAGE = 'http://localhost:4321/auth/new-password';
const client = () =>
  createClient(stack.url, stack.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

async function student(password = 'first-password-1') {
  const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
  const { error } = await stack.service().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password };
}

const inbox = (email: string) => stack.inbox(email);

/** The token of the newest recovery link mailed to this address. */
async function recoveryToken(email: string): Promise<string> {
  const mail = (await inbox(email)).find((m) => m.type === 'recovery');
  return new URL(mail?.action_link ?? 'http://none').searchParams.get('token') ?? '';
}

describe('password recovery', () => {
  it('mails the product’s recovery mail for a known address and answers an unknown one the same way', async () => {
    const { email } = await student();
    const known = await client().auth.resetPasswordForEmail(email, { redirectTo: SITE_RESET_PAGE });
    const unknown = await client().auth.resetPasswordForEmail(`nobody-${randomUUID()}@example.com`, {
      redirectTo: SITE_RESET_PAGE,
    });
    expect(known).toEqual({ data: {}, error: null });
    expect(unknown).toEqual(known);

    const [mail] = await inbox(email);
    expect(mail?.type).toBe('recovery');
    expect(mail?.subject).toBe('Reset your EuroStudy Compass password');
    expect(mail?.text).toContain('Choose a new password');
    expect(mail?.text).toContain(email);
    // The link (its & escaped, as Go's html/template writes it) leads through /verify to the site's page.
    expect(mail?.text).toContain(mail?.action_link.replaceAll('&', '&amp;'));
    const link = new URL(mail?.action_link ?? '');
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(SITE_RESET_PAGE);
  });

  it('refuses an address that is not one, as GoTrue does', async () => {
    const { error } = await client().auth.resetPasswordForEmail('not-an-address');
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('verifyOtp spends the link once for a recovery session; updateUser sets the new password', async () => {
    const { email, password } = await student();
    await client().auth.resetPasswordForEmail(email, { redirectTo: SITE_RESET_PAGE });
    const token = await recoveryToken(email);

    const recovering = client();
    const verified = await recovering.auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    expect(verified.data.session?.access_token).toBeTruthy();

    const again = await client().auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });

    const same = await recovering.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await recovering.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const changed = await recovering.auth.updateUser({ password: 'second-password-2' });
    expect(changed.error).toBeNull();
    const old = await client().auth.signInWithPassword({ email, password });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const fresh = await client().auth.signInWithPassword({ email, password: 'second-password-2' });
    expect(fresh.error).toBeNull();
  });

  it('the mailed link opened in a browser redirects to the site with the session, or with GoTrue’s error', async () => {
    const { email } = await student();
    await client().auth.resetPasswordForEmail(email, { redirectTo: SITE_RESET_PAGE });
    const link = (await inbox(email)).find((m) => m.type === 'recovery')?.action_link ?? '';

    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const target = new URL(opened.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(SITE_RESET_PAGE);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();

    const reopened = await fetch(link, { redirect: 'manual' });
    const error = new URLSearchParams(new URL(reopened.headers.get('location') ?? '').hash.slice(1));
    expect(error.get('error_code')).toBe('otp_expired');
    expect(error.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('a new password ends the student’s other sessions: their refresh tokens stop working', async () => {
    const { email, password } = await student();
    const elsewhere = client();
    const other = await elsewhere.auth.signInWithPassword({ email, password });
    const otherRefresh = other.data.session?.refresh_token ?? '';

    await client().auth.resetPasswordForEmail(email, { redirectTo: SITE_RESET_PAGE });
    const recovering = client();
    await recovering.auth.verifyOtp({ type: 'recovery', token_hash: await recoveryToken(email) });
    expect((await recovering.auth.updateUser({ password: 'third-password-3' })).error).toBeNull();

    const refreshed = await client().auth.refreshSession({ refresh_token: otherRefresh });
    expect(refreshed.error).toMatchObject({ status: 400 });
    expect(['refresh_token_not_found', 'session_not_found']).toContain(refreshed.error?.code);
    // The session that changed the password stays signed in.
    expect((await recovering.auth.getUser()).error).toBeNull();
  });

  it('sign out of all devices (scope global) revokes every session', async () => {
    const { email, password } = await student();
    const phone = client();
    const laptop = client();
    await phone.auth.signInWithPassword({ email, password });
    const signedIn = await laptop.auth.signInWithPassword({ email, password });
    const laptopRefresh = signedIn.data.session?.refresh_token ?? '';

    expect((await phone.auth.signOut({ scope: 'global' })).error).toBeNull();
    const refreshed = await client().auth.refreshSession({ refresh_token: laptopRefresh });
    expect(refreshed.error).toMatchObject({ status: 400 });
  });
});
