import { z } from 'zod';
import { PURCHASE_STATUSES } from '../constants.ts';
import { id, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const purchaseRowSchema = z.object({
  id,
  user_id: z.uuid().nullable(),
  email: z.string().nullable(),
  // Nullable so a plan can be deleted without erasing its payment history.
  plan_id: id.nullable(),
  /** Minor units (paise for INR), as Stripe reports amount_total. */
  amount_total: z.int().nullable(),
  currency: z.string().nullable(),
  status: z.enum(PURCHASE_STATUSES),
  stripe_session_id: z.string(),
  /** What charge.refunded and charge.dispute.created name the payment by. */
  stripe_payment_intent_id: z.string().nullable(),
  /** The Stripe price the session was created with. */
  stripe_price_id: z.string().nullable(),
  /** Stripe's receipt page for the payment, when Stripe provides one. */
  receipt_url: z.string().nullable(),
  /** Set when the buyer deleted their account: the purchase stays for the accounts, without the buyer. */
  account_deleted_at: timestamp.nullable(),
  /** A second payment for a plan the buyer already held: the purchase it repeats (refunded by the webhook). */
  duplicate_of: id.nullable(),
  /** The Stripe refund of such a second payment. */
  refund_id: z.string().nullable(),
  created_at: timestamp,
});
export type Purchase = z.infer<typeof purchaseRowSchema>;

/** Written only by the Stripe webhook (service role), from the verified Checkout Session. */
export const purchaseInputSchema = z.object({
  user_id: z.uuid().nullable(),
  email: z.email().nullable(),
  plan_id: id.nullable(),
  amount_total: z.int().min(0),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/)
    .transform((c) => c.toLowerCase()),
  status: z.enum(PURCHASE_STATUSES),
  stripe_session_id: z.string().startsWith('cs_'),
});
export type PurchaseInput = z.output<typeof purchaseInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type PurchaseMatchesTable = [
  Check<RowMatches<Purchase, 'purchases'>>,
  Check<Insertable<PurchaseInput, 'purchases'>>,
];
