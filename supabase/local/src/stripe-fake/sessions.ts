// The Checkout Sessions of the fake: validates create parameters the way Stripe's API does for the
// parts we use (unknown parameters, unknown prices, bad URLs are refused with Stripe's error shape)
// and keeps sessions in memory.
import { randomBytes } from 'node:crypto';
import type { FormValue } from './form.ts';

export interface FakePrice {
  id: string;
  /** Minor units (paise for INR). */
  unit_amount: number;
  currency: string;
  product_name: string;
  /** Stripe's price type; one-off unless a test says otherwise. */
  type?: 'one_time' | 'recurring';
}

/** A price as Stripe's API returns it (GET /v1/prices/:id), for the fields a client may read. */
export function priceView(price: FakePrice) {
  const type = price.type ?? 'one_time';
  return {
    id: price.id,
    object: 'price' as const,
    active: true,
    billing_scheme: 'per_unit',
    currency: price.currency,
    livemode: false,
    metadata: {},
    product: `prod_${price.id.replace(/^price_/, '')}`,
    recurring: type === 'recurring' ? { interval: 'month', interval_count: 1, usage_type: 'licensed' } : null,
    type,
    unit_amount: price.unit_amount,
    unit_amount_decimal: String(price.unit_amount),
  };
}

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: { error: { type: string; code?: string; param?: string; message: string } };
  constructor(status: number, message: string, details: { type?: string; code?: string; param?: string } = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type: details.type ?? 'invalid_request_error', message, ...details } };
  }
}

const invalid = (param: string, message: string, code = 'parameter_invalid_string') =>
  new StripeApiError(400, message, { code, param });

/** The create parameters Stripe accepts that a hosted payment-mode session may use. */
const KNOWN_PARAMETERS = new Set([
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer_email',
  'customer',
  'client_reference_id',
  'metadata',
  'billing_address_collection',
  'submit_type',
  'payment_method_types',
  'payment_intent_data',
  'locale',
  'expires_at',
  'allow_promotion_codes',
  'expand',
]);
const SUBMIT_TYPES = ['auto', 'book', 'donate', 'pay', 'subscribe'];

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  billing_address_collection: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null; name: string | null; address: { country: string | null } } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  submit_type: string | null;
  success_url: string;
  url: string | null;
  /** Not Stripe's: what the fake shows on its page. */
  line_items_preview: { description: string; quantity: number; amount_total: number }[];
}

