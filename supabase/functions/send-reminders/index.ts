// Deno entry of send-reminders on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { Resend } from 'npm:resend@6.38.0';
import { sendRemindersHandler } from '../_shared/send-reminders.ts';

const handler = sendRemindersHandler({ createClient, Resend });

Deno.serve((request) => handler(request, Deno.env.toObject()));
