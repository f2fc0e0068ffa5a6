// sitemap.xml from the same collections as the pages. The guarded pages (/resources,
// /transportation), /auth and /stories (a duplicate of /community-blog) are left out.
// Why not @astrojs/sitemap: it lists every built page unless a `filter` removes it, so a new member
// page or duplicate would be announced to crawlers by default; here only pages named as indexable are,
// and each university page comes from the same database collection as its page. The integration
// also writes sitemap-index.xml plus sitemap-0.xml, where robots.txt and crawlers expect /sitemap.xml,
// and its splitting is not needed: one sitemap may hold 50,000 URLs, the site plans for 10,000 universities.
import { readBrand } from '@app/shared/brand';
import type { APIRoute } from 'astro';
import { universities } from '../lib/catalogue';
import { absoluteUrl } from '../lib/seo';

export const STATIC_ROUTES = [
  '/',
  '/about',
  '/universities',
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

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async () => {
  const brand = readBrand(import.meta.env);
  const paths = [...STATIC_ROUTES, ...(await universities()).map((u) => `/universities/${u.id}`)];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path, brand.siteUrl))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
