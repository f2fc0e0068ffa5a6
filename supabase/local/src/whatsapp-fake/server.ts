// An offline stand-in for the WhatsApp Cloud API calls the reminders make, for development and tests
// only (like the Stripe fake, its own HTTP server): `POST /v21.0/<phone-number-id>/messages` with a
// template message, bearer token checked, answered as the Graph API answers (`{ messaging_product,
// contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] }`, errors as `{ error: { message, type,
// code, fbtrace_id } }`: 190 bad token, 100 invalid parameter, 132000 wrong parameter count, 132001
// unknown template). Accepted messages are kept; tests then post status webhooks (`sent`, `delivered`,
// `read`, `failed`) signed with `X-Hub-Signature-256` exactly as Meta signs them to the stack's
// whatsapp-webhook.
import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import {
  FAKE_WHATSAPP_APP_SECRET,
  FAKE_WHATSAPP_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TEMPLATES,
  FAKE_WHATSAPP_TOKEN,
} from './constants.ts';

export interface FakeWhatsAppMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

export interface WhatsAppFakeOptions {
  port?: number;
  token?: string;
  phoneNumberId?: string;
  appSecret?: string;
  /** The stack's /functions/v1/whatsapp-webhook. */
  webhookUrl?: string;
}

export interface RunningWhatsAppFake {
  url: string;
  /** WHATSAPP_API_URL for our functions (the fake's versioned base). */
  apiUrl: string;
  messages: FakeWhatsAppMessage[];
  setWebhookUrl(url: string): void;
  /** Posts a signed status webhook for a message, as Meta does; answers the webhook's HTTP status. */
  postStatus(messageId: string, status: 'sent' | 'delivered' | 'read' | 'failed'): Promise<number>;
  /** Posts a signed incoming text message from `from` (E.164 with +) to the webhook, as Meta does. */
  postIncoming(from: string, text: string): Promise<number>;
  close(): Promise<void>;
}

const graphError = (message: string, code: number, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: `A${randomUUID().replaceAll('-', '').slice(0, 22)}` },
});

/** `sha256=<hex>` of the raw body with the app secret (Meta's X-Hub-Signature-256). */
export const hubSignatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** A status notification as the Cloud API posts it. */
export function statusNotification(phoneNumberId: string, message: FakeWhatsAppMessage, status: string) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000000',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
              statuses: [
                {
                  id: message.id,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: message.to,
                  ...(status === 'failed'
                    ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }] }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

export async function startWhatsAppFake(options: WhatsAppFakeOptions = {}): Promise<RunningWhatsAppFake> {
  const token = options.token ?? FAKE_WHATSAPP_TOKEN;
  const phoneNumberId = options.phoneNumberId ?? FAKE_WHATSAPP_PHONE_NUMBER_ID;
  const appSecret = options.appSecret ?? FAKE_WHATSAPP_APP_SECRET;
  let webhookUrl = options.webhookUrl;
  const messages: FakeWhatsAppMessage[] = [];
  const app = new Hono();
  app.post('/:version/:phoneNumberId/messages', async (c) => {
    const bearer = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '');
    if (bearer !== token) return c.json(graphError('Invalid OAuth access token - Cannot parse access token', 190), 401);
    if (c.req.param('phoneNumberId') !== phoneNumberId) {
      return c.json(
        graphError(
          `Unsupported post request. Object with ID '${c.req.param('phoneNumberId')}' does not exist`,
          100,
          'GraphMethodException',
        ),
        400,
      );
    }
    const body = (await c.req.json().catch(() => null)) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
      };
    } | null;
    if (body?.messaging_product !== 'whatsapp') {
      return c.json(graphError('(#100) The parameter messaging_product is required.', 100), 400);
    }
    if (!body.to || !/^[1-9][0-9]{7,14}$/.test(body.to))
      return c.json(graphError('(#100) Invalid parameter', 100), 400);
    if (body.type !== 'template' || !body.template?.name) {
      // Outside a 24-hour conversation only templates may be sent.
      return c.json(graphError('(#100) Param template is required', 100), 400);
    }
    const known = FAKE_WHATSAPP_TEMPLATES.find(
      (template) => template.name === body.template?.name && template.language === body.template?.language?.code,
    );
    if (!known) {
      return c.json(graphError(`(#132001) Template name does not exist in the translation`, 132001), 404);
    }
    const parameters = (body.template.components ?? [])
      .filter((component) => component.type === 'body')
      .flatMap((component) => component.parameters ?? [])
      .map((parameter) => parameter.text ?? '');
    if (parameters.length !== known.bodyParameters) {
      return c.json(
        graphError('(#132000) Number of parameters does not match the expected number of params', 132000),
        400,
      );
    }
    const message: FakeWhatsAppMessage = {
      id: `wamid.${Buffer.from(randomUUID()).toString('base64url')}`,
      to: body.to,
      template: known.name,
      language: known.language,
      parameters,
    };
    messages.push(message);
    return c.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: message.id, message_status: 'accepted' }],
    });
  });
  const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    apiUrl: `${url}/v21.0`,
    messages,
    setWebhookUrl: (next) => {
      webhookUrl = next;
    },
    async postStatus(messageId, status) {
      const message = messages.find((candidate) => candidate.id === messageId);
      if (!message || !webhookUrl) throw new Error(`no message ${messageId} or no webhook`);
      const body = JSON.stringify(statusNotification(phoneNumberId, message, status));
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': hubSignatureOf(appSecret, body) },
        body,
      });
      return response.status;
    },
    async postIncoming(from, text) {
      if (!webhookUrl) throw new Error('no webhook');
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'local-waba',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { phone_number_id: phoneNumberId },
                  messages: [
                    {
                      from: from.replace(/^\+/, ''),
                      id: `wamid.in-${Date.now()}`,
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      type: 'text',
                      text: { body: text },
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': hubSignatureOf(appSecret, body) },
        body,
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The function secrets that point the WhatsApp channel at a running fake. */
export function whatsappFakeEnv(fake: Pick<RunningWhatsAppFake, 'apiUrl'>) {
  return {
    WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_API_URL: fake.apiUrl,
    WHATSAPP_APP_SECRET: FAKE_WHATSAPP_APP_SECRET,
  };
}
