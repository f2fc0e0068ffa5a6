// Where the browser and the build reach the backend. The defaults are the local stack's fixed,
// public demo values (the same as the Supabase CLI's), so a plain `pnpm dev` works without a .env.
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl: string = (import.meta.env.PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL).replace(/\/+$/, '');
export const supabaseAnonKey: string = import.meta.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** The localStorage key supabase-js uses for the session, so every client here shares one session. */
export const authStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
