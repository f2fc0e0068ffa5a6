import { z } from 'zod';
import { currencyCode, id, isoDate, nullableText, optionalDate, optionalUrl, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const exchangeRateRowSchema = z.object({
  id,
  currency: z.string(),
  // numeric(14, 6): PostgREST sends it as a JSON number.
  units_per_eur: z.number(),
  rate_date: isoDate,
  source_url: nullableText,
  created_at: timestamp,
});
export type ExchangeRate = z.infer<typeof exchangeRateRowSchema>;

export const exchangeRateInputSchema = z.object({
  currency: currencyCode().refine((v) => v !== 'EUR', 'Rates are per euro: choose another currency.'),
  units_per_eur: z.coerce
    .number<number | string>({ error: 'Enter a number.' })
    .positive('Must be more than 0.')
    // The column keeps six decimals; more would be silently rounded.
    .refine((n) => Math.abs(n * 1e6 - Math.round(n * 1e6)) < 1e-3, 'At most six decimals.')
    .refine((n) => n < 1e8, 'Too large.'),
  rate_date: optionalDate()
    .refine((v) => v !== null, 'Enter the date the rate was published.')
    .refine((v) => v === null || v <= new Date().toLocaleDateString('en-CA'), 'The rate date cannot be in the future.'),
  source_url: optionalUrl(),
});
export type ExchangeRateFormValues = z.input<typeof exchangeRateInputSchema>;
export type ExchangeRateInput = z.output<typeof exchangeRateInputSchema> & { rate_date: string };

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type ExchangeRateMatchesTable = [
  Check<RowMatches<ExchangeRate, 'exchange_rates'>>,
  Check<Insertable<ExchangeRateInput, 'exchange_rates'>>,
];
