// Deno entry of create-checkout-session on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import Stripe from 'npm:stripe@23.1.0';
import { createCheckoutSessionHandler } from '../_shared/create-checkout-session.ts';

const handler = createCheckoutSessionHandler({ Stripe, createClient });

Deno.serve((request) => handler(request, Deno.env.toObject()));
