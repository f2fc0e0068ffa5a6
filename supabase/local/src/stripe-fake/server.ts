// An offline stand-in for the few Stripe endpoints we call, for development and tests only: create and
// retrieve Checkout Sessions and retrieve prices (form-encoded, authenticated with the secret key, Stripe's error shape),
// plus a checkout page whose Pay button marks the session paid, delivers a correctly signed
// `checkout.session.completed` event to the webhook and only then redirects, like Stripe.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import Stripe from 'stripe';
import { DEFAULT_STRIPE_FAKE_PORT, FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from './constants.ts';
import { parseStripeForm } from './form.ts';
import { checkoutPage, closedPage } from './page.ts';
import {
  createSession,
  type FakePrice,
  type FakeSession,
  priceView,
  randomId,
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

export interface WebhookDelivery {
  eventId: string;
  type: string;
  status: number;
}

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
  // What a paid session left behind: its payment intent and that payment's charge (with Stripe's receipt page).
  const intents = new Map<
    string,
    { chargeId: string; receiptUrl: string; created: number; amount: number; currency: string }
  >();
  const createRequests: Record<string, unknown>[] = [];
  const deliveries: WebhookDelivery[] = [];
  let webhookUrl = options.webhookUrl;
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

  const find = (id: string) => {
    const session = sessions.get(id);
    if (!session)
      throw new StripeApiError(404, `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    return session;
  };
  app.get('/v1/checkout/sessions/:id', (c) => c.json(apiView(find(c.req.param('id')))));

  // The subset of a PaymentIntent the webhook reads: its latest charge, expanded on request
  // (`expand[]=latest_charge`) as the API does, with the receipt page Stripe hosts for it.
  app.get('/v1/payment_intents/:id', (c) => {
    const id = c.req.param('id');
    const intent = intents.get(id);
    if (!intent) {
      throw new StripeApiError(404, `No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' });
    }
    const expanded = new URL(c.req.url).searchParams
      .getAll('expand[]')
      .concat(new URL(c.req.url).searchParams.getAll('expand[0]'));
    const charge = {
      id: intent.chargeId,
      object: 'charge',
      amount: intent.amount,
      currency: intent.currency,
      created: intent.created,
      paid: true,
      payment_intent: id,
      receipt_url: intent.receiptUrl,
      refunded: false,
      status: 'succeeded',
    };
    return c.json({
      id,
      object: 'payment_intent',
      amount: intent.amount,
      currency: intent.currency,
      created: intent.created,
      status: 'succeeded',
      latest_charge: expanded.includes('latest_charge') ? charge : intent.chargeId,
    });
  });

  app.get('/c/pay/:id', (c) => {
    const session = sessions.get(c.req.param('id'));
    if (!session) return c.html('<h1>Checkout session not found</h1>', 404);
    return session.status === 'open' ? c.html(checkoutPage(session)) : c.html(closedPage(session), 410);
  });

  app.post('/c/pay/:id', async (c) => {
    const session = sessions.get(c.req.param('id'));
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
    session.payment_intent = randomId('pi');
    intents.set(session.payment_intent, {
      chargeId: randomId('ch'),
      receiptUrl: `https://pay.stripe.com/receipts/payment/${randomId('CAcQARoX')}`,
      created: Math.floor(Date.now() / 1000),
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'inr',
    });
    session.url = null;
    session.customer_details = {
      email,
      name: typeof form.name === 'string' ? form.name : null,
      address: { country: typeof form.country === 'string' ? form.country : null },
    };
    await deliver('checkout.session.completed', session);
    return c.redirect(withSessionId(session.success_url, session.id), 303);
  });

  app.get('/health', (c) => c.json({ ok: true }));

  async function deliver(type: string, session: FakeSession): Promise<void> {
    const event = {
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: apiView(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    if (!webhookUrl) {
      deliveries.push({ eventId: event.id, type, status: 0 });
      return;
    }
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    let status = 0;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      status = response.status;
      if (!response.ok) console.error(`[stripe-fake] webhook answered ${status}: ${await response.text()}`);
    } catch (error) {
      console.error('[stripe-fake] webhook delivery failed:', error instanceof Error ? error.message : error);
    }
    deliveries.push({ eventId: event.id, type, status });
  }

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
    deliveries,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
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
