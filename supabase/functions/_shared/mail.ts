// The one way our Edge Functions send e-mail: `send({ to, subject, html, text, attachments,
// idempotencyKey })` over the official Resend SDK, for Deno (hosted) and Node (local stack) alike.
// RESEND_API_KEY is the project's key; RESEND_BASE_URL points the SDK at the local stack's offline fake
// (supabase/local/src/mail-fake) in development and tests, and is unset on hosted projects. MAIL_FROM is
// the sender on the verified domain ("Name <address>").
import type { Resend } from 'resend';
import type { FunctionEnv } from './types.ts';

export interface MailAttachment {
  filename: string;
  /** The file's bytes or text; sent base64-encoded as Resend expects. */
  content: string | Uint8Array;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Resend sends one mail per key (for 24 hours): a retry of the same mail must reuse it. */
  idempotencyKey: string;
  /** Resend tags (letters, digits, `_`, `-`); `type` names the kind of mail (the local inbox shows it). */
  tags?: Record<string, string>;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** The provider's id of the accepted mail; throws MailError when it was refused. */
  send(mail: OutgoingMail): Promise<{ id: string }>;
  /** The sender address (MAIL_FROM's address part), e.g. the organizer of a calendar invitation. */
  from: { name: string; email: string };
}

export class MailError extends Error {
  /** Resend's error name (validation_error, rate_limit_exceeded, ...). */
  readonly code: string;
  readonly status: number | null;
  constructor(message: string, code: string, status: number | null) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** "Name <address>" or a bare address. */
export function parseSender(from: string): { name: string; email: string } | null {
  const named = /^\s*(.*?)\s*<([^\s<>@]+@[^\s<>@]+)>\s*$/.exec(from);
  if (named) return { name: named[1] ?? '', email: named[2] ?? '' };
  const bare = from.trim();
  return /^[^\s<>@]+@[^\s<>@]+$/.test(bare) ? { name: '', email: bare } : null;
}

const toBase64 = (content: string | Uint8Array) => {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** The mailer the environment configures, or null when RESEND_API_KEY or MAIL_FROM is missing. */
export function resendMailer(deps: { Resend: typeof Resend }, env: FunctionEnv): Mailer | null {
  const key = env.RESEND_API_KEY;
  const from = env.MAIL_FROM ? parseSender(env.MAIL_FROM) : null;
  if (!key || !from || !env.MAIL_FROM) return null;
  const sender = env.MAIL_FROM;
  // The base URL is passed explicitly: the SDK would otherwise read process.env, which in the local
  // stack is not the function's environment.
  const resend = new deps.Resend(key, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
  return {
    from,
    async send(mail) {
      const { data, error } = await resend.emails.send(
        {
          from: sender,
          to: [mail.to],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.attachments?.length
            ? {
                attachments: mail.attachments.map((attachment) => ({
                  filename: attachment.filename,
                  content: toBase64(attachment.content),
                  contentType: attachment.contentType,
                })),
              }
            : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.tags ? { tags: Object.entries(mail.tags).map(([name, value]) => ({ name, value })) } : {}),
        },
        { idempotencyKey: mail.idempotencyKey },
      );
      if (error || !data) {
        throw new MailError(
          error?.message ?? 'Resend answered no id.',
          error?.name ?? 'application_error',
          error?.statusCode ?? null,
        );
      }
      return { id: data.id };
    },
  };
}
