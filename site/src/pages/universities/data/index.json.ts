// The university list's search index (name, city, country, levels of every university), fetched by
// the island on the first search, tab change or "Show more".
import type { APIRoute } from 'astro';
import { encodeIndex } from '../../../lib/university-directory';
import { directoryCards } from '../../../lib/university-directory-build';

export const GET: APIRoute = async () => {
  const { cards } = await directoryCards();
  return new Response(JSON.stringify(encodeIndex(cards)), { headers: { 'Content-Type': 'application/json' } });
};
