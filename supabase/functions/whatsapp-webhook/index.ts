// Deno entry of whatsapp-webhook on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { whatsappWebhookHandler } from '../_shared/whatsapp-webhook.ts';

const handler = whatsappWebhookHandler({ createClient });

Deno.serve((request) => handler(request, Deno.env.toObject()));
