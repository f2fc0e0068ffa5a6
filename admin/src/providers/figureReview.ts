// The data provider's part for keeping figures true (migrations create_figure_suggestions and
// create_catalogue_health): the database functions staff call, as react-admin custom methods, and the
// suggestions list's `figureTargets` option (figureTargets.ts, loaded when first used: the console's
// first bundle is close to its budget).
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { DataProvider } from 'react-admin';
import { dataOrThrow } from './answer.ts';
import type { Resources } from './resources.ts';
import type { FigureReviewMethods } from './types.ts';

/** getList's meta flag that adds `target` (a FigureTarget, or null when the row is gone) to each suggestion. */
export const FIGURE_TARGETS = 'figureTargets';

export function withFigureReview(
  base: DataProvider,
  client: PostgrestClient,
  resources: Resources,
): DataProvider & FigureReviewMethods {
  return {
    ...base,
    getList: async (resource, params) => {
      const result = await base.getList(resource, params);
      if (!params.meta?.[FIGURE_TARGETS] || resources.byName(resource).table !== 'figure_suggestions') return result;
      const { withTargets } = await import('./figureTargets.ts');
      return { ...result, data: await withTargets(client, result.data) };
    },
    acceptFigureSuggestion: (id, figure) =>
      dataOrThrow(client.rpc('accept_figure_suggestion', { suggestion_id: Number(id), figure })),
    rejectFigureSuggestion: (id, reason) =>
      dataOrThrow(client.rpc('reject_figure_suggestion', { suggestion_id: Number(id), reason })),
    catalogueHealth: () => dataOrThrow(client.rpc('catalogue_health')),
    figureStaleness: (currencies) =>
      dataOrThrow(client.rpc('figure_staleness', { needed_currencies: [...currencies] })),
  };
}
