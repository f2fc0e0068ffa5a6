// The console's resources: URL segment → table, and what the data provider does for each. Components
// only know the resource name; everything Supabase-specific about a table is decided here.
// Table names are written out rather than imported from @app/shared/entities, whose zod schemas would
// then load with the console's first screen; dataProvider.test.ts checks them against TABLES.

export type ResourceConfig = {
  /** The table behind the resource. */
  table: string;
  /** Columns the search box matches (case-insensitive substring, OR across them). */
  searchFields?: readonly string[];
  /** Text-array columns typed as comma-separated text in the forms. */
  listFields?: readonly string[];
  /** Columns holding a YouTube video id; a pasted URL is reduced to the id on save. */
  youtubeFields?: readonly string[];
  /** Orders appended after the chosen sort so that pages are stable and ties follow the spec. */
  tiebreak?: string;
  /** Primary key column when it is not `id`. */
  primaryKey?: string;
};

export const RESOURCES = {
  universities: {
    table: 'universities_data',
    searchFields: ['university_name', 'country', 'city', 'institution_type'],
    listFields: ['popular_programs', 'masters_programs'],
  },
  programs: { table: 'programs' },
  blog: { table: 'community_blog_posts', searchFields: ['title', 'content', 'author'] },
  interviews: {
    table: 'interviews',
    searchFields: ['interviewee_name', 'interviewee_role'],
    tiebreak: 'created_at.desc',
  },
  leads: { table: 'contacts', searchFields: ['name', 'email', 'subject', 'message'] },
  testimonials: { table: 'testimonials', searchFields: ['author_name', 'content', 'university_name'] },
  videos: { table: 'videos', youtubeFields: ['youtube_video_id'] },
  news: { table: 'news', searchFields: ['title', 'summary', 'sourcename'] },
  careers: { table: 'careers', searchFields: ['title', 'location', 'type'] },
  pricing: { table: 'pricing_plans', listFields: ['features'] },
  resources: { table: 'resource_items' },
  accommodation: {
    table: 'accommodation_options',
    searchFields: ['type', 'location'],
    listFields: ['keyFeatures'],
  },
  transportation: { table: 'transportation_options', searchFields: ['mode', 'primaryArea'] },
  settings: { table: 'settings', primaryKey: 'key' },
} as const satisfies Record<string, ResourceConfig>;

export type ResourceName = keyof typeof RESOURCES;

export function resourceConfig(resource: string): ResourceConfig {
  const config = (RESOURCES as Record<string, ResourceConfig>)[resource];
  if (!config) throw new Error(`Unknown resource "${resource}"`);
  return config;
}
