import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'cities',
  sample: () => ({ name: `Testburg ${unique()}`, country_code: 'DE' }),
  patch: {
    food_low_cents: 25_000,
    food_high_cents: 30_000,
    source_url: 'https://www.example.org/costs',
    checked_on: '2026-11-23',
  },
  allowed: PUBLIC_CONTENT,
});
