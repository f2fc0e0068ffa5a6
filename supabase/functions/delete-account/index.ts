// Deno entry of delete-account on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { deleteAccountHandler } from '../_shared/delete-account.ts';

const handler = deleteAccountHandler({ createClient });

Deno.serve((request) => handler(request, Deno.env.toObject()));
