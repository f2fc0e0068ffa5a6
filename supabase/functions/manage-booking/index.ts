// Deno entry of manage-booking on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { manageBookingHandler } from '../_shared/manage-booking.ts';

const handler = manageBookingHandler({ createClient });

Deno.serve((request) => handler(request, Deno.env.toObject()));
