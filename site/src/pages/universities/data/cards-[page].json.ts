// The university list's card texts, one file per page of the list (PAGE_SIZE cards, in list order),
// fetched as the visitor pages through.
import type { APIRoute, GetStaticPaths } from 'astro';
import { encodeCardTexts, PAGE_SIZE, pageCount } from '../../../lib/university-directory';
import { directoryCards } from '../../../lib/university-directory-build';

export const getStaticPaths = (async () => {
  const { cards } = await directoryCards();
  return Array.from({ length: pageCount(cards.length) }, (_, page) => ({ params: { page: String(page) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { cards } = await directoryCards();
  const start = Number(params.page) * PAGE_SIZE;
  const body = JSON.stringify(encodeCardTexts(cards.slice(start, start + PAGE_SIZE)));
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
};
