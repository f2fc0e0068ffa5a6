import { describeRls, MEMBER_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'resource_items',
  sample: () => ({ title: `Visa checklist ${unique()}`, ctaText: 'Open checklist' }),
  patch: { isPremium: true },
  allowed: MEMBER_CONTENT,
});
