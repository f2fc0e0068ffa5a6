// Where the console shows a content image from: the bucket's public URL on the project's Storage. A plain
// function, not a data-provider method: react-admin's useDataProvider expects every method to answer a
// promise, and a preview needs the URL as it renders.
import { type ContentImageBucket, publicImageUrl } from '@app/shared/content-images';
import { supabaseUrl } from './supabase.ts';

export const contentImageUrl = (bucket: ContentImageBucket, name: string): string =>
  publicImageUrl(supabaseUrl, bucket, name);
