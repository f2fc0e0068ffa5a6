// The backend as the service role, for test data set-up, clean-up and checks that bypass RLS: one typed
// supabase-js client, so fixtures read and write exactly as production code does.
import type { Database } from '@app/shared/database.types';
import { LOCAL_SERVICE_ROLE_KEY } from '@app/shared/local-backend';
import { DEFAULT_CAPTCHA_FAKE_PORT, FAKE_CAPTCHA_SITE_KEY } from '@app/supabase/local/captcha-fake';
import { createClient } from '@supabase/supabase-js';

const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54321';

export const service = createClient<Database>(SUPABASE_URL, LOCAL_SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** A service call's data, or its error thrown: a fixture that silently saw nothing would weaken the test. */
export async function must<R extends { data: unknown; error: { message: string } | null }>(
  query: PromiseLike<R>,
): Promise<NonNullable<Extract<R, { error: null }>['data']>> {
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return data as NonNullable<Extract<R, { error: null }>['data']>;
}

/** The exact count of a `select('*', { count: 'exact', head: true })`, or its error thrown. */
export async function countOf(query: PromiseLike<{ count: number | null; error: { message: string } | null }>) {
  const { count, error } = await query;
  if (error) throw new Error(error.message);
  return count ?? 0;
}

export type TestAccount = { id: string; email: string; password: string };

/** A confirmed student account made through the admin API, for tests that need their own student. */
export async function newAccount(
  email: string,
  fullName: string,
  password = 'test-student-passw0rd',
): Promise<TestAccount> {
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error) throw error;
  return { id: data.user.id, email, password };
}

/** A mail in the local inbox: product mail (bookings) carries its text part and attachments (base64). */
export type InboxMail = {
  id: number;
  type: string;
  subject: string;
  text: string;
  html: string;
  action_link: string;
  attachments: { filename: string; content_type: string; content: string }[] | null;
  /** Custom headers of mail sent through the Resend fake (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: Record<string, string>;
};

/** Every mail the local stack delivered to this address, newest first. */
export async function inboxOf(email: string): Promise<InboxMail[]> {
  const response = await fetch(`${SUPABASE_URL}/auth/v1/_local/inbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
  });
  return ((await response.json()) as { messages: InboxMail[] }).messages;
}

/** A scheduled Edge Function run as pg_cron runs it: POSTed with the service key as bearer. */
export async function runScheduledFunction(name: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${SUPABASE_URL}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      apikey: LOCAL_SERVICE_ROLE_KEY,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The newest mail of a kind the local stack delivered to this address (its inbox, service key only). */
export async function newestMail(email: string, type: string): Promise<InboxMail> {
  const mail = (await inboxOf(email)).find((m) => m.type === type);
  if (!mail) throw new Error(`no ${type} mail for ${email}`);
  return mail;
}

/** A one-time human-check pass for a form, as verify-human issues it once the widget's token passed:
 *  for rows a test sends straight to the API as a visitor would. */
export async function humanPass(form: string): Promise<string> {
  return must(service.rpc('issue_human_pass', { form }));
}

/** A solved human-check token from the offline Turnstile fake the runs start (as its widget gets one),
 *  for sign-ins a test makes straight through the auth API, which GoTrue's captcha setting guards. */
export async function captchaToken(action: string): Promise<string> {
  const fake = `http://127.0.0.1:${process.env.CAPTCHA_FAKE_PORT ?? DEFAULT_CAPTCHA_FAKE_PORT}`;
  const response = await fetch(`${fake}/turnstile/v0/challenge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sitekey: FAKE_CAPTCHA_SITE_KEY, action, hostname: 'localhost' }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error('the Turnstile fake gave no token');
  return token;
}
