// Build time: the pictures staff upload in the console (Supabase Storage, public buckets). Each one is
// fetched once per build and fully decoded before a page uses it, so a missing, unreachable or broken
// image gives that page its placeholder (and a warning in the build log) instead of failing the build;
// Astro's image pipeline then makes the AVIF and WebP copies (components/ContentPicture.astro).
import {
  CONTENT_IMAGE_BUCKETS,
  type ContentImageTable,
  IMAGE_ALT_MAX,
  publicImageUrl,
} from '@app/shared/content-images';
import sharp from 'sharp';
import { supabaseUrl } from './env';

export type ContentImage = { src: string; width: number; height: number; alt: string };
type Checked = { src: string; width: number; height: number } | null;

const FETCH_TIMEOUT_MS = 15_000;
const checked = new Map<string, Promise<Checked>>();

/** The picture at `src` with its size, or null (with a warning) when it cannot be fetched or decoded. */
export async function usableImage(src: string): Promise<Checked> {
  try {
    const response = await fetch(src, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const { width, height } = await sharp(bytes).metadata();
    // Decoding a small copy reads the whole file: a truncated upload is caught here, not mid-build.
    await sharp(bytes).resize(8).toBuffer();
    if (!width || !height) throw new Error('no dimensions');
    return { src, width, height };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[images] ${src} could not be used (${reason}); the page shows its placeholder.`);
    return null;
  }
}

/** A row's picture, ready for ContentPicture, or null (no picture, no alt text, or unusable). */
export async function contentImage(
  table: ContentImageTable,
  row: { image_path?: string | null; image_alt?: string | null },
): Promise<ContentImage | null> {
  const alt = row.image_alt?.trim().slice(0, IMAGE_ALT_MAX);
  if (!row.image_path || !alt) return null;
  const src = publicImageUrl(supabaseUrl, CONTENT_IMAGE_BUCKETS[table], row.image_path);
  let found = checked.get(src);
  if (!found) {
    found = usableImage(src);
    checked.set(src, found);
  }
  const image = await found;
  return image && { ...image, alt };
}
