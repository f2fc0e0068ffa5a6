// The /scholarships results: one card per scholarship with its window's status for today (a passed
// deadline reads "Closed", never open), who may hold it, what it covers and its first-year value.
import { AWARD_KIND_LABELS, deadlineStatus } from '@app/shared/scholarships';
import type { Rate } from '../lib/money';
import type { ScholarshipItem } from '../lib/scholarship-list';
import { STATUS_LABELS, unvaluedText, windowText } from '../lib/scholarship-text';
import { MoneyText } from './MoneyText';

const STATUS_STYLES = {
  open: 'bg-green-100 text-green-900',
  upcoming: 'bg-sky-100 text-sky-900',
  rolling: 'bg-green-100 text-green-900',
  unchecked: 'bg-amber-100 text-amber-900',
  closed: 'bg-slate-200 text-slate-800',
} as const;

type Props = { items: readonly ScholarshipItem[]; today: string; rates: readonly Rate[] };

export function ScholarshipCards({ items, today, rates }: Props) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2" data-scholarship-results>
      {items.map((s) => {
        const status = deadlineStatus(s, today);
        const extra = unvaluedText(s.value);
        return (
          <li key={s.slug} className="card flex flex-col gap-2 p-5" data-scholarship={s.slug} data-status={status}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-lg font-semibold">
                <a href={`/scholarships/${s.slug}`} className="text-brand-700 hover:underline">
                  {s.name}
                </a>
              </h2>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
                {STATUS_LABELS[status]}
              </span>
            </div>
            <p className="text-sm text-slate-700">
              {s.provider} · {s.levels.join(', ')} · {s.where}
            </p>
            <p className="text-sm">{windowText(status, s.opens_on, s.deadline)}</p>
            <p className="text-sm">
              <span className="font-semibold">Covers:</span>{' '}
              {[...new Set(s.covers.map((p) => AWARD_KIND_LABELS[p.kind]))].join(', ')}
            </p>
            <p className="text-sm">
              <span className="font-semibold">First year:</span>{' '}
              {s.value.high > 0 ? (
                <MoneyText low={s.value.low} high={s.value.high} rates={rates} />
              ) : (
                'no amount we could add up'
              )}
              {extra && ` ${extra}`}
            </p>
            <p className="text-sm text-slate-700">{s.who}</p>
          </li>
        );
      })}
    </ul>
  );
}
