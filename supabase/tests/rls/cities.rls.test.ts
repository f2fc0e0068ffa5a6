import { MONEY } from '../support/figures.ts';
import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'cities',
  sample: () => ({ name: `Testburg ${unique()}`, country_code: 'DE' }),
  // With a figure: visitors and students may not write one, staff may.
  patch: { food: { ...MONEY, low_cents: 25_000, high_cents: 30_000 } },
  allowed: PUBLIC_CONTENT,
});
