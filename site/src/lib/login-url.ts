// Where a page sends a visitor who must log in first; /auth reads `?redirect=` (through safeRedirect)
// and brings them back afterwards.
export function loginUrl(returnTo: string): string {
  return `/auth?redirect=${encodeURIComponent(returnTo)}`;
}
