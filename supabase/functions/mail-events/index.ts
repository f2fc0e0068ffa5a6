// Deno entry of mail-events on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { Resend } from 'npm:resend@6.38.0';
import { mailEventsHandler } from '../_shared/mail-events.ts';

const handler = mailEventsHandler({ createClient, Resend });

Deno.serve((request) => handler(request, Deno.env.toObject()));
