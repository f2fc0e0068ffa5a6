// The single typed entry point for build-time data (docs/architecture.md section 5). Every collection is read
// from the backend with the public anon key, so RLS decides what a static page may contain, exactly as
// for a visitor. A build that cannot read the backend, or reads no universities, fails here with a
// message saying what to do, instead of publishing an empty site.

import { defineCollection } from 'astro:content';
import { PROGRAM_LEVELS } from '@app/shared/constants';
import {
  accommodationOptionRowSchema,
  careerRowSchema,
  newsRowSchema,
  pricingPlanRowSchema,
  programRowSchema,
  TABLES,
  testimonialRowSchema,
  universityRowSchema,
  videoRowSchema,
} from '@app/shared/entities';
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { supabaseAnonKey, supabaseUrl } from './lib/env';

const supabase = createClient(supabaseUrl, supabaseAnonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

class BuildDataError extends Error {
  override name = 'BuildDataError';
}

// `astro check` / `astro sync` only generate types: they may run without a backend (typecheck in CI
// runs before the stack starts), so there an unreachable backend yields empty collections plus a
// warning. `astro build` never takes this path.
const typesOnly = ['check', 'sync'].includes(process.argv[2] ?? '');
async function orEmptyForTypes<T>(load: () => Promise<T[]>): Promise<T[]> {
  if (!typesOnly) return load();
  try {
    return await load();
  } catch (error) {
    console.warn(`[content] ${error instanceof Error ? error.message : error} (types only: continuing)`);
    return [];
  }
}

type Order = { column: string; ascending: boolean; nullsFirst?: boolean };

/**
 * Hosted Supabase answers at most 1,000 rows per request (the API's max-rows), so whole tables are read
 * page by page; without this a large directory would be cut short without any error.
 */
const PAGE_SIZE = 1000;

/** Reads a whole table (or the given columns), validated against the shared row schema. */
async function readTable<S extends z.ZodType>(
  table: string,
  schema: S,
  orders: Order[],
  columns = '*',
): Promise<z.infer<S>[]> {
  // The id breaks ties so that pages never overlap or skip rows.
  const stableOrders = orders.some((o) => o.column === 'id') ? orders : [...orders, { column: 'id', ascending: true }];
  const rows: unknown[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    let query = supabase.from(table).select(columns);
    for (const { column, ascending, nullsFirst } of stableOrders) {
      query = query.order(column, { ascending, ...(nullsFirst === undefined ? {} : { nullsFirst }) });
    }
    let result: Awaited<typeof query>;
    try {
      result = await query.range(from, from + PAGE_SIZE - 1);
    } catch (error) {
      throw unreachable(table, error);
    }
    if (result.error) throw unreachable(table, result.error);
    rows.push(...(result.data ?? []));
    if ((result.data ?? []).length < PAGE_SIZE) break;
  }
  const parsed = z.array(schema).safeParse(rows);
  if (!parsed.success) {
    throw new BuildDataError(
      `Site build: rows of "${table}" do not match the shared schema: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

function unreachable(table: string, error: unknown): BuildDataError {
  const message =
    error instanceof Error || (error && typeof error === 'object' && 'message' in error)
      ? String((error as { message: unknown }).message)
      : String(error);
  return new BuildDataError(
    `Site build: cannot read "${table}" from ${supabaseUrl} (${message}). The static site is built from the ` +
      'database: start the backend (`pnpm backend`) or set PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY.',
  );
}

/** Content-layer entries need a string id; the numeric row id becomes its decimal text. */
const withStringId = <T extends { id: number }>(row: T) => ({ ...row, id: String(row.id) });
const stringId = { id: z.string() };

const universities = defineCollection({
  loader: () =>
    orEmptyForTypes(async () => {
      const [rows, levels] = await Promise.all([
        readTable(TABLES.universities, universityRowSchema, [{ column: 'university_name', ascending: true }]),
        readTable(
          TABLES.programs,
          programRowSchema.pick({ university_id: true, level: true }),
          [],
          'university_id,level',
        ),
      ]);
      if (rows.length === 0) {
        throw new BuildDataError(
          `Site build: the backend at ${supabaseUrl} returned no universities. Refusing to publish an empty ` +
            'directory: seed the database (`pnpm backend` seeds a fresh data folder) or check the anon read policy.',
        );
      }
      const levelsOf = new Map<number, Set<string>>();
      for (const { university_id, level } of levels) {
        const set = levelsOf.get(university_id) ?? new Set<string>();
        set.add(level);
        levelsOf.set(university_id, set);
      }
      return rows.map((row) => ({
        ...withStringId(row),
        levels: PROGRAM_LEVELS.filter((level) => levelsOf.get(row.id)?.has(level)),
      }));
    }),
  schema: universityRowSchema.extend({ ...stringId, levels: z.array(z.enum(PROGRAM_LEVELS)) }),
});

/** A whole table as collection entries. */
const table = <S extends z.ZodType<{ id: number }>>(name: string, schema: S, orders: Order[], columns?: string) =>
  orEmptyForTypes(async () => (await readTable(name, schema, orders, columns)).map(withStringId));

const programs = defineCollection({
  loader: () => table(TABLES.programs, programRowSchema, [{ column: 'name', ascending: true }]),
  schema: programRowSchema.extend(stringId),
});

const accommodation = defineCollection({
  loader: () => table(TABLES.accommodationOptions, accommodationOptionRowSchema, [{ column: 'id', ascending: true }]),
  schema: accommodationOptionRowSchema.extend(stringId),
});

const pricing = defineCollection({
  loader: () => table(TABLES.pricingPlans, pricingPlanRowSchema, [{ column: 'price_inr', ascending: true }]),
  schema: pricingPlanRowSchema.extend(stringId),
});

const newsColumns = newsRowSchema.omit({ created_at: true });
const news = defineCollection({
  loader: () =>
    table(
      TABLES.news,
      newsColumns,
      [{ column: 'date', ascending: false }],
      'title,summary,date,sourcename,articleurl,imageplaceholdertext,id',
    ),
  schema: newsColumns.extend(stringId),
});

const videos = defineCollection({
  loader: () => table(TABLES.videos, videoRowSchema, [{ column: 'created_at', ascending: false }]),
  schema: videoRowSchema.extend(stringId),
});

const careers = defineCollection({
  loader: () => table(TABLES.careers, careerRowSchema, [{ column: 'created_at', ascending: false }]),
  schema: careerRowSchema.extend(stringId),
});

// The home page shows featured testimonials from the database (admins curate them) rather than
// three hard-coded quotes: featured first, newest first.
const testimonials = defineCollection({
  loader: () =>
    table(TABLES.testimonials, testimonialRowSchema, [
      { column: 'is_featured', ascending: false },
      { column: 'created_at', ascending: false },
    ]),
  schema: testimonialRowSchema.extend(stringId),
});

export const collections = {
  universities,
  programs,
  accommodation,
  pricing,
  news,
  videos,
  careers,
  testimonials,
};