export const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString('base64url').replaceAll(/[-_]/g, 'x')}`;

function text(params: Record<string, FormValue>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(name, `Invalid string: ${name} must be a string`);
  return value;
}

function url(params: Record<string, FormValue>, name: string, required: boolean): string | null {
  const value = text(params, name);
  if (value === undefined) {
    if (required) throw invalid(name, `Missing required param: ${name}.`, 'parameter_missing');
    return null;
  }
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw invalid(name, 'Not a valid URL', 'url_invalid');
  }
  return value;
}

function oneOf(params: Record<string, FormValue>, name: string, allowed: string[]): string | null {
  const value = text(params, name);
  if (value === undefined) return null;
  if (!allowed.includes(value)) {
    throw invalid(name, `Invalid ${name}: must be one of ${allowed.join(', ')}`, 'parameter_invalid_string');
  }
  return value;
}

function metadataOf(params: Record<string, FormValue>): Record<string, string> {
  const value = params.metadata;
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('metadata', 'Invalid object');
  const result: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner !== 'string') throw invalid(`metadata[${key}]`, 'Invalid string');
    if (key.length > 40 || inner.length > 500) throw invalid(`metadata[${key}]`, 'Metadata key or value too long');
    result[key] = inner;
  }
  return result;
}

const MIN_LIFETIME_SECONDS = 30 * 60;
const MAX_LIFETIME_SECONDS = 24 * 3600;

/** Stripe lets a session live from 30 minutes to 24 hours (the default). */
function expiresAtOf(params: Record<string, FormValue>, created: number): number {
  const value = text(params, 'expires_at');
  if (value === undefined) return created + MAX_LIFETIME_SECONDS;
  const expiresAt = Number(value);
  if (!/^\d+$/.test(value)) throw invalid('expires_at', 'Invalid integer: expires_at', 'parameter_invalid_integer');
  if (expiresAt < created + MIN_LIFETIME_SECONDS) {
    throw invalid(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'parameter_invalid_integer',
    );
  }
  if (expiresAt > created + MAX_LIFETIME_SECONDS) {
    throw invalid(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'parameter_invalid_integer',
    );
  }
  return expiresAt;
}

export interface CreateContext {
  prices: Map<string, FakePrice>;
  /** Base of the fake's own checkout pages. */
  publicUrl: string;
  now: () => number;
}

export function createSession(params: Record<string, FormValue>, context: CreateContext): FakeSession {
  for (const name of Object.keys(params)) {
    if (!KNOWN_PARAMETERS.has(name)) {
      throw invalid(name, `Received unknown parameter: ${name}`, 'parameter_unknown');
    }
  }
  const mode = text(params, 'mode');
  if (mode === undefined) throw invalid('mode', 'Missing required param: mode.', 'parameter_missing');
  if (mode !== 'payment') throw invalid('mode', 'This offline fake only supports mode=payment.');

  const lineItems = params.line_items;
  if (!Array.isArray(lineItems) || lineItems.length === 0) {
    throw invalid('line_items', 'Missing required param: line_items.', 'parameter_missing');
  }
  let currency: string | null = null;
  const preview: FakeSession['line_items_preview'] = [];
  for (const [index, item] of lineItems.entries()) {
    if (typeof item !== 'object' || Array.isArray(item)) throw invalid(`line_items[${index}]`, 'Invalid object');
    const priceId = item.price;
    if (typeof priceId !== 'string') {
      throw invalid(
        `line_items[${index}][price]`,
        'You must specify either `price` or `price_data`.',
        'parameter_missing',
      );
    }
    const price = context.prices.get(priceId);
    if (!price) {
      throw new StripeApiError(400, `No such price: '${priceId}'`, {
        code: 'resource_missing',
        param: `line_items[${index}][price]`,
      });
    }
    if (price.type === 'recurring') {
      throw invalid(
        `line_items[${index}][price]`,
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      );
    }
    const quantity = Number(item.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw invalid(`line_items[${index}][quantity]`, 'Quantity must be a positive integer.');
    }
    if (currency && currency !== price.currency) {
      throw invalid('line_items', 'All prices must use the same currency.');
    }
    currency = price.currency;
    preview.push({ description: price.product_name, quantity, amount_total: price.unit_amount * quantity });
  }

  const customerEmail = text(params, 'customer_email') ?? null;
  if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) {
    throw invalid('customer_email', `Invalid email address: ${customerEmail}`, 'email_invalid');
  }
  const clientReferenceId = text(params, 'client_reference_id') ?? null;
  if (clientReferenceId !== null && clientReferenceId.length > 200) {
    throw invalid('client_reference_id', 'client_reference_id must be at most 200 characters.');
  }
  const paymentMethodTypes = params.payment_method_types;
  const amount = preview.reduce((sum, line) => sum + line.amount_total, 0);
  const id = randomId('cs_test');
  const created = Math.floor(context.now() / 1000);
  const expiresAt = expiresAtOf(params, created);
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    billing_address_collection: oneOf(params, 'billing_address_collection', ['auto', 'required']),
    cancel_url: url(params, 'cancel_url', false),
    client_reference_id: clientReferenceId,
    created,
    currency: currency ?? 'inr',
    customer_details: null,
    customer_email: customerEmail,
    expires_at: expiresAt,
    livemode: false,
    metadata: metadataOf(params),
    mode: 'payment',
    payment_intent: null,
    // Without explicit types Stripe picks the methods enabled in the Dashboard; the fake offers a card.
    payment_method_types: Array.isArray(paymentMethodTypes) ? (paymentMethodTypes as string[]) : ['card'],
    payment_status: 'unpaid',
    status: 'open',
    submit_type: oneOf(params, 'submit_type', SUBMIT_TYPES),
    success_url: url(params, 'success_url', true) as string,
    url: `${context.publicUrl}/c/pay/${id}`,
    line_items_preview: preview,
  };
}

/** A Stripe redirect fills in the session id template of a success URL. */
export function withSessionId(target: string, sessionId: string): string {
  return target.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}
