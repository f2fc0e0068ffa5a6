// sitemap.xml from the same catalogue as the pages (lib/sitemap.ts); its index past 50,000 URLs.
// Why not @astrojs/sitemap: it lists every built page unless a `filter` removes it, so a new member
// page or duplicate would be announced to crawlers by default; here only pages named as indexable are,
// and each university and programme page comes from the same catalogue read as its page. The
// integration also writes sitemap-index.xml plus sitemap-0.xml, where robots.txt and crawlers expect
// /sitemap.xml.
import { readBrand } from '@app/shared/brand';
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo';
import { SITEMAP_LIMIT, sitemapIndex, sitemapPaths, urlset, XML_HEADERS } from '../lib/sitemap';

export const GET: APIRoute = async () => {
  const { siteUrl } = readBrand(import.meta.env);
  const paths = await sitemapPaths();
  const body =
    paths.length <= SITEMAP_LIMIT
      ? urlset(paths.map((path) => absoluteUrl(path, siteUrl)))
      : sitemapIndex(
          Array.from({ length: Math.ceil(paths.length / SITEMAP_LIMIT) }, (_, i) =>
            absoluteUrl(`/sitemap-${i + 1}.xml`, siteUrl),
          ),
        );
  return new Response(body, { headers: XML_HEADERS });
};
