// One country's programmes for the finder (lib/program-finder.ts), fetched by the island on demand.
import type { APIRoute, GetStaticPaths } from 'astro';
import { finderData } from '../../../lib/program-finder-build';
import { encodeShard } from '../../../lib/program-finder-shard';

export const getStaticPaths = (async () => {
  const { byCountry } = await finderData();
  return [...byCountry.keys()].map((country) => ({ params: { country } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { byCountry } = await finderData();
  return Response.json(encodeShard(byCountry.get(params.country ?? '') ?? []));
};
