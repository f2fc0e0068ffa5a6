import { describeRls, PUBLIC_CONTENT } from '../support/rls.ts';

// Currencies the seed has no rate for, one per row this file makes.
const unused = ['MAD', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'CNY', 'KRW', 'ZAR', 'BRL', 'MXN'];
const more = ['TRY', 'THB', 'MYR', 'IDR', 'PHP', 'AED', 'SAR', 'QAR', 'KWD', 'OMR', 'BHD', 'JOD', 'EGP', 'KES'];
const currencies = [...unused, ...more];

describeRls({
  table: 'exchange_rates',
  sample: () => ({ currency: currencies.shift() ?? 'NGN', units_per_eur: 1.5, rate_date: '2026-11-20' }),
  patch: { units_per_eur: 1.75 },
  allowed: PUBLIC_CONTENT,
});
