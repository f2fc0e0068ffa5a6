// The data provider's part for keeping figures true (migrations create_figure_suggestions and
// create_catalogue_health): the database functions staff call, as react-admin custom methods, and the
// suggestions list's `figureTargets` option (figureTargets.ts, loaded when first used: the console's
// first bundle is close to its budget).
import type { Figure } from '@app/shared/figures';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { DataProvider, Identifier } from 'react-admin';
import { resourceDefinition } from '../screens/registry.ts';

/** One row of public.catalogue_health(): a figure's rows in one country, by state. */
export type HealthRow = {
  country_code: string;
  table_name: string;
  figure: string;
  known: number;
  confirmed_none: number;
  unchecked: number;
  stale: number;
};

/** public.figure_staleness(): stale figures, rates older than 30 days, currencies with no rate. */
export type Staleness = {
  stale_figures: number;
  stale_rates: { currency: string; rate_date: string }[];
  missing_rates: string[];
};

/** What a suggestion is about, read from its row. */
export type FigureTarget = {
  /** The programme (with its level: "MSc Physics, Master's"), university, city or country. */
  name: string;
  /** Where it belongs: a programme's university, a university's or city's country. */
  context: string | null;
  /** The university whose dialog edits it (programmes and universities). */
  university_id: number | null;
  /** The figure as stored now. */
  current: Figure | null;
};

export type FigureReviewMethods = {
  acceptFigureSuggestion: (id: Identifier, figure: Figure) => Promise<void>;
  rejectFigureSuggestion: (id: Identifier, reason: string) => Promise<void>;
  catalogueHealth: () => Promise<HealthRow[]>;
  figureStaleness: (currencies: readonly string[]) => Promise<Staleness>;
};

export type AppDataProvider = DataProvider & FigureReviewMethods;

/** getList's meta flag that adds `target` (a FigureTarget, or null when the row is gone) to each suggestion. */
export const FIGURE_TARGETS = 'figureTargets';

/** A database function's answer, or its error thrown (react-admin shows the error's message). */
async function call<T>(request: PromiseLike<{ data: unknown; error: unknown }>): Promise<T> {
  const { data, error } = await request;
  if (error) throw error;
  return data as T;
}

export function withFigureReview(base: DataProvider, client: PostgrestClient): AppDataProvider {
  return {
    ...base,
    getList: async (resource, params) => {
      const result = await base.getList(resource, params);
      if (!params.meta?.[FIGURE_TARGETS] || resourceDefinition(resource).table !== 'figure_suggestions') return result;
      const { withTargets } = await import('./figureTargets.ts');
      return { ...result, data: await withTargets(client, result.data) };
    },
    acceptFigureSuggestion: (id, figure) =>
      call(client.rpc('accept_figure_suggestion', { suggestion_id: Number(id), figure })),
    rejectFigureSuggestion: (id, reason) =>
      call(client.rpc('reject_figure_suggestion', { suggestion_id: Number(id), reason })),
    catalogueHealth: () => call(client.rpc('catalogue_health')),
    figureStaleness: (currencies) => call(client.rpc('figure_staleness', { needed_currencies: [...currencies] })),
  };
}
