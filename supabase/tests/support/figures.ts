// Valid figures of each kind (migration make_figures_honest, shared/src/figures.ts) for tests that
// write them; a test that needs an invalid one spreads one of these and changes a key.
import type { DateFigure, EnglishFigure, MoneyFigure } from '@app/shared/figures';

/** Where a checked figure comes from: an official page, read on a day already past. */
export const SOURCE = { source_url: 'https://www.example.edu/fees', checked_on: '2026-11-20' } as const;

export const MONEY: MoneyFigure = {
  state: 'known',
  low_cents: 400_000,
  high_cents: 600_000,
  currency: 'EUR',
  applies_to: '2026/27',
  ...SOURCE,
};
export const DATE: DateFigure = { state: 'known', date: '2027-05-31', applies_to: 'Winter 2027/28', ...SOURCE };
export const ENGLISH: EnglishFigure = { state: 'known', ielts: 6.5, toefl: 90, applies_to: '2027/28', ...SOURCE };
/** The official page says there is no such fee or requirement. */
export const NONE = { state: 'none', ...SOURCE } as const;
