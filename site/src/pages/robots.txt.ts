import { readBrand } from '@app/shared/brand';
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo';

export const GET: APIRoute = () => {
  const brand = readBrand(import.meta.env);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /auth',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', brand.siteUrl)}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
