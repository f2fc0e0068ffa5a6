// The public pages that are not built from the catalogue, for the sitemap: every page file without a
// route parameter, so a new page is listed without an edit here, less the pages search engines should
// not be sent to (personal, behind a login, a duplicate path, or an error page).
const PAGE_FILES = Object.keys(import.meta.glob('../pages/**/*.astro', { query: '?raw', import: 'default' }));

/** Pages kept out of the sitemap, and why. */
export const NOT_IN_SITEMAP: Readonly<Record<string, string>> = {
  '/404': 'error page',
  '/500': 'error page',
  '/account': 'personal',
  '/applications': 'personal (a student’s applications)',
  '/booking': 'personal (a booking’s manage link)',
  '/auth': 'login',
  '/auth/forgot': 'login',
  '/auth/new-password': 'login',
  '/compare': 'personal (the visitor’s shortlist)',
  '/shortlist': 'personal',
  '/suggest': 'a form about one figure',
  '/resources': 'behind a login',
  '/transportation': 'behind a login',
  '/stories': 'a second path of /community-blog',
};

/** `../pages/about.astro` → `/about`; `../pages/countries/index.astro` → `/countries`. */
export function routeOfPage(file: string): string {
  const path = file.replace(/^\.\.\/pages/, '').replace(/\.astro$/, '');
  return path.replace(/\/index$/, '') || '/';
}

export const STATIC_ROUTES: readonly string[] = PAGE_FILES.map(routeOfPage)
  .filter((route) => !route.includes('[') && !(route in NOT_IN_SITEMAP))
  .sort();
