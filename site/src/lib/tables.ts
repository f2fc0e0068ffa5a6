// Table names for the islands. Importing TABLES from '@app/shared/entities' would pull every zod row
// schema (and zod) into the browser bundle, so the names are restated here and type-checked against
// the shared list: a renamed table fails the typecheck, not the page.
import type { TableName } from '@app/shared/entities';

export const TABLES = {
  contacts: 'contacts',
  communityBlogPosts: 'community_blog_posts',
  transportationOptions: 'transportation_options',
  resourceItems: 'resource_items',
  premiumResourceLinks: 'premium_resource_links',
  purchases: 'purchases',
} as const satisfies Record<string, TableName>;
