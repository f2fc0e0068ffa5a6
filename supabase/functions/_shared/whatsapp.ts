// The WhatsApp channel of the reminders: template messages through the WhatsApp Cloud API
// (`POST <WHATSAPP_API_URL>/<WHATSAPP_PHONE_NUMBER_ID>/messages`, bearer WHATSAPP_TOKEN), and the check
// of its webhooks' `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret). Off unless
// WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set. WHATSAPP_API_URL defaults to the Graph API
// (v21.0) and points at the local fake (supabase/local/src/whatsapp-fake) in development and tests.
// Business-initiated messages must use a template approved in WhatsApp Manager: WHATSAPP_TEMPLATE
// (default `application_reminder`, body "{{1}} is due on {{2}} ({{3}})."), WHATSAPP_TEMPLATE_LANGUAGE
// (default `en`). Number verification (verify-whatsapp) sends an authentication template instead:
// WHATSAPP_VERIFICATION_TEMPLATE (default `verification_code`, Meta's authentication template: body
// "{{1}} is your verification code." and a copy-code button, both carrying the code).
import type { FunctionEnv } from './types.ts';

export const GRAPH_API_URL = 'https://graph.facebook.com/v21.0';
export const DEFAULT_TEMPLATE = 'application_reminder';
export const DEFAULT_VERIFICATION_TEMPLATE = 'verification_code';

export interface TemplateMessage {
  /** E.164 (+9198…); the API takes the digits. */
  to: string;
  parameters: string[];
  /** Another approved template than the reminders' (WHATSAPP_TEMPLATE), e.g. the verification code's. */
  template?: string;
  /** An authentication template's copy-code button parameter (the code again), as Meta requires. */
  codeButton?: string;
}

export interface WhatsAppSender {
  /** The message id (wamid…) WhatsApp accepted; throws WhatsAppError when refused. */
  send(message: TemplateMessage): Promise<{ id: string }>;
}

export class WhatsAppError extends Error {
  readonly code: number | null;
  readonly status: number;
  constructor(message: string, code: number | null, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export function whatsappSender(env: FunctionEnv, fetcher: typeof fetch = fetch): WhatsAppSender | null {
  const token = env.WHATSAPP_TOKEN;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  if (!token || !phoneNumberId) return null;
  const base = (env.WHATSAPP_API_URL || GRAPH_API_URL).replace(/\/+$/, '');
  const template = env.WHATSAPP_TEMPLATE || DEFAULT_TEMPLATE;
  const language = env.WHATSAPP_TEMPLATE_LANGUAGE || 'en';
  return {
    async send(message) {
      const response = await fetcher(`${base}/${encodeURIComponent(phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.template ?? template,
            language: { code: language },
            components: [
              { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
              ...(message.codeButton === undefined
                ? []
                : [
                    {
                      type: 'button',
                      sub_type: 'url',
                      index: '0',
                      parameters: [{ type: 'text', text: message.codeButton }],
                    },
                  ]),
            ],
          },
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      };
      const id = body.messages?.[0]?.id;
      if (!response.ok || !id) {
        throw new WhatsAppError(
          body.error?.message ?? `WhatsApp answered ${response.status}`,
          body.error?.code ?? null,
          response.status,
        );
      }
      return { id };
    },
  };
}

const encoder = new TextEncoder();

/** Whether `header` (`sha256=<hex>`) is the HMAC-SHA256 of `rawBody` with `appSecret`, in constant time. */
export async function verifyHubSignature(appSecret: string, rawBody: string, header: string | null): Promise<boolean> {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match || !appSecret) return false;
  const hex = (match[1] as string).toLowerCase();
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(appSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(rawBody));
}

/** `sha256=<hex>` for a body, as Meta signs webhooks (the local fake signs with it). */
export async function hubSignature(appSecret: string, rawBody: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(appSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(rawBody)));
  return `sha256=${Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
