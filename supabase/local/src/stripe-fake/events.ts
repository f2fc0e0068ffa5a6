// Webhook events of the fake, signed with the endpoint's secret exactly as Stripe signs them and posted
// to the stack's stripe-webhook function; every delivery is kept for tests to inspect.
import Stripe from 'stripe';
import { randomId } from './sessions.ts';

export interface WebhookDelivery {
  eventId: string;
  type: string;
  status: number;
}

export interface EventSender {
  deliver(type: string, object: object): Promise<void>;
  deliveries: WebhookDelivery[];
  setWebhookUrl(url: string): void;
}

export function eventSender(webhookSecret: string, initialUrl?: string): EventSender {
  let webhookUrl = initialUrl;
  const deliveries: WebhookDelivery[] = [];

  async function deliver(type: string, object: object): Promise<void> {
    const event = {
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
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

  return {
    deliver,
    deliveries,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
  };
}
