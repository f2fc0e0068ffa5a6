// What paid sessions leave behind in the fake: a payment intent with its charge (and Stripe's receipt
// page), refunds of it (POST /v1/refunds, as the API validates them) and disputes a test opens and
// closes. Each refund and dispute sends the event Stripe sends: charge.refunded,
// charge.dispute.created, charge.dispute.closed.
import type { EventSender } from './events.ts';
import type { FormValue } from './form.ts';
import { randomId, StripeApiError } from './sessions.ts';

interface Payment {
  intentId: string;
  chargeId: string;
  receiptUrl: string;
  created: number;
  amount: number;
  currency: string;
  refunded: number;
  dispute: { id: string; status: string } | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
const now = () => Math.floor(Date.now() / 1000);

export function fakePayments(events: EventSender) {
  const payments = new Map<string, Payment>();
  const refunds: FakeRefund[] = [];

  const find = (intentId: string, param = 'payment_intent') => {
    const payment = payments.get(intentId);
    if (!payment) {
      throw new StripeApiError(400, `No such payment_intent: '${intentId}'`, { code: 'resource_missing', param });
    }
    return payment;
  };

  const chargeView = (payment: Payment) => ({
    id: payment.chargeId,
    object: 'charge',
    amount: payment.amount,
    amount_refunded: payment.refunded,
    currency: payment.currency,
    created: payment.created,
    disputed: payment.dispute !== null,
    paid: true,
    payment_intent: payment.intentId,
    receipt_url: payment.receiptUrl,
    refunded: payment.refunded >= payment.amount,
    status: 'succeeded',
  });

  const disputeView = (payment: Payment, dispute: { id: string; status: string }) => ({
    id: dispute.id,
    object: 'dispute',
    amount: payment.amount,
    charge: payment.chargeId,
    currency: payment.currency,
    created: now(),
    payment_intent: payment.intentId,
    reason: 'fraudulent',
    status: dispute.status,
  });

  return {
    refunds,

    /** A paid session's payment: its intent id. */
    pay(amount: number, currency: string): string {
      const intentId = randomId('pi');
      payments.set(intentId, {
        intentId,
        chargeId: randomId('ch'),
        receiptUrl: `https://pay.stripe.com/receipts/payment/${randomId('CAcQARoX')}`,
        created: now(),
        amount,
        currency,
        refunded: 0,
        dispute: null,
      });
      return intentId;
    },

    /** GET /v1/payment_intents/:id, its latest charge expanded on request as the API does. */
    intentView(intentId: string, expandCharge: boolean) {
      const payment = payments.get(intentId);
      if (!payment) {
        throw new StripeApiError(404, `No such payment_intent: '${intentId}'`, {
          code: 'resource_missing',
          param: 'intent',
        });
      }
      return {
        id: intentId,
        object: 'payment_intent',
        amount: payment.amount,
        currency: payment.currency,
        created: payment.created,
        status: 'succeeded',
        latest_charge: expandCharge ? chargeView(payment) : payment.chargeId,
      };
    },

    /** POST /v1/refunds: the whole payment unless `amount` says less. */
    async refund(params: Record<string, FormValue>): Promise<FakeRefund> {
      const intentId = params.payment_intent;
      if (typeof intentId !== 'string') {
        throw new StripeApiError(400, 'Must provide either `payment_intent` or `charge`.', {
          code: 'parameter_missing',
          param: 'payment_intent',
        });
      }
      const payment = find(intentId);
      const left = payment.amount - payment.refunded;
      if (left <= 0) {
        throw new StripeApiError(400, `Charge ${payment.chargeId} has already been refunded.`, {
          code: 'charge_already_refunded',
        });
      }
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1 || amount > left) {
        throw new StripeApiError(400, `Refund amount must be between 1 and ${left}.`, {
          code: 'amount_too_large',
          param: 'amount',
        });
      }
      const reason = params.reason === undefined ? null : String(params.reason);
      if (reason !== null && !REFUND_REASONS.includes(reason)) {
        throw new StripeApiError(400, `Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, {
          code: 'parameter_invalid_string',
          param: 'reason',
        });
      }
      const metadata = typeof params.metadata === 'object' ? (params.metadata as Record<string, string>) : {};
      payment.refunded += amount;
      const refund: FakeRefund = {
        id: randomId('re'),
        object: 'refund',
        amount,
        charge: payment.chargeId,
        created: now(),
        currency: payment.currency,
        metadata,
        payment_intent: intentId,
        reason,
        status: 'succeeded',
      };
      refunds.push(refund);
      await events.deliver('charge.refunded', chargeView(payment));
      return refund;
    },

    /** The buyer's bank disputes the payment (test card 4000000000000259 on real Stripe). */
    async openDispute(intentId: string): Promise<void> {
      const payment = find(intentId);
      payment.dispute = { id: randomId('du'), status: 'needs_response' };
      await events.deliver('charge.dispute.created', disputeView(payment, payment.dispute));
    },

    /** The dispute is decided: `won` by the merchant (the money comes back), `lost` (it goes to the buyer). */
    async closeDispute(intentId: string, status: 'won' | 'lost'): Promise<void> {
      const payment = find(intentId);
      if (!payment.dispute) throw new Error(`no dispute on ${intentId}`);
      payment.dispute.status = status;
      await events.deliver('charge.dispute.closed', disputeView(payment, payment.dispute));
    },
  };
}

export type FakePayments = ReturnType<typeof fakePayments>;
