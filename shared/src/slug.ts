// URL slugs, as the database makes them (private.slugify in
// supabase/migrations/20261123200000_structure_programs.sql; supabase/tests checks the two agree).
// Accents are dropped, letters Unicode does not decompose are spelled out, and every other run of
// characters between words becomes one '-': "Technische Universität München" → technische-universitat-munchen.

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

const SPELLED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D' };
/** Dropped outright, so "B.Sc." is bsc and "Master's" masters. */
const DROPPED = /[.'’]/g;

export function slugify(name: string): string {
  return name
    .replace(/[ßæœøØłŁđĐ]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(DROPPED, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
