import { z } from 'zod';
import {
  checkImageAlt,
  id,
  imageFields,
  isoDate,
  nullableText,
  optionalDate,
  optionalText,
  optionalUrl,
  requiredText,
  timestamp,
} from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

// Column names are lower-case in the database (sourcename, articleurl, imageplaceholdertext).
export const newsRowSchema = z.object({
  id,
  title: z.string(),
  summary: nullableText,
  date: isoDate.nullable(),
  sourcename: nullableText,
  articleurl: nullableText,
  imageplaceholdertext: nullableText,
  image_path: nullableText,
  image_alt: nullableText,
  created_at: timestamp,
});
export type NewsArticle = z.infer<typeof newsRowSchema>;

/** Empty source, URL, image text and date are stored as null (docs/product.md section 5). */
export const newsInputSchema = z
  .object({
    title: requiredText(),
    summary: optionalText(),
    date: optionalDate(),
    sourcename: optionalText(),
    articleurl: optionalUrl(),
    imageplaceholdertext: optionalText(),
    ...imageFields(),
  })
  .superRefine(checkImageAlt);
export type NewsFormValues = z.input<typeof newsInputSchema>;
export type NewsInput = z.output<typeof newsInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type NewsArticleMatchesTable = [Check<RowMatches<NewsArticle, 'news'>>, Check<Insertable<NewsInput, 'news'>>];
