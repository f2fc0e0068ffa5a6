// Images staff upload for content rows (migration create_content_images): one public Storage bucket per
// kind, and the public URL the site and the console read them from. The buckets' limits are the
// database's; these are the same figures for messages before an upload is tried.

export const CONTENT_IMAGE_BUCKETS = {
  universities_data: 'university-images',
  news: 'news-images',
  testimonials: 'testimonial-images',
  cities: 'city-images',
} as const;
export type ContentImageTable = keyof typeof CONTENT_IMAGE_BUCKETS;
export type ContentImageBucket = (typeof CONTENT_IMAGE_BUCKETS)[ContentImageTable];

export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
export const IMAGE_ALT_MAX = 300;

/** Public URL of an object of a public bucket (what storage-js's getPublicUrl returns). */
export const publicImageUrl = (supabaseUrl: string, bucket: ContentImageBucket, path: string): string =>
  `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
