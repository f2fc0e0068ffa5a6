// The browser auth client, never in a page's first bundle: /auth fetches it when the visitor starts on
// a form, the guarded pages, /auth and /pricing when the stored token must be refreshed
// (lib/stored-session.ts), every Logout button when pressed. It
// uses auth-js alone (not all of supabase-js) and supabase-js's storage key, so a session made here is
// the one every other client of this backend sees.
import { AuthClient } from '@supabase/auth-js';
import { authStorageKey, supabaseAnonKey, supabaseUrl } from './env.ts';

let client: InstanceType<typeof AuthClient> | undefined;

export function authClient(): InstanceType<typeof AuthClient> {
  client ??= new AuthClient({
    url: `${supabaseUrl}/auth/v1`,
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
    storageKey: authStorageKey,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: false,
  });
  return client;
}
