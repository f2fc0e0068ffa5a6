// One programme on the shortlist: its deadline (said to be passed once it is), fees and first-year
// estimate, with the choice to compare it and, on one's own list, to remove it.
import { effectiveTuition } from '@app/shared/figures';
import { formatCalendarDate } from '@app/shared/format';
import { dateFact, moneyFact } from '../lib/figure-facts';
import { type CostContext, estimateFor } from '../lib/first-year-estimate';
import type { Rate } from '../lib/money';
import type { ShortlistProgram, ShortlistRow } from '../lib/shortlist';
import { CompareToggle } from './CompareToggle';
import { FigureValue } from './FigureItem';
import { FirstYearEstimate } from './FirstYearEstimate';
import { ProgramScholarshipList } from './ProgramScholarshipList';
import type { ProgramScholarships } from './useProgramScholarships';

type Props = {
  program: ShortlistProgram;
  /** The programme as read, for its figures. */
  row: ShortlistRow;
  today: string;
  costs: CostContext | null;
  rates: readonly Rate[];
  chosen: number[];
  onToggle: (id: number) => void;
  /** Null on a shared list, which is read-only. */
  onRemove: ((id: number) => void) | null;
  scholarships: ProgramScholarships;
};

export function ShortlistCard({
  program: p,
  row,
  today,
  costs,
  rates,
  chosen,
  onToggle,
  onRemove,
  scholarships,
}: Props) {
  return (
    <li className="card flex flex-col p-5">
      <h2 className="text-lg font-semibold">
        <a href={p.path} className="hover:underline">
          {p.name}
        </a>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{p.university}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <Deadline program={p} row={row} today={today} rates={rates} />
        <Fees program={p} row={row} rates={rates} />
        {costs && (
          <div className="col-span-2">
            <dt className="font-semibold">First year (estimate)</dt>
            <dd className="text-slate-700">
              <FirstYearEstimate estimate={estimateFor(row, costs)} rates={costs.rates} />
            </dd>
          </div>
        )}
        <div className="col-span-2">
          <dt className="font-semibold">{scholarships.nationality ? 'Scholarships open to you' : 'Scholarships'}</dt>
          <dd className="text-slate-700">
            <ProgramScholarshipList list={scholarships.of(row)} nationality={scholarships.nationality} />
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
        <CompareToggle programId={p.id} name={p.name} chosen={chosen} onToggle={onToggle} />
        {onRemove && (
          <a href={`/applications?start=${p.id}`} className="btn btn-outline">
            Start an application<span className="sr-only"> to {p.name}</span>
          </a>
        )}
        {onRemove && (
          <button type="button" className="btn btn-outline" onClick={() => onRemove(p.id)}>
            Remove<span className="sr-only"> {p.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

type FigureProps = { program: ShortlistProgram; rates: readonly Rate[] };

function Deadline({ program: p, row, today, rates }: FigureProps & { row: ShortlistRow; today: string }) {
  const passed = p.application_deadline !== null && p.application_deadline < today;
  return (
    <div>
      <dt className="font-semibold">Deadline (non-EU)</dt>
      <dd className={passed ? 'text-red-800' : 'text-slate-700'}>
        {p.application_deadline ? (
          `${formatCalendarDate(p.application_deadline)}${passed ? ' (passed)' : ''}`
        ) : (
          <FigureValue
            label="Deadline"
            fact={dateFact(row.deadline)}
            rates={rates}
            about={`the deadline of ${p.name}`}
          />
        )}
      </dd>
    </div>
  );
}

function Fees({ program: p, row, rates }: FigureProps & { row: ShortlistRow }) {
  const tuition = effectiveTuition(row.tuition_non_eu, row.level, row.university).figure;
  return (
    <>
      <div>
        <dt className="font-semibold">Tuition (non-EU)</dt>
        <dd className="text-slate-700">
          <FigureValue
            label="Tuition (non-EU)"
            fact={moneyFact(tuition, 'tuition', 'a year')}
            rates={rates}
            per="a year"
            about={`the non-EU tuition of ${p.name}`}
          />
        </dd>
      </div>
      <div>
        <dt className="font-semibold">Semester fees</dt>
        <dd className="text-slate-700">
          <FigureValue
            label="Semester fees"
            fact={moneyFact(row.semester_fees, 'fee', 'a year')}
            rates={rates}
            per="a year"
            about={`the semester fees of ${p.name}`}
          />
        </dd>
      </div>
    </>
  );
}
