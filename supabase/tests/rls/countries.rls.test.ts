import { MONEY } from '../support/figures.ts';
import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

// Codes of the ISO 3166-1 user-assigned range, one per row this file makes (no seeded country uses them).
let next = 0;
const code = () => `X${String.fromCharCode(65 + next++)}`;

describeRls({
  table: 'countries',
  sample: () => ({ code: code(), name: `Testland ${unique()}`, currency: 'EUR' }),
  // With a figure: visitors and students may not write one, staff may.
  patch: {
    work_note: 'Up to 20 hours a week during term.',
    visa_fee: { ...MONEY, low_cents: 7_500, high_cents: 7_500 },
  },
  allowed: PUBLIC_CONTENT,
});
