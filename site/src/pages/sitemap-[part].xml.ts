// The parts /sitemap.xml names once the site has more than 50,000 indexable URLs (lib/sitemap.ts).
import { readBrand } from '@app/shared/brand';
import type { APIRoute, GetStaticPaths } from 'astro';
import { absoluteUrl } from '../lib/seo';
import { SITEMAP_LIMIT, sitemapPaths, urlset, XML_HEADERS } from '../lib/sitemap';

export const getStaticPaths = (async () => {
  const parts = Math.ceil((await sitemapPaths()).length / SITEMAP_LIMIT);
  return parts > 1 ? Array.from({ length: parts }, (_, i) => ({ params: { part: String(i + 1) } })) : [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { siteUrl } = readBrand(import.meta.env);
  const start = (Number(params.part) - 1) * SITEMAP_LIMIT;
  const paths = (await sitemapPaths()).slice(start, start + SITEMAP_LIMIT);
  return new Response(urlset(paths.map((path) => absoluteUrl(path, siteUrl))), { headers: XML_HEADERS });
};
