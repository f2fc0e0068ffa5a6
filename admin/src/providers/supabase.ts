import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@app/shared/local-backend';
import { createClient } from '@supabase/supabase-js';

// Defaults point at the local stack (supabase/local) with the Supabase CLI's well-known demo anon key,
// which is public and local-only; production builds set both variables.

export const supabaseUrl = import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL;
export const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

export const supabase = createClient(supabaseUrl, supabaseAnonKey);
