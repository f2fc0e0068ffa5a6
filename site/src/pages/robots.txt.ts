import { readBrand } from '@app/shared/brand';
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo';

export const GET: APIRoute = () => {
  const brand = readBrand(import.meta.env);
  // Every public page may be crawled, /auth included: a crawl-blocked page cannot score 100 for SEO,
  // and a login page hides nothing. Duplicates and member pages stay out of the sitemap instead.
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml', brand.siteUrl)}`, ''].join(
    '\n',
  );
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
