// Where a page sends a visitor who must log in first; /auth reads `?redirect=` (through safeRedirect)
// and brings them back afterwards.
export function loginUrl(returnTo: string): string {
  return `/auth?redirect=${encodeURIComponent(returnTo)}`;
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
