// An offline stand-in for the part of Resend's API we use (POST /emails), for development and tests
// only, mounted in the local stack at /_local/resend (constants.ts). It answers as Resend does: the
// API key as bearer (401 missing_api_key, 403 invalid_api_key), Resend's validation errors
// ({ statusCode, name, message }, 422), and idempotent requests: the same Idempotency-Key with the same
// body answers the first id and stores nothing new, with another body 409 invalid_idempotent_request
// (locally keys do not expire after Resend's 24 hours). Instead of sending, it stores each message in
// the local inbox (auth.local_mail, GET /auth/v1/_local/inbox): the `type` tag as the mail's type, the
// link of the element marked `data-action-link` as its action_link, the text part and the attachments.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Sql } from '../engine/engine.ts';
import { BOUNCING_ADDRESS, FAKE_RESEND_API_KEY } from './constants.ts';

type ResendErrorName =
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'invalid_idempotency_key'
  | 'invalid_idempotent_request'
  | 'validation_error'
  | 'missing_required_field'
  | 'invalid_from_address'
  | 'invalid_attachment';

const STATUS: Record<ResendErrorName, number> = {
  missing_api_key: 401,
  invalid_api_key: 403,
  invalid_idempotency_key: 400,
  invalid_idempotent_request: 409,
  validation_error: 422,
  missing_required_field: 422,
  invalid_from_address: 422,
  invalid_attachment: 422,
};

class ResendError extends Error {
  readonly code: ResendErrorName;
  constructor(code: ResendErrorName, message: string) {
    super(message);
    this.code = code;
  }
  get body() {
    return { statusCode: STATUS[this.code], name: this.code, message: this.message };
  }
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const NAMED_ADDRESS = /^[^<>]*<([^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)>$/;
const FORMAT = 'The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.';

/** The bare address of `email@example.com` or `Name <email@example.com>`, or null. */
function addressOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (ADDRESS.test(text)) return text;
  return NAMED_ADDRESS.exec(text)?.[1] ?? null;
}

interface Attachment {
  filename?: unknown;
  content?: unknown;
  path?: unknown;
  content_type?: unknown;
}

interface EmailRequest {
  from?: unknown;
  to?: unknown;
  subject?: unknown;
  html?: unknown;
  text?: unknown;
  attachments?: unknown;
  tags?: unknown;
  headers?: unknown;
}

export interface StoredMessage {
  recipients: string[];
  subject: string;
  html: string;
  text: string | null;
  type: string;
  actionLink: string;
  attachments: { filename: string; content_type: string; content: string }[];
  headers: Record<string, string>;
}

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

/** The href of the first `<a … data-action-link …>`: what a reader of the mail is asked to open. */
function actionLinkOf(html: string): string {
  const anchor = /<a\b[^>]*\bdata-action-link\b[^>]*>/i.exec(html)?.[0];
  const href = anchor && /\bhref="([^"]*)"/i.exec(anchor)?.[1];
  return href ? unescapeHtml(href) : '';
}

/** Resend's checks of a send request, in Resend's words; the message to store when it passes. */
export function validateEmail(body: EmailRequest): StoredMessage {
  for (const field of ['from', 'to', 'subject'] as const) {
    if (body[field] === undefined || body[field] === null || body[field] === '') {
      throw new ResendError('missing_required_field', `Missing \`${field}\` field.`);
    }
  }
  if (!addressOf(body.from)) throw new ResendError('invalid_from_address', `Invalid \`from\` field. ${FORMAT}`);
  const to = Array.isArray(body.to) ? body.to : [body.to];
  if (to.length > 50) throw new ResendError('validation_error', 'Too many recipients: the maximum is 50.');
  const recipients = to.map(addressOf);
  if (recipients.some((address) => !address))
    throw new ResendError('validation_error', `Invalid \`to\` field. ${FORMAT}`);
  if (typeof body.subject !== 'string')
    throw new ResendError('validation_error', 'The `subject` field must be a string.');
  if (typeof body.html !== 'string' && typeof body.text !== 'string') {
    throw new ResendError('validation_error', 'Missing `html` or `text` field.');
  }
  const attachments = (Array.isArray(body.attachments) ? body.attachments : []) as Attachment[];
  const stored = attachments.map((attachment) => {
    if (typeof attachment.content !== 'string' && typeof attachment.path !== 'string') {
      throw new ResendError('invalid_attachment', 'Attachment must have either a `content` or `path`.');
    }
    if (typeof attachment.content === 'string' && !/^[A-Za-z0-9+/]*={0,2}$/.test(attachment.content)) {
      throw new ResendError('invalid_attachment', 'Attachment `content` must be base64 encoded.');
    }
    return {
      filename: typeof attachment.filename === 'string' ? attachment.filename : 'attachment',
      content_type: typeof attachment.content_type === 'string' ? attachment.content_type : 'application/octet-stream',
      content: typeof attachment.content === 'string' ? attachment.content : '',
    };
  });
  const tags = (Array.isArray(body.tags) ? body.tags : []) as { name?: unknown; value?: unknown }[];
  for (const tag of tags) {
    for (const part of [tag.name, tag.value]) {
      if (typeof part !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(part)) {
        throw new ResendError(
          'validation_error',
          'Tags should only contain ASCII letters (a–z, A–Z), numbers (0–9), underscores (_), or dashes (-).',
        );
      }
    }
  }
  const headers = body.headers ?? {};
  if (
    typeof headers !== 'object' ||
    Array.isArray(headers) ||
    Object.values(headers as object).some((value) => typeof value !== 'string')
  ) {
    throw new ResendError('validation_error', 'The `headers` field must be an object of strings.');
  }
  const html = typeof body.html === 'string' ? body.html : '';
  return {
    headers: headers as Record<string, string>,
    recipients: recipients as string[],
    subject: body.subject,
    html: html || String(body.text),
    text: typeof body.text === 'string' ? body.text : null,
    type: String(tags.find((tag) => tag.name === 'type')?.value ?? 'email'),
    actionLink: actionLinkOf(html),
    attachments: stored,
  };
}

