// /shortlist: the programs this browser saved (and, signed in, the account's, merged both ways), their
// deadlines soonest first, remove, compare, a read-only share link, and the deadlines as a calendar file.
// `?ids=1,2,3` opens someone's shared list read-only (react/useShortlist.ts).
import { useMemo, useState } from 'react';
import { todayInBrussels } from '../lib/program-finder';
import { byDeadline, compareUrl, shareUrl, toShortlistProgram } from '../lib/shortlist';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { ShortlistCard } from '../react/ShortlistCard';
import { useProgramScholarships } from '../react/useProgramScholarships';
import { useShortlist } from '../react/useShortlist';

export default withErrorBoundary(Shortlist);

function Shortlist() {
  const { loaded, failed, costs, chosen, toggleChosen, remove, download } = useShortlist();
  const today = useMemo(() => todayInBrussels(), []);
  const scholarships = useProgramScholarships(loaded?.rows ?? null);
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
  if (programs.length === 0) return <EmptyShortlist shared={loaded.shared} />;
  return (
    <div>
      <ShortlistActions
        ids={programs.map((p) => p.id)}
        chosen={chosen}
        onDownload={() => download(rows.map((row) => scholarships.of(row) ?? []))}
      />
      {loaded.shared && <p className="mt-3 text-sm text-slate-700">A shared list, read-only.</p>}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {programs.map((p) => {
          const row = byId.get(p.id);
          return (
            row && (
              <ShortlistCard
                key={p.id}
                program={p}
                row={row}
                today={today}
                costs={costs}
                rates={rates}
                chosen={chosen}
                onToggle={toggleChosen}
                onRemove={loaded.shared ? null : remove}
                scholarships={scholarships}
              />
            )
          );
        })}
      </ul>
    </div>
  );
}

function EmptyShortlist({ shared }: { shared: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <h2 className="text-xl font-semibold">{shared ? 'This shared list is empty' : 'No programs saved yet'}</h2>
      <p className="mt-2 text-slate-700">Save programs from the finder or their pages; they stay in this browser.</p>
      <a href="/programs" className="btn btn-primary mt-4">
        Find programs
      </a>
    </div>
  );
}

type ActionsProps = { ids: number[]; chosen: number[]; onDownload: () => void };

/** The calendar file (programme and scholarship deadlines), the share link (shown once copied) and the comparison of the programmes picked. */
function ShortlistActions({ ids, chosen, onDownload }: ActionsProps) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-primary" onClick={onDownload}>
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
  );
}
