// One country's programmes for the finder (lib/program-finder.ts), fetched by the island on demand.
import type { APIRoute, GetStaticPaths } from 'astro';
import { encodeShard } from '../../../lib/program-finder';
import { finderData } from '../../../lib/program-finder-build';

export const getStaticPaths = (async () => {
  const { byCountry } = await finderData();
  return [...byCountry.keys()].map((country) => ({ params: { country } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { byCountry } = await finderData();
  return Response.json(encodeShard(byCountry.get(params.country ?? '') ?? []));
};
