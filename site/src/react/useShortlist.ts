// The shortlist page's state (islands/Shortlist.tsx shows it): the programmes this browser saved, synced
// with the signed-in student's account, or someone's shared list (`?ids=1,2,3`, read-only); the first-
// year estimates beside them; the programmes picked to compare; removing one; the deadlines as a file.
import { useEffect, useState } from 'react';
import { type CostContext, loadCostContext } from '../lib/first-year-estimate';
import { todayInBrussels } from '../lib/program-finder';
import { type MatchedScholarship, scholarshipDeadlines } from '../lib/program-scholarships';
import { restClient } from '../lib/rest';
import {
  mergeWithAccount,
  parseIds,
  readStored,
  SHORTLIST_SELECT,
  type ShortlistRow,
  toggleSaved,
  toShortlistProgram,
  writeStored,
} from '../lib/shortlist';
import { deadlinesCalendar } from '../lib/shortlist-calendar';
import { readStoredSession } from '../lib/stored-session';
import { toggledId } from './CompareToggle';

type LoadedShortlist = { rows: ShortlistRow[]; shared: boolean };

/**
 * This browser's list synced with the signed-in student's account (lib/shortlist.ts mergeWithAccount):
 * returns the ids to show. Ids of programs that no longer exist are dropped first, so one deleted
 * program cannot make every later write fail. Signed out, the browser's list is the list.
 */
async function sync(existing: (ids: number[]) => Promise<number[]>): Promise<number[]> {
  const local = readStored();
  const session = readStoredSession();
  if (!session) {
    const ids = await existing(local.ids);
    writeStored({ ...local, ids });
    return ids;
  }
  const client = restClient(session.access_token);
  const { data, error } = await client.from('shortlisted_programs').select('program_id');
  if (error) throw error;
  const remote = (data as { program_id: number }[]).map((row) => row.program_id);
  const merged = mergeWithAccount({ ...local, ids: await existing(local.ids) }, remote, session.user.id);
  if (merged.insert.length > 0) {
    const inserted = await client.from('shortlisted_programs').upsert(
      merged.insert.map((program_id) => ({ program_id })),
      { onConflict: 'user_id,program_id', ignoreDuplicates: true },
    );
    if (inserted.error) throw inserted.error;
  }
  if (merged.remove.length > 0) {
    const removed = await client.from('shortlisted_programs').delete().in('program_id', merged.remove);
    if (removed.error) throw removed.error;
  }
  writeStored({ ids: merged.ids, removed: [], synced: merged.ids, owner: session.user.id });
  return merged.ids;
}

async function programsById(ids: number[]): Promise<ShortlistRow[]> {
  if (ids.length === 0) return [];
  const { data, error } = await restClient().from('programs').select(SHORTLIST_SELECT).in('id', ids);
  if (error) throw error;
  return data as unknown as ShortlistRow[];
}

/** A shared list's programmes, or this browser's (and the account's) after syncing them. */
async function loadShortlist(): Promise<LoadedShortlist> {
  const sharedIds = new URLSearchParams(window.location.search).get('ids');
  if (sharedIds !== null) return { rows: await programsById(parseIds(sharedIds)), shared: true };
  let rows: ShortlistRow[] = [];
  const existing = async (ids: number[]) => {
    rows = await programsById(ids);
    return ids.filter((id) => rows.some((row) => row.id === id));
  };
  const ids = await sync(existing);
  // Programs saved on another device are read too.
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  return { rows: [...rows, ...(await programsById(missing))], shared: false };
}

/** Done now if it can be; otherwise the removal recorded in the browser is applied at the next sync. */
async function removeFromAccount(id: number) {
  const session = readStoredSession();
  if (!session) return;
  const { error } = await restClient(session.access_token).from('shortlisted_programs').delete().eq('program_id', id);
  if (!error) writeStored({ ...readStored(), removed: readStored().removed.filter((removed) => removed !== id) });
}

/** The programmes' deadlines and those of the scholarships open to the student for them. */
async function downloadDeadlines(rows: ShortlistRow[], scholarships: readonly (readonly MatchedScholarship[])[]) {
  const text = await deadlinesCalendar(
    rows.map(toShortlistProgram),
    window.location.origin,
    scholarshipDeadlines(scholarships, todayInBrussels()),
  );
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  link.download = 'application-deadlines.ics';
  link.click();
  URL.revokeObjectURL(link.href);
}

export function useShortlist() {
  const [loaded, setLoaded] = useState<LoadedShortlist | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  // The estimates are extra: without them (a failed read) the shortlist still shows.
  const [costs, setCosts] = useState<CostContext | null>(null);
  useEffect(() => {
    if (loaded) loadCostContext(loaded.rows).then(setCosts, () => setCosts(null));
  }, [loaded]);
  useEffect(() => {
    loadShortlist().then(setLoaded, () => setFailed(true));
  }, []);
  const toggleChosen = (id: number) => setChosen((current) => toggledId(current, id));
  const remove = async (id: number) => {
    toggleSaved(id);
    await removeFromAccount(id);
    setLoaded((current) => current && { ...current, rows: current.rows.filter((row) => row.id !== id) });
    setChosen((current) => current.filter((saved) => saved !== id));
  };
  const download = (scholarships: readonly (readonly MatchedScholarship[])[]) =>
    downloadDeadlines(loaded?.rows ?? [], scholarships);
  return { loaded, failed, costs, chosen, toggleChosen, remove, download };
}
