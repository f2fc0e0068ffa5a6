// supabase-js's rule for where a session lives in localStorage, for the clients that share one session
// with it (the console's auth-js, the site's islands) and the tests that put a session there.

/** `sb-<first label of the backend's host>-auth-token`, supabase-js's default storage key. */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
