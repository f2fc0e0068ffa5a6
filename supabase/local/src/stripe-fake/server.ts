// An offline stand-in for the few Stripe endpoints we call, for development and tests only: create,
// retrieve and expire Checkout Sessions (which also expire on their own at `expires_at`), retrieve prices
// and payment intents, refund payments (form-encoded, authenticated with the secret key, idempotency
// keys honoured, Stripe's error shape), plus a checkout page whose Pay button marks the session paid,
// delivers a correctly signed `checkout.session.completed` event to the webhook and only then redirects,
// like Stripe. Tests open and close disputes through the returned handle.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { DEFAULT_STRIPE_FAKE_PORT, FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from './constants.ts';
import { eventSender, type WebhookDelivery } from './events.ts';
import { parseStripeForm } from './form.ts';
import { idempotentRequests } from './idempotency.ts';
import { checkoutPage, closedPage } from './page.ts';
import { type FakePayments, type FakeRefund, fakePayments } from './payments.ts';
import {
  createSession,
  type FakePrice,
  type FakeSession,
  priceView,
  StripeApiError,
  withSessionId,
} from './sessions.ts';

export interface StripeFakeOptions {
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  /** Where events go (the stack's /functions/v1/stripe-webhook); none: events are only kept. */
  webhookUrl?: string;
  prices: () => FakePrice[] | Promise<FakePrice[]>;
}

export type { WebhookDelivery };

export interface RunningStripeFake {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  /** The parameters of every accepted create call, as Stripe received them (tests inspect them). */
  createRequests: Record<string, unknown>[];
  deliveries: WebhookDelivery[];
  refunds: FakeRefund[];
  /** A dispute of a paid session's payment, opened and decided as the buyer's bank would. */
  openDispute: FakePayments['openDispute'];
  closeDispute: FakePayments['closeDispute'];
  /** Tests start the fake before the stack whose webhook it calls. */
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

/** The session as Stripe's API returns it (without the fake's page data). */
function apiView(session: FakeSession): Omit<FakeSession, 'line_items_preview'> {
  const { line_items_preview: _preview, ...rest } = session;
  return rest;
}

export async function startStripeFake(options: StripeFakeOptions): Promise<RunningStripeFake> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const sessions = new Map<string, FakeSession>();
  const createRequests: Record<string, unknown>[] = [];
  const events = eventSender(webhookSecret, options.webhookUrl);
  const payments = fakePayments(events);
  let publicUrl = '';

  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof StripeApiError) return c.json(error.body, error.status as 400);
    console.error('[stripe-fake]', error);
    return c.json({ error: { type: 'api_error', message: 'The offline Stripe fake failed.' } }, 500);
  });
  app.use('/v1/*', async (c, next) => {
    const key = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '');
    if (key !== secretKey) {
      throw new StripeApiError(401, `Invalid API Key provided: ${key ? `${key.slice(0, 8)}***` : '(none)'}`);
    }
    await next();
  });
  app.use('/v1/*', idempotentRequests());

  app.post('/v1/checkout/sessions', async (c) => {
    const params = parseStripeForm(await c.req.text());
    const prices = new Map((await options.prices()).map((price) => [price.id, price]));
    const session = createSession(params, { prices, publicUrl, now: Date.now });
    sessions.set(session.id, session);
    createRequests.push(params);
    return c.json(apiView(session));
  });

  app.get('/v1/prices/:id', async (c) => {
    const id = c.req.param('id');
    const price = (await options.prices()).find((candidate) => candidate.id === id);
    if (!price) throw new StripeApiError(404, `No such price: '${id}'`, { code: 'resource_missing', param: 'id' });
    return c.json(priceView(price));
  });

  /** A session past its `expires_at` expires as Stripe expires it, with checkout.session.expired. */
  const current = async (id: string) => {
    const session = sessions.get(id);
    if (session?.status === 'open' && Date.now() / 1000 >= session.expires_at) await expire(session);
    return session;
  };
  const expire = async (session: FakeSession) => {
    session.status = 'expired';
    session.url = null;
    await events.deliver('checkout.session.expired', apiView(session));
  };
  const find = async (id: string) => {
    const session = await current(id);
    if (!session)
      throw new StripeApiError(404, `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    return session;
  };
  app.get('/v1/checkout/sessions/:id', async (c) => c.json(apiView(await find(c.req.param('id')))));
  app.post('/v1/checkout/sessions/:id/expire', async (c) => {
    const session = await find(c.req.param('id'));
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    await expire(session);
    return c.json(apiView(session));
  });

  app.get('/v1/payment_intents/:id', (c) => {
    const query = new URL(c.req.url).searchParams;
    const expanded = query.getAll('expand[]').concat(query.getAll('expand[0]'));
    return c.json(payments.intentView(c.req.param('id'), expanded.includes('latest_charge')));
  });
  app.post('/v1/refunds', async (c) => c.json(await payments.refund(parseStripeForm(await c.req.text()))));

  app.get('/c/pay/:id', async (c) => {
    const session = await current(c.req.param('id'));
    if (!session) return c.html('<h1>Checkout session not found</h1>', 404);
    return session.status === 'open' ? c.html(checkoutPage(session)) : c.html(closedPage(session), 410);
  });

  app.post('/c/pay/:id', async (c) => {
    const session = await current(c.req.param('id'));
    if (!session) return c.html('<h1>Checkout session not found</h1>', 404);
    if (session.status !== 'open') return c.html(closedPage(session), 410);
    const form = await c.req.parseBody();
    if (form.action === 'cancel') {
      return c.redirect(session.cancel_url ?? session.success_url, 303);
    }
    const email = session.customer_email ?? (typeof form.email === 'string' ? form.email.trim() : '');
    if (!email) return c.html(checkoutPage(session), 400);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = payments.pay(session.amount_total ?? 0, session.currency ?? 'inr');
    session.url = null;
    session.customer_details = {
      email,
      name: typeof form.name === 'string' ? form.name : null,
      address: { country: typeof form.country === 'string' ? form.country : null },
    };
    await events.deliver('checkout.session.completed', apiView(session));
    return c.redirect(withSessionId(session.success_url, session.id), 303);
  });

  app.get('/health', (c) => c.json({ ok: true }));

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? DEFAULT_STRIPE_FAKE_PORT, hostname: host }, () =>
      resolve(s),
    );
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl = `http://${host}:${port}`;
  return {
    url: publicUrl,
    host,
    port,
    secretKey,
    webhookSecret,
    sessions,
    createRequests,
    deliveries: events.deliveries,
    refunds: payments.refunds,
    openDispute: payments.openDispute,
    closeDispute: payments.closeDispute,
    setWebhookUrl: events.setWebhookUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

/** The function secrets that point the real Stripe SDK of our Edge Functions at a running fake. */
export function functionEnvFor(fake: Pick<RunningStripeFake, 'host' | 'port' | 'secretKey' | 'webhookSecret'>) {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_HOST: fake.host,
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}
