import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

// Codes of the ISO 3166-1 user-assigned range, one per row this file makes (no seeded country uses them).
let next = 0;
const code = () => `X${String.fromCharCode(65 + next++)}`;

describeRls({
  table: 'countries',
  sample: () => ({ code: code(), name: `Testland ${unique()}`, currency: 'EUR' }),
  patch: { work_note: 'Up to 20 hours a week during term.' },
  allowed: PUBLIC_CONTENT,
});
