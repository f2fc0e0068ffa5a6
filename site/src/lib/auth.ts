// The browser auth client, shared by the islands that need it (auth page, guarded pages) and loaded
// lazily by the header's Logout. It uses auth-js alone (not all of supabase-js) and supabase-js's
// storage key, so a session made here is the one every other client of this backend sees.
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

/** Keeps the header (Login/Logout, lock icons) in step with the session without a reload. */
export function markSession(hasSession: boolean): void {
  if (hasSession) document.documentElement.dataset.session = 'yes';
  else delete document.documentElement.dataset.session;
}

/**
 * A same-site path to go to after login, from `?redirect=`; anything else (another origin,
 * protocol-relative '//host', back to /auth) falls back to '/'.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return '/';
  return value;
}
