// A visitor's shortlist: program ids kept in this browser (no login wall), merged into the account's
// `shortlisted_programs` when the student signs in and visits /shortlist. Pure helpers here; the
// browser parts take a Storage so they can be tested.
export const SHORTLIST_KEY = 'eurostudy.shortlist.v1';
/** The most programs one shortlist (and one share link) holds. */
export const SHORTLIST_MAX = 100;
export const COMPARE_MAX = 4;

/** The ids a stored value holds: positive integers, each once, in the order saved; anything else dropped. */
export function parseIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = list.map((item) => Number(item)).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, SHORTLIST_MAX);
}

export function readShortlist(storage: Pick<Storage, 'getItem'>): number[] {
  try {
    return parseIds(JSON.parse(storage.getItem(SHORTLIST_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

export function writeShortlist(storage: Pick<Storage, 'setItem'>, ids: readonly number[]): void {
  storage.setItem(SHORTLIST_KEY, JSON.stringify(parseIds(ids)));
}

/** Saves or removes one program; returns the new list. */
export function toggle(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((saved) => saved !== id) : parseIds([...ids, id]);
}

/** A read-only link to the same list, for anyone. */
export const shareUrl = (origin: string, ids: readonly number[]) => `${origin}/shortlist?ids=${ids.join(',')}`;
export const compareUrl = (ids: readonly number[]) => `/compare?ids=${ids.slice(0, COMPARE_MAX).join(',')}`;

export type ShortlistProgram = {
  id: number;
  name: string;
  university: string;
  path: string;
  application_deadline: string | null;
  deadline_note: string | null;
};

/** Deadlines soonest first, passed ones after the open ones, unknown last. */
export function byDeadline(programs: readonly ShortlistProgram[], today: string): ShortlistProgram[] {
  const rank = (p: ShortlistProgram) => (p.application_deadline === null ? 2 : p.application_deadline < today ? 1 : 0);
  return [...programs].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.application_deadline ?? '').localeCompare(b.application_deadline ?? '') ||
      a.name.localeCompare(b.name, 'en'),
  );
}

/** What the shortlist and compare pages show of each program, read at run time (always current). */
export const SHORTLIST_SELECT =
  'id,slug,name,level,duration_in_years,languages,application_deadline,deadline_note,fee_currency,tuition_non_eu_cents,tuition_eu_cents,semester_fees_cents,ielts_min,toefl_min,ects,study_mode,checked_on,university:universities_data(slug,university_name,city,country)';

export type ShortlistRow = {
  id: number;
  slug: string;
  name: string;
  level: string;
  duration_in_years: number | null;
  languages: string[];
  application_deadline: string | null;
  deadline_note: string | null;
  fee_currency: string;
  tuition_non_eu_cents: number | null;
  tuition_eu_cents: number | null;
  semester_fees_cents: number | null;
  ielts_min: number | null;
  toefl_min: number | null;
  ects: number | null;
  study_mode: string | null;
  checked_on: string | null;
  university: { slug: string; university_name: string; city: string | null; country: string | null } | null;
};

export const toShortlistProgram = (row: ShortlistRow): ShortlistProgram => ({
  id: row.id,
  name: row.name,
  university: row.university?.university_name ?? '',
  path: `/programs/${row.university?.slug ?? ''}/${row.slug}`,
  application_deadline: row.application_deadline,
  deadline_note: row.deadline_note,
});
