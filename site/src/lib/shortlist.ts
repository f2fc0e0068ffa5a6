// A visitor's shortlist: program ids kept in this browser (no login wall), merged into the account's
// `shortlisted_programs` when the student signs in and visits /shortlist. Pure helpers here; the
// browser parts take a Storage so they can be tested.
import type { DateFigure, EnglishFigure, FigureState, MoneyFigure, UniversityFees } from '@app/shared/figures';
import { SHORTLIST_EVENT, SHORTLIST_KEY } from './shortlist-count.ts';

/** The most programs one shortlist (and one share link) holds. */
const SHORTLIST_MAX = 100;
export const COMPARE_MAX = 4;

/** The ids a stored value holds: positive integers, each once, in the order saved; anything else dropped. */
export function parseIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = list.map((item) => Number(item)).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, SHORTLIST_MAX);
}

/**
 * What the browser keeps: the saved ids; the ids removed here since the last sync with an account (so
 * a removal reaches the account instead of the account bringing the program back); the account's ids
 * at the last sync (so a program removed on another device leaves this one too); and whose account
 * the list was last merged with (so one person's list never lands in another's account).
 */
export type StoredShortlist = { ids: number[]; removed: number[]; synced: number[]; owner: string | null };

const EMPTY: StoredShortlist = { ids: [], removed: [], synced: [], owner: null };

/** The browser's storage, or null where the visitor blocks site data (reading it then throws). */
function browserStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored(storage = browserStorage()): StoredShortlist {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SHORTLIST_KEY) ?? 'null');
    // The first version stored the ids alone.
    if (Array.isArray(value)) return { ...EMPTY, ids: parseIds(value) };
    if (!value || typeof value !== 'object') return EMPTY;
    const { ids, removed, synced, owner } = value as Record<string, unknown>;
    return {
      ids: parseIds(ids),
      removed: parseIds(removed),
      synced: parseIds(synced),
      owner: typeof owner === 'string' ? owner : null,
    };
  } catch {
    return EMPTY;
  }
}

export function writeStored(list: StoredShortlist, storage = browserStorage()): void {
  try {
    storage?.setItem(
      SHORTLIST_KEY,
      JSON.stringify({
        ids: parseIds(list.ids),
        removed: parseIds(list.removed),
        synced: parseIds(list.synced),
        owner: list.owner,
      }),
    );
  } catch {
    // Storage full or blocked: the list lives only as long as the page.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SHORTLIST_EVENT));
}

/** The saved ids (what Save buttons and counts show). */
export const readShortlist = (storage = browserStorage()): number[] => readStored(storage).ids;

/** Saves or removes one program in the browser, remembering a removal for the next sync. */
export function toggleSaved(id: number, storage = browserStorage()): number[] {
  const list = readStored(storage);
  const saved = list.ids.includes(id);
  const next: StoredShortlist = {
    ...list,
    ids: toggle(list.ids, id),
    removed: saved ? parseIds([...list.removed, id]) : list.removed.filter((removed) => removed !== id),
  };
  writeStored(next, storage);
  return next.ids;
}

/** Signing out leaves nothing of the student's list in a shared browser. */
export function forgetShortlist(storage = browserStorage()): void {
  try {
    storage?.removeItem(SHORTLIST_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * The account's list after a sync, and what to write and delete there: a visitor's list (or the same
 * student's) is merged in and its removals applied; a list merged with another account is not carried
 * over, the signed-in student's own list replaces it.
 */
export function mergeWithAccount(
  local: StoredShortlist,
  remote: readonly number[],
  userId: string,
): { ids: number[]; insert: number[]; remove: number[] } {
  if (local.owner !== null && local.owner !== userId) return { ids: parseIds(remote), insert: [], remove: [] };
  const remove = remote.filter((id) => local.removed.includes(id));
  // In the account at the last sync and gone now: removed on another device.
  const removedElsewhere = local.owner === userId ? local.synced.filter((id) => !remote.includes(id)) : [];
  const kept = local.ids.filter((id) => !removedElsewhere.includes(id));
  const insert = kept.filter((id) => !remote.includes(id));
  return { ids: parseIds([...kept, ...remote].filter((id) => !remove.includes(id))), insert, remove };
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
  /** The next deadline when it is checked, else null (deadlineState says whether none applies). */
  application_deadline: string | null;
  deadline_note: string | null;
  deadlineState: FigureState;
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
  'id,slug,name,level,field_code,university_id,duration_in_years,languages,ects,study_mode,tuition_non_eu,tuition_eu,semester_fees,deadline,english_requirement,university:universities_data(slug,university_name,city,country,country_code,tuition_non_eu_bachelor,tuition_non_eu_master)';

export type ShortlistRow = {
  id: number;
  slug: string;
  name: string;
  level: string;
  field_code: string | null;
  university_id: number;
  duration_in_years: number | null;
  languages: string[];
  ects: number | null;
  study_mode: string | null;
  tuition_non_eu: MoneyFigure;
  tuition_eu: MoneyFigure;
  semester_fees: MoneyFigure;
  deadline: DateFigure;
  english_requirement: EnglishFigure;
  university:
    | (UniversityFees & {
        slug: string;
        university_name: string;
        city: string | null;
        country: string | null;
        country_code: string | null;
      })
    | null;
};

export const toShortlistProgram = (row: ShortlistRow): ShortlistProgram => ({
  id: row.id,
  name: row.name,
  university: row.university?.university_name ?? '',
  path: `/programs/${row.university?.slug ?? ''}/${row.slug}`,
  application_deadline: row.deadline.state === 'known' ? row.deadline.date : null,
  deadline_note: row.deadline.state === 'unchecked' ? null : (row.deadline.note ?? null),
  deadlineState: row.deadline.state,
});
