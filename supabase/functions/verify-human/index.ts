// Deno entry of verify-human on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { verifyHumanHandler } from '../_shared/verify-human.ts';

const handler = verifyHumanHandler({ createClient });

Deno.serve((request) => handler(request, Deno.env.toObject()));
