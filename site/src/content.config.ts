// Build-time data as typed content collections (docs/architecture.md section 5), read with the public
// anon key (lib/build-reads.ts). The university catalogue, large by design (10,000 universities and
// their programs), is read by lib/catalogue.ts instead: the content layer holds a collection several
// times over (its store, the serialized data module, the copy parsed for rendering).

import { defineCollection } from 'astro:content';
import { accommodationOptionRowSchema } from '@app/shared/entities/accommodation-option';
import { careerRowSchema } from '@app/shared/entities/career';
import { cityRowSchema } from '@app/shared/entities/city';
import { countryRowSchema } from '@app/shared/entities/country';
import { exchangeRateRowSchema } from '@app/shared/entities/exchange-rate';
import { newsRowSchema } from '@app/shared/entities/news';
import { pricingPlanRowSchema } from '@app/shared/entities/pricing-plan';
import { testimonialRowSchema } from '@app/shared/entities/testimonial';
import { videoRowSchema } from '@app/shared/entities/video';
import { TABLES } from '@app/shared/tables';
import { z } from 'zod';
import { type Order, readTable } from './lib/build-reads';

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

/** Content-layer entries need a string id; the numeric row id becomes its decimal text. */
const withStringId = <T extends { id: number }>(row: T) => ({ ...row, id: String(row.id) });
const stringId = { id: z.string() };

/** A whole table as collection entries. */
const table = <S extends z.ZodType<{ id: number }>>(name: string, schema: S, orders: Order[], columns?: string) =>
  orEmptyForTypes(async () => (await readTable(name, schema, orders, columns)).map(withStringId));

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
    table(TABLES.news, newsColumns, [{ column: 'date', ascending: false }], Object.keys(newsColumns.shape).join(',')),
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

// Living costs, country facts and exchange rates (the cost planner, country guides, accommodation).
const cities = defineCollection({
  loader: () => table(TABLES.cities, cityRowSchema, [{ column: 'name', ascending: true }]),
  schema: cityRowSchema.extend(stringId),
});

const countries = defineCollection({
  loader: () => table(TABLES.countries, countryRowSchema, [{ column: 'name', ascending: true }]),
  schema: countryRowSchema.extend(stringId),
});

const exchangeRates = defineCollection({
  loader: () => table(TABLES.exchangeRates, exchangeRateRowSchema, [{ column: 'currency', ascending: true }]),
  schema: exchangeRateRowSchema.extend(stringId),
});

export const collections = {
  accommodation,
  cities,
  countries,
  exchangeRates,
  pricing,
  news,
  videos,
  careers,
  testimonials,
};
