// /shortlist: the programs this browser saved (and, signed in, the account's, merged both ways), their
// deadlines soonest first, remove, compare, a read-only share link, and the deadlines as a calendar file.
// `?ids=1,2,3` opens someone's shared list read-only.
import { effectiveTuition } from '@app/shared/figures';
import { formatCalendarDate } from '@app/shared/format';
import { useEffect, useMemo, useState } from 'react';
import { dateFact, moneyFact } from '../lib/figure-facts';
import { type CostContext, estimateFor, loadCostContext } from '../lib/first-year-estimate';
import { todayInBrussels } from '../lib/program-finder';
import { restClient } from '../lib/rest';
import {
  byDeadline,
  compareUrl,
  mergeWithAccount,
  parseIds,
  readStored,
  SHORTLIST_SELECT,
  type ShortlistRow,
  shareUrl,
  toggleSaved,
  toShortlistProgram,
  writeStored,
} from '../lib/shortlist';
import { deadlinesCalendar } from '../lib/shortlist-calendar';
import { readStoredSession } from '../lib/stored-session';
import { CompareToggle, toggledId } from '../react/CompareToggle';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { FigureValue } from '../react/FigureItem';
import { FirstYearEstimate } from '../react/FirstYearEstimate';

export default withErrorBoundary(Shortlist);

type Loaded = { rows: ShortlistRow[]; shared: boolean };

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

function Shortlist() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const toggleChosen = (id: number) => setChosen((current) => toggledId(current, id));
  const [copied, setCopied] = useState(false);
  const today = useMemo(() => todayInBrussels(), []);
  // The estimates are extra: without them (a failed read) the shortlist still shows.
  const [costs, setCosts] = useState<CostContext | null>(null);
  useEffect(() => {
    if (loaded) loadCostContext(loaded.rows).then(setCosts, () => setCosts(null));
  }, [loaded]);

  useEffect(() => {
    const sharedIds = new URLSearchParams(window.location.search).get('ids');
    const shared = sharedIds !== null;
    (async () => {
      if (shared) return setLoaded({ rows: await programsById(parseIds(sharedIds)), shared });
      let rows: ShortlistRow[] = [];
      const existing = async (ids: number[]) => {
        rows = await programsById(ids);
        return ids.filter((id) => rows.some((row) => row.id === id));
      };
      const ids = await sync(existing);
      // Programs saved on another device are read too.
      const missing = ids.filter((id) => !rows.some((row) => row.id === id));
      setLoaded({ rows: [...rows, ...(await programsById(missing))], shared });
    })().catch(() => setFailed(true));
  }, []);

  const remove = async (id: number) => {
    toggleSaved(id);
    const session = readStoredSession();
    if (session) {
      // Done now if it can be; otherwise the removal recorded in the browser is applied at the next sync.
      const { error } = await restClient(session.access_token)
        .from('shortlisted_programs')
        .delete()
        .eq('program_id', id);
      if (!error) writeStored({ ...readStored(), removed: readStored().removed.filter((removed) => removed !== id) });
    }
    setLoaded((current) => current && { ...current, rows: current.rows.filter((row) => row.id !== id) });
    setChosen((current) => current.filter((saved) => saved !== id));
  };

  const download = async () => {
    const programs = (loaded?.rows ?? []).map(toShortlistProgram);
    const text = await deadlinesCalendar(programs, window.location.origin);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    link.download = 'application-deadlines.ics';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  if (failed) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        Your shortlist could not be loaded. Check your connection and reload the page.
      </p>
    );
  }
  if (!loaded) return <p className="text-slate-700">Loading your shortlist…</p>;
  const rows = loaded.rows;
  const rates = costs ? [...costs.rates.values()] : [];
  const programs = byDeadline(rows.map(toShortlistProgram), today);
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (programs.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <h2 className="text-xl font-semibold">
          {loaded.shared ? 'This shared list is empty' : 'No programs saved yet'}
        </h2>
        <p className="mt-2 text-slate-700">Save programs from the finder or their pages; they stay in this browser.</p>
        <a href="/programs" className="btn btn-primary mt-4">
          Find programs
        </a>
      </div>
    );
  }
  const ids = programs.map((p) => p.id);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-primary" onClick={download}>
          Add deadlines to my calendar
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={async () => {
            await navigator.clipboard?.writeText(shareUrl(window.location.origin, ids)).catch(() => undefined);
            setCopied(true);
          }}
        >
          Copy share link
        </button>
        <a
          className="btn btn-outline"
          aria-disabled={chosen.length < 2}
          href={chosen.length >= 2 ? compareUrl(chosen) : undefined}
        >
          Compare selected ({chosen.length})
        </a>
        {copied && (
          <output className="text-sm text-slate-700">
            Link copied: <a href={shareUrl('', ids)}>{shareUrl(window.location.origin, ids)}</a>
          </output>
        )}
      </div>
      {loaded.shared && <p className="mt-3 text-sm text-slate-700">A shared list, read-only.</p>}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {programs.map((p) => {
          const row = byId.get(p.id);
          const passed = p.application_deadline !== null && p.application_deadline < today;
          return (
            <li key={p.id} className="card flex flex-col p-5">
              <h2 className="text-lg font-semibold">
                <a href={p.path} className="hover:underline">
                  {p.name}
                </a>
              </h2>
              <p className="mt-1 text-sm text-slate-700">{p.university}</p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="font-semibold">Deadline (non-EU)</dt>
                  <dd className={passed ? 'text-red-800' : 'text-slate-700'}>
                    {p.application_deadline
                      ? `${formatCalendarDate(p.application_deadline)}${passed ? ' (passed)' : ''}`
                      : row && (
                          <FigureValue
                            label="Deadline"
                            fact={dateFact(row.deadline)}
                            rates={rates}
                            about={`the deadline of ${p.name}`}
                          />
                        )}
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">Tuition (non-EU)</dt>
                  <dd className="text-slate-700">
                    {row && (
                      <FigureValue
                        label="Tuition (non-EU)"
                        fact={moneyFact(
                          effectiveTuition(row.tuition_non_eu, row.level, row.university).figure,
                          'tuition',
                          'a year',
                        )}
                        rates={rates}
                        per="a year"
                        about={`the non-EU tuition of ${p.name}`}
                      />
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold">Semester fees</dt>
                  <dd className="text-slate-700">
                    {row && (
                      <FigureValue
                        label="Semester fees"
                        fact={moneyFact(row.semester_fees, 'fee', 'a year')}
                        rates={rates}
                        per="a year"
                        about={`the semester fees of ${p.name}`}
                      />
                    )}
                  </dd>
                </div>
                {row && costs && (
                  <div className="col-span-2">
                    <dt className="font-semibold">First year (estimate)</dt>
                    <dd className="text-slate-700">
                      <FirstYearEstimate estimate={estimateFor(row, costs)} rates={costs.rates} />
                    </dd>
                  </div>
                )}
              </dl>
              <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
                <CompareToggle programId={p.id} name={p.name} chosen={chosen} onToggle={toggleChosen} />
                {!loaded.shared && (
                  <button type="button" className="btn btn-outline" onClick={() => remove(p.id)}>
                    Remove<span className="sr-only"> {p.name}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
