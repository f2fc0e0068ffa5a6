// The site's `_redirects` (Cloudflare Pages; the local static server reads the same file): the fixed
// rules of host/_redirects, then a permanent redirect from each university's old numeric URL to its
// slug URL, so links shared before the move keep working. Two rules per university (with and without
// the trailing slash): Cloudflare Pages takes up to 2,000 static rules, so past about 990 universities
// these belong in the account's Bulk Redirects; the build says so rather than ship rules it would drop.
import type { APIRoute, GetStaticPaths } from 'astro';
import fixedRules from '../../host/_redirects?raw';
import { universities } from '../lib/catalogue';
import { universityPath } from '../lib/program-facts';

/** Cloudflare Pages' limit on static `_redirects` rules. */
const CLOUDFLARE_STATIC_RULES = 2000;

export const getStaticPaths = (() => [{ params: { hostfile: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const moved = (await universities()).flatMap((u) => [
    `/universities/${u.id} ${universityPath(u.slug)} 301`,
    `/universities/${u.id}/ ${universityPath(u.slug)} 301`,
  ]);
  if (moved.length > CLOUDFLARE_STATIC_RULES - 10) {
    console.warn(
      `_redirects: ${moved.length} university redirects exceed what Cloudflare Pages applies (${CLOUDFLARE_STATIC_RULES} rules); move them to Bulk Redirects.`,
    );
  }
  const body = `${fixedRules.trimEnd()}\n# Universities moved from /universities/<id> to /universities/<slug>.\n${moved.join('\n')}\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