/** Stores the message once per idempotency key; answers the id Resend would. */
async function store(sql: Sql, message: StoredMessage, key: string | null, requestHash: string): Promise<string> {
  const id = randomUUID();
  const [first, ...others] = message.recipients;
  const insert = `insert into auth.local_mail (recipient, kind, subject, body, action_link, text_body, attachments,
      provider_id, idempotency_key, request_hash, headers)
    values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11::jsonb)`;
  const values = (to: string | undefined, withKey: boolean) => [
    to,
    message.type,
    message.subject,
    message.html,
    message.actionLink,
    message.text,
    JSON.stringify(message.attachments),
    id,
    withKey ? key : null,
    requestHash,
    JSON.stringify(message.headers),
  ];
  const { rows } = await sql.query<{ provider_id: string }>(
    `${insert} on conflict (idempotency_key) where idempotency_key is not null do nothing returning provider_id`,
    values(first, true),
  );
  if (!rows.length) {
    const { rows: previous } = await sql.query<{ provider_id: string; request_hash: string }>(
      'select provider_id, request_hash from auth.local_mail where idempotency_key = $1',
      [key],
    );
    if (previous[0]?.request_hash !== requestHash) {
      throw new ResendError(
        'invalid_idempotent_request',
        'Same idempotency key used with a different request payload.',
      );
    }
    return previous[0].provider_id;
  }
  for (const to of others) await sql.query(insert, values(to, false));
  return id;
}

/** Svix's signature of a delivery (`v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<body>` with the secret's bytes). */
export function svixSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface MailEventsTarget {
  /** The stack's /functions/v1/mail-events. */
  url: string;
  secret: string;
}

/** Posts a Resend event, signed the Svix way, as Resend delivers webhooks. Answers the HTTP status. */
export async function deliverMailEvent(target: MailEventsTarget, type: string, data: object): Promise<number> {
  const body = JSON.stringify({ type, created_at: new Date().toISOString(), data });
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'svix-id': id,
        'svix-timestamp': String(timestamp),
        'svix-signature': svixSignature(target.secret, id, timestamp, body),
      },
      body,
    });
    if (!response.ok) console.error(`[mail-fake] mail-events answered ${response.status}: ${await response.text()}`);
    return response.status;
  } catch (error) {
    console.error('[mail-fake] mail-events delivery failed:', error instanceof Error ? error.message : error);
    return 0;
  }
}

export function mailFakeRoutes(
  sql: Sql,
  options: { apiKey?: string; print?: boolean; events?: () => MailEventsTarget } = {},
): Hono {
  const apiKey = options.apiKey ?? FAKE_RESEND_API_KEY;
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof ResendError) return c.json(error.body, STATUS[error.code] as 400);
    console.error('[mail-fake]', error);
    return c.json({ statusCode: 500, name: 'internal_server_error', message: 'The offline Resend fake failed.' }, 500);
  });
  app.post('/emails', async (c) => {
    const key = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '');
    if (!key) {
      throw new ResendError(
        'missing_api_key',
        'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY',
      );
    }
    if (key !== apiKey) throw new ResendError('invalid_api_key', 'API key is invalid');
    const idempotencyKey = c.req.header('Idempotency-Key') ?? null;
    if (idempotencyKey !== null && (idempotencyKey.length < 1 || idempotencyKey.length > 256)) {
      throw new ResendError('invalid_idempotency_key', 'The key must be between 1-256 chars.');
    }
    const raw = await c.req.text();
    let body: EmailRequest;
    try {
      body = JSON.parse(raw) as EmailRequest;
    } catch {
      throw new ResendError('validation_error', 'The request body is not valid JSON.');
    }
    const message = validateEmail(body ?? {});
    const id = await store(sql, message, idempotencyKey, createHash('sha256').update(raw).digest('hex'));
    if (options.print)
      console.log(`Mail to ${message.recipients.join(', ')}: ${message.subject}\n  ${message.actionLink}`);
    // As Resend's test address bounced@resend.dev does: the mail is accepted, then a bounce event follows.
    const bouncing = message.recipients.filter((address) => BOUNCING_ADDRESS.test(address));
    const events = options.events;
    if (events && bouncing.length) {
      setTimeout(() => {
        void deliverMailEvent(events(), 'email.bounced', {
          email_id: id,
          created_at: new Date().toISOString(),
          from: String(body.from),
          to: bouncing,
          subject: message.subject,
          bounce: { type: 'Permanent', subType: 'General', message: 'The recipient’s mail server rejected the mail.' },
        });
      }, 20);
    }
    return c.json({ id });
  });
  return app;
}

/** The function secrets that point our mail interface (functions/_shared/mail.ts) at a stack's fake. */
export function mailFakeEnvFor(stackUrl: string, mountPath: string) {
  return { RESEND_API_KEY: FAKE_RESEND_API_KEY, RESEND_BASE_URL: `${stackUrl.replace(/\/+$/, '')}${mountPath}` };
}
