// /compare?ids=1,2,3: two to four programs side by side, read at run time so the figures are current.

import { effectiveTuition } from '@app/shared/figures';
import { formatDuration } from '@app/shared/format';
import { INSTRUCTION_LANGUAGES } from '@app/shared/program-labels';
import { type ReactNode, useEffect, useState } from 'react';
import { dateFact, englishFact, type FigureFact, moneyFact } from '../lib/figure-facts';
import { type CostContext, estimateFor, loadCostContext } from '../lib/first-year-estimate';
import type { Rate } from '../lib/money';
import { restClient } from '../lib/rest';
import { COMPARE_MAX, parseIds, SHORTLIST_SELECT, type ShortlistRow } from '../lib/shortlist';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { FigureValue } from '../react/FigureItem';
import { FirstYearEstimate } from '../react/FirstYearEstimate';
import { ProgramScholarshipList } from '../react/ProgramScholarshipList';
import { type ProgramScholarships, useProgramScholarships } from '../react/useProgramScholarships';

export default withErrorBoundary(Compare);

type Cell = (row: ShortlistRow, rates: readonly Rate[]) => ReactNode;

/** A figure in its state, with the year it is for, so a missing figure never passes for a cheap one. */
const figure =
  (label: string, fact: (row: ShortlistRow) => FigureFact, per = ''): Cell =>
  (row, rates) => {
    const value = fact(row);
    return (
      <>
        <FigureValue label={label} fact={value} rates={rates} per={per} about={`${label} of ${row.name}`} />
        {value.provenance && <span className="block text-xs text-slate-600">{value.provenance}</span>}
      </>
    );
  };
const tuition = (row: ShortlistRow) => effectiveTuition(row.tuition_non_eu, row.level, row.university).figure;

const ROWS: [string, Cell][] = [
  ['University', (r) => r.university?.university_name ?? ''],
  ['City', (r) => [r.university?.city, r.university?.country].filter(Boolean).join(', ')],
  ['Level', (r) => r.level],
  ['Tuition (non-EU)', figure('Tuition (non-EU)', (r) => moneyFact(tuition(r), 'tuition', 'a year'), 'a year')],
  ['Tuition (EU)', figure('Tuition (EU)', (r) => moneyFact(r.tuition_eu, 'tuition', 'a year'), 'a year')],
  ['Semester fees', figure('Semester fees', (r) => moneyFact(r.semester_fees, 'fee', 'a year'), 'a year')],
  ['Next deadline (non-EU)', figure('Next deadline', (r) => dateFact(r.deadline))],
  ['English (minimum)', figure('English requirement', (r) => englishFact(r.english_requirement))],
  ['Duration', (r) => formatDuration(r.duration_in_years)],
  ['Credits', (r) => (r.ects === null ? 'Not stated' : `${r.ects} ECTS`)],
  [
    'Taught in',
    (r) =>
      r.languages.map((code) => INSTRUCTION_LANGUAGES[code as keyof typeof INSTRUCTION_LANGUAGES] ?? code).join(', ') ||
      'Not stated',
  ],
  ['Study mode', (r) => r.study_mode ?? 'Not stated'],
];

/** The programmes of `?ids=` in their order (at most COMPARE_MAX), and the costs their estimates need. */
function useComparedPrograms() {
  const [rows, setRows] = useState<ShortlistRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [costs, setCosts] = useState<CostContext | null>(null);
  useEffect(() => {
    if (rows && rows.length > 0) loadCostContext(rows).then(setCosts, () => setCosts(null));
  }, [rows]);
  useEffect(() => {
    const ids = parseIds(new URLSearchParams(window.location.search).get('ids')).slice(0, COMPARE_MAX);
    if (ids.length === 0) return setRows([]);
    restClient()
      .from('programs')
      .select(SHORTLIST_SELECT)
      .in('id', ids)
      .then(({ data, error }) => {
        if (error) return setFailed(true);
        const byId = new Map((data as unknown as ShortlistRow[]).map((row) => [row.id, row]));
        setRows(ids.flatMap((id) => byId.get(id) ?? []));
      });
  }, []);
  return { rows, failed, costs };
}

function Compare() {
  const { rows, failed, costs } = useComparedPrograms();
  const scholarships = useProgramScholarships(rows);
  if (failed) return <p role="alert">The programs could not be loaded. Check your connection and reload the page.</p>;
  if (!rows) return <p className="text-slate-700">Loading…</p>;
  if (rows.length < 2) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
        Choose two to four programs on your{' '}
        <a href="/shortlist" className="underline">
          shortlist
        </a>{' '}
        to compare them.
      </p>
    );
  }
  return <CompareTable rows={rows} costs={costs} scholarships={scholarships} />;
}

type TableProps = { rows: ShortlistRow[]; costs: CostContext | null; scholarships: ProgramScholarships };

function CompareTable({ rows, costs, scholarships }: TableProps) {
  const rates = costs ? [...costs.rates.values()] : [];
  // Two fit a phone's width; more scroll sideways, which the hint says (and the region is focusable,
  // so the keyboard scrolls it too).
  const scrolls = rows.length > 2;
  return (
    <>
      {scrolls && (
        <p id="compare-scroll-hint" className="mb-2 text-sm text-slate-700 lg:hidden">
          Scroll sideways to see all {rows.length} programs →
        </p>
      )}
      <section
        className="overflow-x-auto"
        aria-label="Programs side by side"
        aria-describedby={scrolls ? 'compare-scroll-hint' : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <table
          className={`w-full border-collapse text-left text-sm ${scrolls ? 'min-w-[40rem]' : 'table-fixed [overflow-wrap:anywhere]'}`}
        >
          <caption className="sr-only">Programs side by side</caption>
          <thead>
            <tr>
              <td />
              {rows.map((r) => (
                <th key={r.id} scope="col" className="border-b border-slate-200 p-3 align-bottom text-base">
                  <a href={`/programs/${r.university?.slug}/${r.slug}`} className="hover:underline">
                    {r.name}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className="border-b border-slate-100 p-3 font-semibold">
                  {label}
                </th>
                {rows.map((r) => (
                  <td key={r.id} className="border-b border-slate-100 p-3 text-slate-700">
                    {value(r, rates)}
                  </td>
                ))}
              </tr>
            ))}
            {costs && (
              <tr>
                <th scope="row" className="border-b border-slate-100 p-3 font-semibold">
                  First year (estimate)
                </th>
                {rows.map((r) => (
                  <td key={r.id} className="border-b border-slate-100 p-3 text-slate-700">
                    <FirstYearEstimate estimate={estimateFor(r, costs)} rates={costs.rates} />
                  </td>
                ))}
              </tr>
            )}
            <tr>
              <th scope="row" className="border-b border-slate-100 p-3 font-semibold">
                {scholarships.nationality ? 'Scholarships open to you' : 'Scholarships'}
              </th>
              {rows.map((r) => (
                <td key={r.id} className="border-b border-slate-100 p-3 text-slate-700">
                  <ProgramScholarshipList list={scholarships.of(r)} nationality={scholarships.nationality} />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>
    </>
  );
}
