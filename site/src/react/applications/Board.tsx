// /applications' overview: the next due step of each application on top, then the board, a column per
// stage group on a wide screen; on a phone the columns stack into one list (empty ones hidden).
import { APPLICATION_STAGE_LABELS, BOARD_COLUMNS } from '@app/shared/application-stages';
import type { ApplicationRow } from '../../lib/applications';
import { byNextDue, formatDay, nextDue, progressOf, relativeDays, todayIn } from '../../lib/tracker';

type Props = { applications: ApplicationRow[]; onOpen: (id: number) => void };

const nameOf = (a: ApplicationRow) => a.program?.name ?? `Programme ${a.program_id}`;

export function NextDueList({ applications, onOpen }: Props) {
  const today = todayIn();
  return (
    <section aria-labelledby="next-due">
      <h2 id="next-due" className="section-title mb-4">
        Next due
      </h2>
      <ol className="grid gap-3">
        {byNextDue(applications).map((a) => {
          const step = nextDue(a.steps);
          const late = step?.due_on != null && step.due_on < today;
          return (
            <li key={a.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold">{step ? step.title : 'Every step is done'}</p>
                <p className="text-sm text-slate-700">
                  {nameOf(a)}
                  {step?.due_on && (
                    <span className={late ? 'font-semibold text-red-800' : undefined}>
                      {' '}
                      · due {formatDay(step.due_on)} ({relativeDays(step.due_on, today)})
                    </span>
                  )}
                </p>
              </div>
              <button type="button" className="btn btn-outline" onClick={() => onOpen(a.id)}>
                Open<span className="sr-only"> {nameOf(a)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function Board({ applications, onOpen }: Props) {
  return (
    <section aria-labelledby="board">
      <h2 id="board" className="section-title mb-4">
        By stage
      </h2>
      <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-6" data-testid="board">
        {BOARD_COLUMNS.map((column) => {
          const cards = applications.filter((a) => column.stages.includes(a.stage));
          return (
            <section
              key={column.title}
              aria-label={column.title}
              className={`rounded-xl bg-slate-100 p-3 ${cards.length === 0 ? 'hidden md:block' : ''}`}
            >
              <h3 className="mb-2 text-sm font-bold tracking-wide text-slate-800 uppercase">
                {column.title} <span className="font-normal">({cards.length})</span>
              </h3>
              <ul className="grid gap-2">
                {cards.map((a) => {
                  const { settled, total } = progressOf(a.steps);
                  return (
                    <li key={a.id}>
                      <button
                        type="button"
                        className="card block w-full p-3 text-left hover:border-brand-700"
                        onClick={() => onOpen(a.id)}
                      >
                        <span className="block font-semibold">{nameOf(a)}</span>
                        <span className="block text-sm text-slate-700">{a.program?.university?.university_name}</span>
                        <span className="mt-1 block text-sm text-slate-700">
                          {APPLICATION_STAGE_LABELS[a.stage]} · {settled}/{total} steps
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
