// The backend as the service role, for test data set-up, clean-up and checks that bypass RLS: one typed
// supabase-js client, so fixtures read and write exactly as production code does.
import type { Database } from '@app/shared/database.types';
import { LOCAL_SERVICE_ROLE_KEY } from '@app/shared/local-backend';
import { createClient } from '@supabase/supabase-js';

export const service = createClient<Database>(
  process.env.E2E_SUPABASE_URL ?? 'http://127.0.0.1:54321',
  LOCAL_SERVICE_ROLE_KEY,
  { auth: { persistSession: false, autoRefreshToken: false } },
);

/** A service call's data, or its error thrown: a fixture that silently saw nothing would weaken the test. */
export async function must<T>(query: PromiseLike<{ data: T | null; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return data as T;
}
