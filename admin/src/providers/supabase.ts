import { createClient } from '@supabase/supabase-js';

// Defaults point at the local stack (supabase/local) with the Supabase CLI's well-known demo anon key,
// which is public and local-only; production builds set both variables.
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl = import.meta.env.VITE_SUPABASE_URL || LOCAL_URL;
export const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

export const supabase = createClient(supabaseUrl, supabaseAnonKey);
