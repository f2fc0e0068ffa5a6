// Session guard of /resources and /transportation (docs/product.md sections 2 and 6). Until the stored session
// is known the page shows 'Loading...'; without one the visitor goes to /auth, replacing this history
// entry (Back does not bounce them here again), and comes back after login.
import type { Session } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { authClient, markSession } from '../lib/auth';
import { loginUrl } from '../lib/login-url';

export function useGuard(): Session | null {
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => {
    const client = authClient();
    const here = window.location.pathname + window.location.search;
    let active = true;
    client.getSession().then(({ data }) => {
      if (!active) return;
      if (data.session) setSession(data.session);
      else {
        markSession(false);
        window.location.replace(loginUrl(here));
      }
    });
    // Tracked live: a logout in this or another tab leaves the page; a refreshed token is picked up.
    const { data } = client.onAuthStateChange((event, next) => {
      if (!active) return;
      if (event === 'SIGNED_OUT' || !next) window.location.replace(loginUrl(here));
      else setSession(next);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  return session;
}
