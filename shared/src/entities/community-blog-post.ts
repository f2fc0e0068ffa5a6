import { z } from 'zod';
import { COMMUNITY_POST_LIMITS, DEFAULT_STORY_AUTHOR, STORY_STATUSES } from '../constants.ts';
import { id, requiredText, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const communityBlogPostRowSchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  author: z.string(),
  status: z.enum(STORY_STATUSES),
  created_at: timestamp,
});
export type CommunityBlogPost = z.infer<typeof communityBlogPostRowSchema>;

/**
 * A blank author becomes `defaultAuthor`: 'Anonymous Explorer' on the public site, the team name
 * (teamName(brand)) in the admin.
 */
export const makeCommunityBlogPostInputSchema = (defaultAuthor: string) =>
  z.object({
    title: requiredText(COMMUNITY_POST_LIMITS.title),
    content: requiredText(COMMUNITY_POST_LIMITS.content),
    author: z
      .string()
      .nullish()
      .transform((v) => v?.trim() || defaultAuthor)
      .pipe(z.string().max(COMMUNITY_POST_LIMITS.author, `At most ${COMMUNITY_POST_LIMITS.author} characters.`)),
  });

export const communityBlogPostInputSchema = makeCommunityBlogPostInputSchema(DEFAULT_STORY_AUTHOR);
export type CommunityBlogPostFormValues = z.input<typeof communityBlogPostInputSchema>;
export type CommunityBlogPostInput = z.output<typeof communityBlogPostInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type CommunityBlogPostMatchesTable = [
  Check<RowMatches<CommunityBlogPost, 'community_blog_posts', 'website' | 'human_pass'>>,
  Check<Insertable<CommunityBlogPostInput, 'community_blog_posts'>>,
];
