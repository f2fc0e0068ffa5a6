// Supabase Storage for the console's image uploads, with the signed-in admin's token (policies on
// storage.objects let only admins write the content buckets). Its own module, so storage-js loads with
// the forms that upload, not with the console's first screen.
import { StorageClient } from '@supabase/storage-js';
import { authedFetch, supabaseUrl } from './supabase.ts';

export const storage = new StorageClient(`${supabaseUrl}/storage/v1`, {}, authedFetch);
