// Deno entry of verify-whatsapp on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { verifyWhatsappHandler } from '../_shared/verify-whatsapp.ts';

const handler = verifyWhatsappHandler({ createClient });

Deno.serve((request) => handler(request, Deno.env.toObject()));
