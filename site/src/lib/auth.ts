// The browser auth client: the /auth island loads it up front; the guarded pages only when the stored
// token must be refreshed (lib/stored-session.ts), the header's Logout and /pricing only when used. It
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

/**
 * Where to go after login, from `?redirect=`: a path on `origin`, as the browser itself will resolve
 * it (the URL parser drops tabs and newlines and reads '\' as '/', so '/<TAB>/evil.example' and
 * '/\evil.example' are other hosts). Another origin, a non-path value or the login page itself → '/'.
 */
export function safeRedirect(value: string | null | undefined, origin: string): string {
  if (!value?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (url.origin !== origin || path === '/auth' || path.startsWith('/auth/')) return '/';
  // The parsed form, not the raw text, is what the browser is sent to. Dot segments can leave a path
  // that starts with '//' ('/.//evil.example' parses to the path '//evil.example'), which a browser
  // reads as another host: refuse it rather than hand it back.
  if (url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
