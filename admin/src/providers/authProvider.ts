import { supabaseAuthProvider } from 'ra-supabase';
import { supabase } from './supabase.ts';

// Admin-only access is enforced by RLS on the server; the admin check for the UI is added later.
export const authProvider = supabaseAuthProvider(supabase, {});
