// The site's `_redirects` (Cloudflare Pages; the local static server reads the same file): the fixed
// rules of host/_redirects, then a permanent redirect from each university's old numeric URL to its
// slug URL, so links shared before the move keep working. Cloudflare Pages takes up to 2,000 static
// rules: past about 1,900 universities these belong in the account's Bulk Redirects instead.
import type { APIRoute, GetStaticPaths } from 'astro';
import fixedRules from '../../host/_redirects?raw';
import { universities } from '../lib/catalogue';
import { universityPath } from '../lib/program-facts';

export const getStaticPaths = (() => [{ params: { hostfile: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const moved = (await universities()).flatMap((u) => [
    `/universities/${u.id} ${universityPath(u.slug)} 301`,
    `/universities/${u.id}/ ${universityPath(u.slug)} 301`,
  ]);
  const body = `${fixedRules.trimEnd()}\n# Universities moved from /universities/<id> to /universities/<slug>.\n${moved.join('\n')}\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
