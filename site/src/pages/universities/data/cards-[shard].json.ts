// The university list's card text, PAGE_SIZE cards per file in list order, fetched as cards scroll in.
import type { APIRoute, GetStaticPaths } from 'astro';
import { encodeShard, PAGE_SIZE, shardCount } from '../../../lib/university-directory';
import { directoryCards } from '../../../lib/university-directory-build';

export const getStaticPaths = (async () => {
  const { cards } = await directoryCards();
  return Array.from({ length: shardCount(cards.length) }, (_, shard) => ({ params: { shard: String(shard) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { cards } = await directoryCards();
  const start = Number(params.shard) * PAGE_SIZE;
  const body = JSON.stringify(encodeShard(cards.slice(start, start + PAGE_SIZE)));
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
};
