import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_IN_SITEMAP, routeOfPage, STATIC_ROUTES } from './static-routes';

describe('the sitemap’s pages', () => {
  it('turns page files into their paths', () => {
    expect(routeOfPage('../pages/index.astro')).toBe('/');
    expect(routeOfPage('../pages/about.astro')).toBe('/about');
    expect(routeOfPage('../pages/countries/index.astro')).toBe('/countries');
    expect(routeOfPage('../pages/auth/forgot.astro')).toBe('/auth/forgot');
  });

  it('lists every public page without a parameter, and none of the private ones', () => {
    expect(STATIC_ROUTES).toEqual(
      expect.arrayContaining(['/', '/about', '/universities', '/programs', '/plan', '/contact']),
    );
    for (const route of Object.keys(NOT_IN_SITEMAP)) expect(STATIC_ROUTES).not.toContain(route);
    expect(STATIC_ROUTES.some((route) => route.includes('['))).toBe(false);
  });

  it('names only pages that exist among those it keeps out', () => {
    const pages = readdirSync(new URL('../pages', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro'))
      .map((file) => routeOfPage(`../pages/${file}`));
    for (const route of Object.keys(NOT_IN_SITEMAP)) expect(pages).toContain(route);
    expect(STATIC_ROUTES.length + Object.keys(NOT_IN_SITEMAP).length).toBe(
      pages.filter((route) => !route.includes('[')).length,
    );
  });
});
