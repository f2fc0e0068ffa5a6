// Session guard of /resources and /transportation (docs/product.md sections 2 and 6). Until the stored session
// is known the page shows 'Loading...'; without one the visitor goes to /auth, replacing this history
// entry (Back does not bounce them here again), and comes back after login.
//
// auth-js is not part of these pages' bundle: a fresh stored token is used as it is (what getSession()
// returns without a request), and auth-js is imported only when the token must be refreshed, at once
// or shortly before it expires. From then on auth-js refreshes it and reports a logout, as it did when
// it loaded up front. Until then, another tab's logout or refreshed token arrives as a storage event.
import type { Session } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { authStorageKey } from '../lib/env';
import { loginUrl } from '../lib/login-url';
import { markSession } from '../lib/session-hint';
import { msUntilRefresh, readStoredSession } from '../lib/stored-session';

/** setTimeout's longest delay (a longer one fires at once). */
const MAX_DELAY_MS = 2 ** 31 - 1;

export function useGuard(): Session | null {
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => {
    const here = window.location.pathname + window.location.search;
    let active = true;
    let handedOver = false;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | undefined;

    const leave = () => {
      markSession(false);
      window.location.replace(loginUrl(here));
    };

    const handOver = async () => {
      if (handedOver) return;
      handedOver = true;
      clearTimeout(refreshTimer);
      window.removeEventListener('storage', onStorage);
      const { authClient } = await import('../lib/auth');
      if (!active) return;
      const client = authClient();
      // Tracked live: a logout in this or another tab leaves the page; a refreshed token is picked up.
      const { data } = client.onAuthStateChange((event, next) => {
        if (!active) return;
        if (event === 'SIGNED_OUT' || !next) leave();
        else setSession(next);
      });
      unsubscribe = () => data.subscription.unsubscribe();
      const { data: current } = await client.getSession();
      if (!active) return;
      if (current.session) setSession(current.session);
      else leave();
    };

    const follow = (stored: Session | null) => {
      clearTimeout(refreshTimer);
      const wait = stored ? msUntilRefresh(stored) : 0;
      if (!stored) leave();
      else if (wait <= 0) void handOver();
      else {
        setSession(stored);
        if (Number.isFinite(wait)) refreshTimer = setTimeout(() => void handOver(), Math.min(wait, MAX_DELAY_MS));
      }
    };

    // auth-js writes every login, refresh and logout to storage; another tab's arrive here.
    function onStorage(event: StorageEvent) {
      if (active && (event.key === authStorageKey || event.key === null)) follow(readStoredSession());
    }

    window.addEventListener('storage', onStorage);
    follow(readStoredSession());
    return () => {
      active = false;
      clearTimeout(refreshTimer);
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
    };
  }, []);

  return session;
}
