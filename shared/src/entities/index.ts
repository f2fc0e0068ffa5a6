// One module per table: a row schema (what reads return) and an input schema (what forms send).
import { ACCOMMODATION_OPTIONS_TABLE } from './accommodation-option.ts';
import { CAREERS_TABLE } from './career.ts';
import { COMMUNITY_BLOG_POSTS_TABLE } from './community-blog-post.ts';
import { CONTACTS_TABLE } from './contact.ts';
import { INTERVIEWS_TABLE } from './interview.ts';
import { NEWS_TABLE } from './news.ts';
import { PREMIUM_RESOURCE_LINKS_TABLE } from './premium-resource-link.ts';
import { PRICING_PLANS_TABLE } from './pricing-plan.ts';
import { PROGRAMS_TABLE } from './program.ts';
import { PURCHASES_TABLE } from './purchase.ts';
import { RESOURCE_ITEMS_TABLE } from './resource-item.ts';
import { SETTINGS_TABLE } from './settings.ts';
import { TESTIMONIALS_TABLE } from './testimonial.ts';
import { TRANSPORTATION_OPTIONS_TABLE } from './transportation-option.ts';
import { UNIVERSITIES_TABLE } from './university.ts';
import { VIDEOS_TABLE } from './video.ts';

export * from './accommodation-option.ts';
export * from './career.ts';
export * from './community-blog-post.ts';
export * from './contact.ts';
export * from './interview.ts';
export * from './news.ts';
export * from './premium-resource-link.ts';
export * from './pricing-plan.ts';
export * from './program.ts';
export * from './purchase.ts';
export * from './resource-item.ts';
export * from './settings.ts';
export * from './testimonial.ts';
export * from './transportation-option.ts';
export * from './university.ts';
export * from './video.ts';

export const TABLES = {
  universities: UNIVERSITIES_TABLE,
  programs: PROGRAMS_TABLE,
  accommodationOptions: ACCOMMODATION_OPTIONS_TABLE,
  transportationOptions: TRANSPORTATION_OPTIONS_TABLE,
  resourceItems: RESOURCE_ITEMS_TABLE,
  premiumResourceLinks: PREMIUM_RESOURCE_LINKS_TABLE,
  contacts: CONTACTS_TABLE,
  pricingPlans: PRICING_PLANS_TABLE,
  news: NEWS_TABLE,
  communityBlogPosts: COMMUNITY_BLOG_POSTS_TABLE,
  videos: VIDEOS_TABLE,
  careers: CAREERS_TABLE,
  interviews: INTERVIEWS_TABLE,
  testimonials: TESTIMONIALS_TABLE,
  settings: SETTINGS_TABLE,
  purchases: PURCHASES_TABLE,
} as const;
export type TableName = (typeof TABLES)[keyof typeof TABLES];
