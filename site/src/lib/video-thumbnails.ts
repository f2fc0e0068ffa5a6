// Video thumbnails are copied into the site when it is built, so the videos page contacts no Google
// host until a visitor presses play (the facade's privacy promise) and a phone on a slow network
// fetches them over the site's own connection. When YouTube cannot be reached from the build, the
// page shows its dark placeholder with the play button instead: a thumbnail is never worth a failed build.
import { youtubeThumbnailUrl } from '@app/shared/entities/video';

/** mqdefault.jpg is 320×180 and about 10–20 KB; anything far larger is not a thumbnail. */
const MAX_BYTES = 256 * 1024;
const TIMEOUT_MS = 8_000;

export const thumbnailPath = (videoId: string): string => `/media/video-thumbnails/${videoId}.jpg`;

/** A JPEG's bytes from `url`, or null (with the reason logged) when it is missing or not a JPEG. */
export async function downloadJpeg(
  url: string,
  { timeoutMs = TIMEOUT_MS, maxBytes = MAX_BYTES } = {},
): Promise<Uint8Array | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('image/jpeg')) {
      await response.body?.cancel();
      throw new Error(`answered ${response.status} ${type}`.trim());
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > maxBytes) throw new Error(`sent ${bytes.byteLength} bytes`);
    return bytes;
  } catch (error) {
    const reason = error instanceof Error ? ((error.cause as { code?: string })?.code ?? error.message) : error;
    console.warn(`[video thumbnails] ${url}: ${reason}; the videos page shows a placeholder instead`);
    return null;
  }
}

// One download per video per build, shared by the page that links a thumbnail and the route that writes it.
const downloads = new Map<string, Promise<Uint8Array | null>>();

export function videoThumbnail(videoId: string): Promise<Uint8Array | null> {
  let download = downloads.get(videoId);
  if (!download) {
    download = downloadJpeg(youtubeThumbnailUrl(videoId));
    downloads.set(videoId, download);
  }
  return download;
}
