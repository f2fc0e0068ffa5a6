// The site's indexable URLs, for /sitemap.xml. One sitemap may hold 50,000 URLs; past that (a page
// per programme at 10,000 universities) /sitemap.xml becomes an index of /sitemap-<n>.xml files.

import { scholarshipPath } from '@app/shared/scholarships';
import { programsOf, universities } from './catalogue';
import { countryFacts, countryPath } from './costs';
import { programPath, universityPath } from './program-facts';
import { scholarships } from './scholarships';
import { STATIC_ROUTES } from './static-routes';

export const SITEMAP_LIMIT = 50_000;

let paths: Promise<string[]> | undefined;

/** Read once per build: /sitemap.xml and each of its parts share it. */
export function sitemapPaths(): Promise<string[]> {
  paths ??= (async () => {
    const all: string[] = [
      ...STATIC_ROUTES,
      ...(await countryFacts()).map((country) => countryPath(country.code)),
      ...(await scholarships()).map((scholarship) => scholarshipPath(scholarship.slug)),
    ];
    for (const university of await universities()) {
      all.push(universityPath(university.slug));
      for (const program of await programsOf(university.id)) all.push(programPath(university.slug, program.slug));
    }
    return all;
  })();
  return paths;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function urlset(locations: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndex(locations: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' };
