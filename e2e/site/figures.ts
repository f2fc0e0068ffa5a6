// What a family should read for a figure, worked out from the stored value object (shared/src/figures.ts)
// and the suite's round test rates (e2e/fixture-rates.ts), written out here rather than taken from the
// site's code, so a wrong conversion or a wrong state on a page fails the specs.
import type { Figure, MoneyFigure } from '@app/shared/figures';
import { formatCalendarDate, formatMoney, formatRange, formatWhole } from '@app/shared/format';
import { expect, type Locator } from '@playwright/test';
import { FIXTURE_RATES } from '../fixture-rates.ts';

export type FixtureCurrency = (typeof FIXTURE_RATES)[number]['currency'];
export type Known = Extract<MoneyFigure, { state: 'known' }>;

/** How many units of a family's currency one euro buys in the suite's database (whole numbers). */
function unitsPerEur(currency: FixtureCurrency): number {
  const rate = FIXTURE_RATES.find((r) => r.currency === currency);
  if (!rate || !Number.isInteger(rate.units_per_eur)) throw new Error(`no whole fixture rate for ${currency}`);
  return rate.units_per_eur;
}

/** Euro cents in whole units of the family's currency, rounded half up (docs/product.md section 4). */
export const toWhole = (eurCents: number, currency: FixtureCurrency): number =>
  Math.floor((eurCents * unitsPerEur(currency) + 50) / 100);

/** Minor units of a fixture currency (paise) in euro cents, rounded half up. */
export const fixtureToEurCents = (minor: number, currency: FixtureCurrency): number =>
  Math.floor((2 * minor + unitsPerEur(currency)) / (2 * unitsPerEur(currency)));

/** "€4,000–€6,000", or one amount. */
export const eurText = (low: number, high = low): string =>
  formatRange(formatMoney(low, 'EUR') ?? '', formatMoney(high, 'EUR') ?? '');

/** Euro cents as the family reads them: "₹4,00,000–₹6,00,000", each end converted and rounded on its own. */
export const wholeText = (low: number, high: number, currency: FixtureCurrency): string =>
  formatRange(formatWhole(toWhole(low, currency), currency), formatWhole(toWhole(high, currency), currency));

/** An amount in euros as pages show it: the family's currency with the official euro figure beside it. */
export const shownText = (low: number, high: number, currency: FixtureCurrency): string =>
  `${wholeText(low, high, currency)} (${eurText(low, high)})`;

/** "1 EUR = 160 NPR, rate of 20 November 2026". */
export function rateText(currency: FixtureCurrency): string {
  const rate = FIXTURE_RATES.find((r) => r.currency === currency);
  return `1 EUR = ${rate?.units_per_eur} ${currency}, rate of ${formatCalendarDate(rate?.rate_date)}`;
}

/** A known amount the specs can convert by hand: in euros. */
export function inEuros(figure: MoneyFigure | undefined | null): figure is Known {
  return figure?.state === 'known' && figure.currency === 'EUR';
}

/** "2026/27 · checked on 26 November 2026" (or "Checked on …" without a year); nothing for unchecked. */
export function provenance(figure: Figure): string {
  if (figure.state === 'unchecked') return '';
  const day = formatCalendarDate(figure.checked_on);
  return figure.applies_to ? `${figure.applies_to} · checked on ${day}` : `Checked on ${day}`;
}

/** One figure of a definition list (react/FigureItem.tsx) by the words of its label. */
export function figureItem(scope: Locator, label: string): Locator {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope.locator('[data-figure-state]').filter({ has: scope.page().locator('dt', { hasText: exact }) });
}

type ExpectOptions = {
  currency: FixtureCurrency;
  /** "a year", "a month" or nothing. */
  per?: string;
  /** What a confirmed none reads, e.g. "None", "No tuition fee", "Not required". */
  none: string;
  /** Whether the item shows where the figure comes from (pages do, cards do not). */
  withSource?: boolean;
  /** What "ask us" asks about, when the test knows: the contact form's subject is "Question: <about>". */
  about?: string;
};

/**
 * A money figure shown in its state: known in the family's currency beside the euro figure (with its year,
 * the day checked and its page), a confirmed none in words, or "Not checked yet — ask us" as a link to ask.
 * Only euro figures: the suite has no rate for others.
 */
export async function expectMoneyFigure(item: Locator, figure: MoneyFigure, options: ExpectOptions): Promise<void> {
  const { currency, per = '', none, withSource = true, about } = options;
  await expect(item).toHaveAttribute('data-figure-state', figure.state);
  const suffix = per ? ` ${per}` : '';
  if (figure.state === 'unchecked') {
    const ask = item.getByRole('link', { name: /^Not checked yet — ask us/ });
    await expect(ask).toHaveAttribute(
      'href',
      about ? `/contact?${new URLSearchParams({ subject: `Question: ${about}` })}` : /^\/contact\?subject=Question/,
    );
    // Never zero, never "not published": nothing else stands for the amount.
    await expect(item.locator('dd')).not.toContainText(/\d/);
    return;
  }
  if (figure.state === 'none') await expect(item.locator('dd')).toContainText(none);
  else {
    if (figure.currency !== 'EUR') throw new Error(`expected a figure in euros, not ${figure.currency}`);
    await expect(item).toContainText(`${shownText(figure.low_cents, figure.high_cents, currency)}${suffix}`);
  }
  if (!withSource) return;
  await expect(item).toContainText(provenance(figure));
  await expect(item.getByRole('link', { name: /^source/ })).toHaveAttribute('href', figure.source_url);
  await expect(item.getByRole('link', { name: /^Suggest a correction/ })).toHaveAttribute('href', /^\/suggest\?/);
}
