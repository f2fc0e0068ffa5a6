// The portable handlers of our Edge Functions, by name. Each function's Deno entry
// (functions/<name>/index.ts) serves the same handler on hosted Supabase; the local stack serves it
// at /functions/v1/<name>. A handler gets the request and the function's environment (secrets).
import { createClient } from '@supabase/supabase-js';
import { XMLParser } from 'fast-xml-parser';
import ical from 'ical-generator';
import { Resend } from 'resend';
import Stripe from 'stripe';
import { createCheckoutSessionHandler } from './create-checkout-session.ts';
import { deleteAccountHandler } from './delete-account.ts';
import { mailEventsHandler } from './mail-events.ts';
import { manageBookingHandler } from './manage-booking.ts';
import { refreshExchangeRatesHandler } from './refresh-exchange-rates.ts';
import { sendBookingMailHandler } from './send-booking-mail.ts';
import { sendRemindersHandler } from './send-reminders.ts';
import { stripeWebhookHandler } from './stripe-webhook.ts';
import type { FunctionHandler } from './types.ts';
import { unsubscribeHandler } from './unsubscribe.ts';
import { verifyHumanHandler } from './verify-human.ts';
import { verifyWhatsappHandler } from './verify-whatsapp.ts';
import { whatsappWebhookHandler } from './whatsapp-webhook.ts';

export interface FunctionDefinition {
  handler: FunctionHandler;
  /** Hosted Supabase checks the caller's JWT before invoking unless the function opts out (webhooks). */
  verifyJwt: boolean;
}

// The Deno entries import the same SDKs as `npm:` specifiers and pass them in the same way.
const paymentDeps = { Stripe, createClient };

export const functions: Record<string, FunctionDefinition> = {
  'create-checkout-session': { handler: createCheckoutSessionHandler(paymentDeps), verifyJwt: true },
  // Stripe cannot send a Supabase JWT: the signature check inside the handler protects it.
  'stripe-webhook': { handler: stripeWebhookHandler(paymentDeps), verifyJwt: false },
  'delete-account': { handler: deleteAccountHandler({ createClient }), verifyJwt: true },
  // The scheduled job sends the service key, which the handler compares itself.
  'refresh-exchange-rates': { handler: refreshExchangeRatesHandler({ createClient, XMLParser }), verifyJwt: true },
  // Visitors call it with the anon key before they send a form.
  'verify-human': { handler: verifyHumanHandler({ createClient }), verifyJwt: true },
  // pg_cron every minute and the bookings trigger's kick, with the service key the handler compares.
  'send-booking-mail': { handler: sendBookingMailHandler({ createClient, Resend, ical }), verifyJwt: true },
  // The site calls it with the anon key; the manage link's signed token is the authority.
  'manage-booking': { handler: manageBookingHandler({ createClient }), verifyJwt: true },
  // pg_cron every quarter hour, with the service key the handler compares.
  'send-reminders': { handler: sendRemindersHandler({ createClient, Resend }), verifyJwt: true },
  // Mail clients' one-click POST (RFC 8058) carries no JWT: the link's signed token is the authority.
  unsubscribe: { handler: unsubscribeHandler({ createClient }), verifyJwt: false },
  // Resend's and Meta's webhooks: their signatures, checked in the handlers, protect them.
  'mail-events': { handler: mailEventsHandler({ createClient, Resend }), verifyJwt: false },
  'whatsapp-webhook': { handler: whatsappWebhookHandler({ createClient }), verifyJwt: false },
  // A signed-in student asks for a WhatsApp code; the handler checks the token with the auth server too.
  'verify-whatsapp': { handler: verifyWhatsappHandler({ createClient }), verifyJwt: true },
};
