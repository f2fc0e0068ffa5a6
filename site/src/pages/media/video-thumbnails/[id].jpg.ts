// Each video's thumbnail, downloaded at build time (see lib/video-thumbnails.ts); videos whose
// thumbnail could not be fetched get no file, and the videos page shows its placeholder for them.
import type { APIRoute, GetStaticPaths } from 'astro';
import { videos } from '../../../lib/content';
import { videoThumbnail } from '../../../lib/video-thumbnails';

export const getStaticPaths = (async () => {
  const withThumbnail = await Promise.all(
    (await videos()).map(async (video) => ({
      id: video.youtube_video_id,
      bytes: await videoThumbnail(video.youtube_video_id),
    })),
  );
  return withThumbnail.filter((video) => video.bytes).map(({ id, bytes }) => ({ params: { id }, props: { bytes } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(props.bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/jpeg' } });
