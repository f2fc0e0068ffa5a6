import { supabaseDataProvider } from 'ra-supabase';
import { supabase, supabaseAnonKey, supabaseUrl } from './supabase.ts';

// Supabase quirks (search quoting, uploads) get wrapped here later, never in components.
export const dataProvider = supabaseDataProvider({
  instanceUrl: supabaseUrl,
  apiKey: supabaseAnonKey,
  supabaseClient: supabase,
});
