// The finder's result cards. Memoised: a filter change redraws them only once its results are known,
// not while the index it needs is still loading, and never for a change they do not show. Money is in
// the family's currency beside the euro figure (react/MoneyText.tsx); a figure nobody has checked yet
// says so and links to ask us.
import { NONE_WORDS, NOT_CHECKED } from '@app/shared/figure-text';
import { formatCalendarDate } from '@app/shared/format';
import { memo } from 'react';
import type { FigureFact } from '../lib/figure-facts';
import type { Rate } from '../lib/money';
import {
  type FinderDate,
  type FinderEnglish,
  type FinderMoney,
  type FinderProgram,
  finderPath,
} from '../lib/program-finder';
import { CompareToggle } from './CompareToggle';
import { FigureValue } from './FigureItem';
import { MoneyText } from './MoneyText';

type Props = {
  programs: FinderProgram[];
  today: string;
  hydrated: boolean;
  saved: number[];
  comparing: number[];
  rates: readonly Rate[];
  onSave: (programId: number) => void;
  onCompare: (programId: number) => void;
};

/** A card's figure as FigureValue shows it: the words of its state (a card has no provenance line). */
const fact = (state: FinderMoney['state'], text: string, money: FigureFact['money'] = null): FigureFact => ({
  state,
  text: state === 'unchecked' ? NOT_CHECKED : text,
  money,
  note: null,
  provenance: null,
  sourceHref: null,
});

const tuitionFact = (m: FinderMoney): FigureFact =>
  m.state === 'known'
    ? fact(m.state, '', { low: m.low, high: m.high, currency: m.currency })
    : fact(m.state, NONE_WORDS.tuition);

function deadlineFact(d: FinderDate, today: string): FigureFact {
  if (d.state !== 'known') return fact(d.state, NONE_WORDS.deadline);
  return fact(d.state, `${formatCalendarDate(d.date) ?? d.date}${d.date < today ? ' (passed)' : ''}`);
}

function englishFact(e: FinderEnglish): FigureFact {
  if (e.state !== 'known') return fact(e.state, NONE_WORDS.english);
  const scores = [
    e.ielts === null ? null : `IELTS ${e.ielts.toFixed(1)}`,
    e.toefl === null ? null : `TOEFL iBT ${e.toefl}`,
  ];
  return fact(e.state, scores.filter(Boolean).join(' · '));
}

/**
 * Semester fees are due on top of tuition, even where there is none: "No tuition fee + €609 semester
 * fees", never a bare "no tuition". Beside a tuition not checked yet, on their own line.
 */
function SemesterFees({ fees, tuition, rates }: { fees: FinderMoney; tuition: FinderMoney; rates: readonly Rate[] }) {
  if (fees.state === 'known') {
    const amount = <MoneyText low={fees.low} high={fees.high} currency={fees.currency} rates={rates} />;
    if (tuition.state === 'unchecked') return <span className="block">Semester fees: {amount}</span>;
    return <> + {amount} semester fees</>;
  }
  if (fees.state === 'none' || tuition.state === 'unchecked') return null;
  return <span className="block text-xs">Semester fees not checked yet</span>;
}

export const ProgramCards = memo(function ProgramCards({
  programs,
  today,
  hydrated,
  saved,
  comparing,
  rates,
  onSave,
  onCompare,
}: Props) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {programs.map((p, position) => {
        const about = `of ${p.name} at ${p.university.name}`;
        return (
          // Keyed by position: a new result list updates the cards already on screen in place
          // rather than building 24 new ones, which is most of the time a filter change takes.
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: see above; a card holds no state of its own.
            key={position}
            className="card flex flex-col p-5 [contain-intrinsic-size:auto_15rem] [content-visibility:auto]"
          >
            <h2 className="text-lg font-semibold">
              <a href={finderPath(p)} className="hover:underline">
                {p.name}
              </a>
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {p.university.name}
              {p.university.city || p.university.country
                ? ` · ${[p.university.city, p.university.country].filter(Boolean).join(', ')}`
                : ''}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div className="col-span-2" data-figure-state={p.tuition.state}>
                <dt className="font-semibold">Tuition a year (non-EU)</dt>
                <dd className="text-slate-700">
                  <FigureValue
                    label="Tuition"
                    fact={tuitionFact(p.tuition)}
                    rates={rates}
                    about={`Tuition (non-EU) ${about}`}
                  />
                  <SemesterFees fees={p.semesterFees} tuition={p.tuition} rates={rates} />
                  {p.tuition.universityWide && (
                    <span className="block text-xs">The university’s fee for all its {p.level} programs</span>
                  )}
                </dd>
              </div>
              <div data-figure-state={p.deadline.state}>
                <dt className="font-semibold">Next deadline</dt>
                <dd className="text-slate-700">
                  <FigureValue
                    label="Deadline"
                    fact={deadlineFact(p.deadline, today)}
                    rates={rates}
                    about={`Deadline (non-EU) ${about}`}
                  />
                </dd>
              </div>
              <div data-figure-state={p.english.state}>
                <dt className="font-semibold">English (minimum)</dt>
                <dd className="text-slate-700">
                  <FigureValue
                    label="English requirement"
                    fact={englishFact(p.english)}
                    rates={rates}
                    about={`English requirement ${about}`}
                  />
                </dd>
              </div>
              <div>
                <dt className="font-semibold">Level</dt>
                <dd className="text-slate-700">{p.level}</dd>
              </div>
            </dl>
            {hydrated && (
              <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
                <CompareToggle programId={p.id} name={p.name} chosen={comparing} onToggle={onCompare} />
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-pressed={saved.includes(p.id)}
                  onClick={() => onSave(p.id)}
                >
                  {saved.includes(p.id) ? 'Saved ✓' : 'Save to shortlist'}
                  <span className="sr-only"> {p.name}</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
});
