import { randomBytes } from 'node:crypto';
import type { StackConfig } from '../config.ts';
import type { Sql } from '../engine/engine.ts';
import { authError } from './errors.ts';
import { type MailKind, renderMail } from './mail-templates.ts';

/** GoTrue's GOTRUE_MAILER_OTP_EXP default: mailed links work for a day. */
export const MAIL_LINK_TTL_SECONDS = 86400;

type AnyMailKind = MailKind | 'reauthentication';

const SUBJECTS: Record<AnyMailKind, string> = {
  signup: 'Confirm Your Signup',
  recovery: 'Reset Your Password',
  email_change: 'Confirm Email Change',
  reauthentication: 'Confirm Reauthentication',
};

const LEADS: Record<AnyMailKind, string> = {
  signup: 'Follow this link to confirm your user:',
  recovery: 'Follow this link to reset the password for your user:',
  email_change: 'Follow this link to confirm the update of your email:',
  reauthentication: 'Enter the code:',
};

const HOUR_MS = 3_600_000;
const allowances = new WeakMap<StackConfig, { left: number; at: number }>();

/**
 * GoTrue's two mail limits, checked before anything is written: one user gets one mail of a kind per
 * `emailMaxFrequencySeconds` (`lastSentAt` is that kind's *_sent_at), and the whole project sends at
 * most `emailsPerHour` (a bucket refilled over the hour). Both answer 429 over_email_send_rate_limit.
 */
export function reserveMail(config: StackConfig, lastSentAt: string | null): void {
  const { emailMaxFrequencySeconds, emailsPerHour } = config.auth;
  const now = Date.now();
  if (lastSentAt) {
    const waitMs = new Date(lastSentAt).getTime() + emailMaxFrequencySeconds * 1000 - now;
    if (waitMs > 0) {
      throw authError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
      );
    }
  }
  const previous = allowances.get(config) ?? { left: emailsPerHour, at: now };
  const left = Math.min(emailsPerHour, previous.left + ((now - previous.at) / HOUR_MS) * emailsPerHour);
  if (left < 1) {
    allowances.set(config, { left, at: now });
    throw authError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  }
  allowances.set(config, { left: left - 1, at: now });
}

/** The one-time token of a mailed link (GoTrue's token_hash); stored as is in auth.users. */
export function newMailToken(): string {
  return randomBytes(28).toString('hex');
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * GoTrue only redirects to the site URL or an allow-listed URL, and falls back to the site URL
 * otherwise. Locally the allow list is: the site's and the API's origins, and any loopback address.
 */
export function safeRedirect(config: StackConfig, requested: string | null | undefined): string {
  if (!requested) return config.siteUrl;
  try {
    const url = new URL(requested);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
    const allowed = [config.siteUrl, config.publicUrl].map((u) => new URL(u).origin);
    if (allowed.includes(url.origin) || LOOPBACK.has(url.hostname)) return url.toString();
  } catch {
    // not a URL: fall through
  }
  return config.siteUrl;
}

export function verifyLink(config: StackConfig, kind: MailKind, token: string, redirectTo: string): string {
  const query = new URLSearchParams({ token, type: kind, redirect_to: redirectTo });
  return `${config.publicUrl}/auth/v1/verify?${query.toString()}`;
}

/**
 * Records what GoTrue would have mailed (a link, or the reauthentication code); the local inbox
 * endpoint reads it back. A link mail uses the product's template from config.toml when it has one
 * (mail-templates.ts), else GoTrue's plain default. Callers call reserveMail first.
 */
export async function sendMail(
  sql: Sql,
  config: StackConfig,
  to: string,
  kind: AnyMailKind,
  link: string,
  account: { email: string; newEmail?: string } = { email: to },
): Promise<void> {
  const branded =
    kind === 'reauthentication'
      ? null
      : renderMail(kind, {
          ConfirmationURL: link,
          SiteURL: config.siteUrl,
          Email: account.email,
          ...(account.newEmail ? { NewEmail: account.newEmail } : {}),
        });
  const subject = branded?.subject ?? SUBJECTS[kind];
  const body = branded?.html ?? `${LEADS[kind]}\n\n${link}\n`;
  await sql.query(
    'insert into auth.local_mail (recipient, kind, subject, body, action_link) values ($1, $2, $3, $4, $5)',
    [to, kind, subject, body, link],
  );
  if (config.printMail) console.log(`Mail to ${to}: ${subject}\n  ${link}`);
}

export interface InboxMessage {
  id: number;
  to: string;
  /** The auth mail's kind, or the `type` tag of a mail sent through the Resend fake (booking mails). */
  type: AnyMailKind | string;
  subject: string;
  /** The plain-text part when the mail had one, else the body as stored (HTML for branded mails). */
  text: string;
  html: string;
  action_link: string;
  /** Attachments of mails sent through the Resend fake, content base64 as Resend receives it. */
  attachments: { filename: string; content_type: string; content: string }[];
  /** Custom headers of mails sent through the Resend fake (List-Unsubscribe, ...). */
  headers: Record<string, string>;
  created_at: string;
}

/** Newest first; all recipients when `email` is empty. */
export async function readInbox(sql: Sql, email: string): Promise<InboxMessage[]> {
  const { rows } = await sql.query<{ json: string }>(
    `select coalesce(json_agg(json_build_object(
              'id', id, 'to', recipient, 'type', kind, 'subject', subject, 'text', coalesce(text_body, body),
              'html', body, 'action_link', action_link, 'attachments', attachments,
              'headers', headers, 'created_at', created_at) order by id desc), '[]'::json)::text as json
       from auth.local_mail where $1 = '' or lower(recipient) = lower($1)`,
    [email],
  );
  return JSON.parse(rows[0]?.json ?? '[]') as InboxMessage[];
}

export async function clearInbox(sql: Sql, email: string): Promise<void> {
  await sql.query(`delete from auth.local_mail where $1 = '' or lower(recipient) = lower($1)`, [email]);
}
