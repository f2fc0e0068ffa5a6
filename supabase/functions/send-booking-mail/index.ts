// Deno entry of send-booking-mail on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import ical from 'npm:ical-generator@11.1.2';
import { Resend } from 'npm:resend@6.38.0';
import { sendBookingMailHandler } from '../_shared/send-booking-mail.ts';

const handler = sendBookingMailHandler({ createClient, Resend, ical });

Deno.serve((request) => handler(request, Deno.env.toObject()));
