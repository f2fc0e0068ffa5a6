// The read of the signed-in islands (/resources, /transportation): RLS refuses anon, so once the guard
// has a session the rows are read with the visitor's token. A failure shows `failed` with the
// backend's message and leaves an empty list, so the page says "none" instead of spinning for ever.
import type { Notice } from '@app/shared/notice';
import type { Session } from '@supabase/auth-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { startTransition, useEffect, useState } from 'react';
import { errorMessage, toastError } from '../lib/notices';
import { restClient } from '../lib/rest';
import { useGuard } from './useGuard';

export type RowsResult<T> = { data: T[] | null; error: unknown };

export function useGuardedRows<T>(
  read: (client: PostgrestClient, session: Session) => PromiseLike<RowsResult<T>>,
  failed: Notice,
  /** A change reads the rows again (a purchase recorded while the page is open). */
  refresh = 0,
): { session: Session | null; rows: T[] | null } {
  const session = useGuard();
  const [rows, setRows] = useState<T[] | null>(null);

  const token = session?.access_token;
  // `read` and `failed` are module-level constants of each island: only a new token (or `refresh`) reads again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!token || !session) return;
    let active = true;
    read(restClient(token), session).then(({ data, error }) => {
      if (!active) return;
      if (error) {
        setRows([]);
        toastError(failed, errorMessage(error));
        return;
      }
      // A transition: React renders the rows in slices of a few ms, not one long task that blocks taps
      // on a slow phone (Lighthouse's total blocking time on /transportation).
      startTransition(() => setRows(data ?? []));
    });
    return () => {
      active = false;
    };
  }, [token, refresh]);

  return { session, rows };
}
