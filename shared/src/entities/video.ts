import { z } from 'zod';
import { youtubeIdFrom } from '../validation.ts';
import { id, nullableText, optionalText, requiredText, timestamp, youtubeVideoId } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const videoRowSchema = z.object({
  id,
  title: z.string(),
  description: nullableText,
  youtube_video_id: youtubeVideoId,
  created_at: timestamp,
});
export type Video = z.infer<typeof videoRowSchema>;

/** Admins often paste a whole YouTube link: keep only the id, which is what is stored. */
export const videoInputSchema = z.object({
  title: requiredText(),
  description: optionalText(),
  youtube_video_id: z
    .string()
    .transform((v) => youtubeIdFrom(v) ?? v.trim())
    .pipe(youtubeVideoId),
});
export type VideoFormValues = z.input<typeof videoInputSchema>;
export type VideoInput = z.output<typeof videoInputSchema>;

export const youtubeThumbnailUrl = (videoId: string): string => `https://img.youtube.com/vi/${videoId}/mqdefault.jpg`;
export const youtubeEmbedUrl = (videoId: string): string => `https://www.youtube.com/embed/${videoId}`;
export const youtubeWatchUrl = (videoId: string): string => `https://www.youtube.com/watch?v=${videoId}`;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type VideoMatchesTable = [Check<RowMatches<Video, 'videos'>>, Check<Insertable<VideoInput, 'videos'>>];
