// Deno entry of unsubscribe on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { unsubscribeHandler } from '../_shared/unsubscribe.ts';

const handler = unsubscribeHandler({ createClient });

Deno.serve((request) => handler(request, Deno.env.toObject()));
