import { describeRls, MEMBER_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'transportation_options',
  sample: () => ({ mode: `Semester ticket ${unique()}`, primaryArea: 'Munich' }),
  patch: { typicalCost: '€29 per month' },
  allowed: MEMBER_CONTENT,
});
