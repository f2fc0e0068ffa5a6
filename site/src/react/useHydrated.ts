import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until hydration. Forms disable their submit button until
 * then, so a press before the JavaScript arrived cannot fall back to a native GET submission (which
 * would put what was typed, a password included, into the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
