// The finder's result cards. Memoised: a filter change redraws them only once its results are known,
// not while the index it needs is still loading, and never for a change they do not show. Money is in
// the family's currency beside the euro figure (react/MoneyText.tsx); a figure nobody has checked yet
// says so and links to ask us.
import { englishLevelText, NONE_WORDS, NOT_CHECKED } from '@app/shared/figure-text';
import type { FigureState } from '@app/shared/figures';
import { formatCalendarDate } from '@app/shared/format';
import { memo, type ReactNode } from 'react';
import { askPath } from '../lib/figure-facts';
import type { Rate } from '../lib/money';
import { type FinderMoney, type FinderProgram, finderPath } from '../lib/program-finder';
import { CompareToggle } from './CompareToggle';
import { MoneyText } from './MoneyText';

type Props = Omit<CardProps, 'program'> & { programs: FinderProgram[] };

type CardProps = {
  program: FinderProgram;
  today: string;
  hydrated: boolean;
  saved: number[];
  comparing: number[];
  rates: readonly Rate[];
  onSave: (programId: number) => void;
  onCompare: (programId: number) => void;
};

type FigureProps = {
  label: string;
  state: FigureState;
  /** The programme, for the question: "Next deadline of Informatics (M.Sc.) at TUM". */
  about: string;
  className?: string;
  /** Shown in every state, after the value. */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * One figure of a card: its value, or the words of its state; one nobody has checked yet links to ask
 * us. What FigureItem's FigureValue does, written for the finder's figures: that module (provenance,
 * corrections) would take /programs over its JavaScript budget.
 */
function Figure({ label, state, about, className, after, children }: FigureProps) {
  return (
    <div data-figure-state={state} className={className}>
      <dt className="font-semibold">{label}</dt>
      <dd className="text-slate-700">
        {state === 'unchecked' ? (
          <a href={askPath(`Question: ${label} of ${about}`)} className="font-semibold text-brand-700 underline">
            {NOT_CHECKED}
            <span className="sr-only"> about: {label}</span>
          </a>
        ) : (
          children
        )}
        {after}
      </dd>
    </div>
  );
}

const money = (m: FinderMoney & { state: 'known' }, rates: readonly Rate[]) => (
  <MoneyText low={m.low} high={m.high} currency={m.currency} rates={rates} />
);

/**
 * Semester fees are due on top of tuition, even where there is none: "No tuition fee + €609 semester
 * fees", never a bare "no tuition". Beside a tuition not checked yet, on their own line.
 */
function semesterFees(fees: FinderMoney, tuition: FinderMoney, rates: readonly Rate[]): ReactNode {
  if (fees.state === 'known') {
    if (tuition.state === 'unchecked') return <span className="block">Semester fees: {money(fees, rates)}</span>;
    return <> + {money(fees, rates)} semester fees</>;
  }
  if (fees.state === 'none' || tuition.state === 'unchecked') return null;
  return <span className="block text-xs">Semester fees not checked yet</span>;
}

export const ProgramCards = memo(function ProgramCards({ programs, ...card }: Props) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {programs.map((p, position) => (
        // Keyed by position: a new result list updates the cards already on screen in place
        // rather than building a page of new ones, which is most of the time a filter change takes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above; a card holds no state of its own.
        <ProgramCard key={position} program={p} {...card} />
      ))}
    </ul>
  );
});

function ProgramCard({ program: p, today, hydrated, saved, comparing, rates, onSave, onCompare }: CardProps) {
  const about = `${p.name} at ${p.university.name}`;
  return (
    <li className="card flex flex-col p-5 [contain-intrinsic-size:auto_15rem] [content-visibility:auto]">
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
        <Figure
          label="Tuition a year (non-EU)"
          state={p.tuition.state}
          about={about}
          className="col-span-2"
          after={
            <>
              {semesterFees(p.semesterFees, p.tuition, rates)}
              {p.tuition.universityWide && (
                <span className="block text-xs">The university’s fee for all its {p.level} programs</span>
              )}
            </>
          }
        >
          {p.tuition.state === 'known' ? money(p.tuition, rates) : NONE_WORDS.tuition}
        </Figure>
        <Figure label="Next deadline" state={p.deadline.state} about={about}>
          {p.deadline.state === 'known'
            ? `${formatCalendarDate(p.deadline.date) ?? p.deadline.date}${p.deadline.date < today ? ' (passed)' : ''}`
            : NONE_WORDS.deadline}
        </Figure>
        <Figure label="English (minimum)" state={p.english.state} about={about}>
          {p.english.state === 'known' ? englishLevelText(p.english) : NONE_WORDS.english}
        </Figure>
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
}
