// The public pages that are not built from the catalogue, as listed in the sitemap. The guarded pages
// (/resources, /transportation), /auth and /stories (a duplicate of /community-blog) are left out.
export const STATIC_ROUTES = [
  '/',
  '/about',
  '/universities',
  '/programs',
  '/plan',
  '/countries',
  '/accommodation',
  '/pricing',
  '/news',
  '/community-blog',
  '/videos',
  '/careers',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
] as const;
