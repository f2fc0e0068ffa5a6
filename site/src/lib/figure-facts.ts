// What a page says about one figure, worked out once from the stored value object: its words in its
// state (shared/src/figure-text.ts), the amount in its own currency for the family's currency beside it,
// where it comes from, and the links to ask about it or to suggest a correction.
import { deadlineText, englishText, moneyFigureText, type NoneWords, provenanceText } from '@app/shared/figure-text';
import type { DateFigure, EnglishFigure, Figure, FigureState, FigureTable, MoneyFigure } from '@app/shared/figures';
import { externalHref } from '@app/shared/safe-url';

export type FigureFact = {
  state: FigureState;
  text: string;
  /** A known amount in its own currency (minor units), to show in the family's currency too. */
  money: { low: number; high: number; currency: string } | null;
  /** Staff's note, shown only with a checked figure (an unchecked one's note is for staff). */
  note: string | null;
  provenance: string | null;
  sourceHref: string | null;
};

const common = (figure: Figure, text: string): FigureFact => ({
  state: figure.state,
  text,
  money: null,
  note: figure.state === 'unchecked' ? null : (figure.note ?? null),
  provenance: provenanceText(figure),
  sourceHref: figure.state === 'unchecked' ? null : externalHref(figure.source_url),
});

export function moneyFact(figure: MoneyFigure, none: NoneWords = 'fee', per = ''): FigureFact {
  return {
    ...common(figure, moneyFigureText(figure, none, per)),
    money:
      figure.state === 'known' ? { low: figure.low_cents, high: figure.high_cents, currency: figure.currency } : null,
  };
}

export const dateFact = (figure: DateFigure): FigureFact => common(figure, deadlineText(figure));
export const englishFact = (figure: EnglishFigure): FigureFact => common(figure, englishText(figure));

/** Where a figure's "Suggest a correction" link goes: the figure of one row. */
export type FigureRef = { table: FigureTable; id: number; column: string };
export const suggestPath = ({ table, id, column }: FigureRef): string =>
  `/suggest?${new URLSearchParams({ table, id: String(id), figure: column })}`;

/** Where "Not checked yet — ask us" goes: the contact form, its subject filled in. */
export const askPath = (subject: string): string =>
  `/contact?${new URLSearchParams({ subject: subject.slice(0, 200) })}`;

/** The currencies other than EUR a page's figures are stated in, for the rates the page names. */
export function publishedCurrencies(figures: readonly unknown[]): string[] {
  const codes = figures.flatMap((figure) => {
    const money = figure as { state?: string; currency?: string };
    return money?.state === 'known' && money.currency && money.currency !== 'EUR' ? [money.currency] : [];
  });
  return [...new Set(codes)].sort();
}
