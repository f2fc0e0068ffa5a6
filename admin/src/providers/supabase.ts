// The console's two Supabase clients: auth-js for the session, postgrest-js for tables and database
// functions. Not supabase-js's createClient: its client always builds (so the bundle always carries)
// the realtime and storage clients, which the console does not use (supabase-js cannot tree-shake
// them), and they made up a fifth of the first bundle. The options are createClient's defaults, and the
// session is kept under supabase-js's storage key, so sessions carry over from and to supabase-js.
import { authStorageKey } from '@app/shared/auth-storage';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@app/shared/local-backend';
import { AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';

// Defaults point at the local stack (supabase/local) with the Supabase CLI's well-known demo anon key,
// which is public and local-only; production builds set both variables.

export const supabaseUrl: string = (import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL).replace(/\/+$/, '');
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

export const auth = new AuthClient({
  url: `${supabaseUrl}/auth/v1`,
  headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
  storageKey: authStorageKey(supabaseUrl),
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});

/** fetch with the signed-in user's token (or the anon key), as supabase-js sends it, so RLS sees the admin. */
export const authedFetch: typeof fetch = async (input, init) => {
  const { data } = await auth.getSession();
  const headers = new Headers(init?.headers);
  headers.set('apikey', supabaseAnonKey);
  headers.set('Authorization', `Bearer ${data.session?.access_token ?? supabaseAnonKey}`);
  return fetch(input, { ...init, headers });
};

/** Tables and database functions. */
export const rest = new PostgrestClient(`${supabaseUrl}/rest/v1`, { fetch: authedFetch });
