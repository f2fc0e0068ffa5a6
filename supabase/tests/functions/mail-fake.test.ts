// The offline Resend fake as the real Resend SDK sees it, through our mail interface
// (functions/_shared/mail.ts): what it accepts lands in the local inbox once per idempotency key, and
// what Resend refuses it refuses in Resend's words.
import { Resend } from 'resend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailError, resendMailer } from '../../functions/_shared/mail.ts';
import { FAKE_RESEND_API_KEY, LOCAL_MAIL_FROM, MAIL_FAKE_PATH } from '../../local/src/mail-fake/constants.ts';
import { mailsOf, newAddress } from '../support/bookings.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let baseUrl: string;
beforeAll(async () => {
  stack = await startTestStack();
  baseUrl = `${stack.url}${MAIL_FAKE_PATH}`;
});
afterAll(() => stack?.close());

const mailer = (key = FAKE_RESEND_API_KEY) => {
  const made = resendMailer({ Resend }, { RESEND_API_KEY: key, RESEND_BASE_URL: baseUrl, MAIL_FROM: LOCAL_MAIL_FROM });
  if (!made) throw new Error('no mailer');
  return made;
};

const message = (to: string, idempotencyKey: string) => ({
  to,
  subject: 'Hello',
  html: '<p>Hi <a data-action-link href="https://example.com/x?a=1&amp;b=2">open</a></p>',
  text: 'Hi',
  idempotencyKey,
  attachments: [{ filename: 'a.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
  tags: { type: 'booking_confirmed' },
});

describe('the offline Resend fake', () => {
  it('stores a message in the inbox with its type, main link, text and attachment', async () => {
    const to = newAddress();
    const { id } = await mailer().send(message(to, `k-${to}`));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [mail] = await mailsOf(stack, to);
    expect(mail).toMatchObject({
      type: 'booking_confirmed',
      subject: 'Hello',
      text: 'Hi',
      action_link: 'https://example.com/x?a=1&b=2',
      attachments: [{ filename: 'a.ics', content_type: 'text/calendar', content: btoa('BEGIN:VCALENDAR') }],
    });
  });

  it('answers the same id for the same idempotency key and stores the message once', async () => {
    const to = newAddress();
    const first = await mailer().send(message(to, `once-${to}`));
    const second = await mailer().send(message(to, `once-${to}`));
    expect(second.id).toBe(first.id);
    expect(await mailsOf(stack, to)).toHaveLength(1);
  });

  it('refuses a key reused for another message, as Resend does', async () => {
    const to = newAddress();
    await mailer().send(message(to, `reuse-${to}`));
    const other = { ...message(to, `reuse-${to}`), subject: 'Another' };
    await expect(mailer().send(other)).rejects.toMatchObject({ code: 'invalid_idempotent_request', status: 409 });
  });

  it('refuses a wrong API key and a message without a recipient, in Resend’s words', async () => {
    await expect(mailer('re_wrong').send(message(newAddress(), 'k-wrong'))).rejects.toMatchObject({
      code: 'invalid_api_key',
      status: 403,
    });
    const response = await fetch(`${baseUrl}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${FAKE_RESEND_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: LOCAL_MAIL_FROM, subject: 'x', html: '<p>x</p>' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      statusCode: 422,
      name: 'missing_required_field',
      message: 'Missing `to` field.',
    });
    await expect(mailer().send(message('not an address', 'k-bad-to'))).rejects.toBeInstanceOf(MailError);
  });
});
