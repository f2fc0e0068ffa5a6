// Where the browser and the build reach the backend. The defaults are the local stack's fixed,
// public demo values (the same as the Supabase CLI's), so a plain `pnpm dev` works without a .env.
import { authStorageKey as storageKeyFor } from '@app/shared/auth-storage';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@app/shared/local-backend';

export const supabaseUrl: string = (import.meta.env.PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL).replace(/\/+$/, '');
export const supabaseAnonKey: string = import.meta.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** The localStorage key supabase-js uses for the session, so every client here shares one session. */
export const authStorageKey = storageKeyFor(supabaseUrl);
