// URL slugs, as the database makes them (private.slugify in
// supabase/migrations/20261123200000_structure_programs.sql; supabase/tests checks the two agree).
// The name folded as every search folds it (fold.ts), and every other run of characters between words
// made one '-': "Technische Universität München" → technische-universitat-munchen.
import { fold } from './fold.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** Dropped outright, so "B.Sc." is bsc and "Master's" masters. */
const DROPPED = /[.'’]/g;

export function slugify(name: string): string {
  return fold(name)
    .replace(DROPPED, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
