// Deno entry of stripe-webhook on hosted Supabase (deployed with verify_jwt = false: Stripe sends no
// Supabase JWT; the handler verifies Stripe's signature instead).
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import Stripe from 'npm:stripe@23.1.0';
import { stripeWebhookHandler } from '../_shared/stripe-webhook.ts';

const handler = stripeWebhookHandler({ Stripe, createClient });

Deno.serve((request) => handler(request, Deno.env.toObject()));
