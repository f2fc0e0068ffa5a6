// Run-time table reads and public inserts from islands: postgrest-js alone keeps the bundle small.
// With the visitor's access token, RLS sees the signed-in user (transportation and resources).
import { PostgrestClient } from '@supabase/postgrest-js';
import { supabaseAnonKey, supabaseUrl } from './env.ts';

export function restClient(accessToken?: string): PostgrestClient {
  return new PostgrestClient(`${supabaseUrl}/rest/v1`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${accessToken ?? supabaseAnonKey}` },
  });
}
