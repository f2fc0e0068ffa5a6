// One figure in a definition list: its value in its state, in the family's currency beside the official
// one when it is money; "Not checked yet — ask us" (a link to ask) when nobody has checked it. With
// `suggest`, where it comes from, the year it is for and a link to suggest a correction. Rendered
// statically on pages (no hydration) and inside islands alike.
import type { ReactNode } from 'react';
import { askPath, type FigureFact, type FigureRef, suggestPath } from '../lib/figure-facts';
import type { Rate } from '../lib/money';
import { MoneyText } from './MoneyText';

type Props = {
  label: string;
  fact: FigureFact;
  rates: readonly Rate[];
  /** What the ask link's message is about, e.g. "Tuition (non-EU) of Aerospace (M.Sc.) at TUM". */
  about: string;
  /** Where this figure is stored: with it, the provenance line and "Suggest a correction" show. */
  suggest?: FigureRef;
  per?: string;
  className?: string;
  children?: ReactNode;
};

/** A figure's value alone (a table cell, a card): the amount, its words, or the link to ask. */
export function FigureValue({ label, fact, rates, about, per }: Omit<Props, 'suggest' | 'className' | 'children'>) {
  if (fact.state === 'unchecked') {
    return (
      <a href={askPath(`Question: ${about}`)} className="font-semibold text-brand-700 underline">
        {fact.text}
        <span className="sr-only"> about: {label}</span>
      </a>
    );
  }
  if (!fact.money) return <>{fact.text}</>;
  const { low, high, currency } = fact.money;
  return <MoneyText low={low} high={high} currency={currency} rates={rates} suffix={per ? ` ${per}` : ''} />;
}

function Provenance({ label, fact, suggest }: { label: string; fact: FigureFact; suggest: FigureRef }) {
  return (
    <span className="mt-1 block text-xs text-slate-600">
      {fact.provenance && `${fact.provenance} · `}
      {fact.sourceHref && (
        <>
          <a href={fact.sourceHref} className="underline" target="_blank" rel="noopener noreferrer">
            source<span className="sr-only"> of {label} (opens in a new tab)</span>
          </a>
          {' · '}
        </>
      )}
      <a href={suggestPath(suggest)} className="underline">
        Suggest a correction<span className="sr-only"> to {label}</span>
      </a>
    </span>
  );
}

export function FigureItem({ suggest, className, children, ...value }: Props) {
  const { label, fact } = value;
  return (
    <div data-figure-state={fact.state} className={className}>
      <dt className="font-semibold">{label}</dt>
      <dd className="text-slate-700">
        <FigureValue {...value} />
        {children}
        {fact.note && <span className="mt-1 block text-xs">{fact.note}</span>}
        {suggest && <Provenance label={label} fact={fact} suggest={suggest} />}
      </dd>
    </div>
  );
}
