import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'pricing_plans',
  sample: () => ({ name: `Plan ${unique()}`, price_inr: 999 }),
  patch: { price_inr: 1999 },
  allowed: PUBLIC_CONTENT,
});
