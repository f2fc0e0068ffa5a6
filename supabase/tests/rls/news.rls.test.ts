import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'news',
  sample: () => ({ title: `Visa update ${unique()}`, date: '2026-10-01' }),
  patch: { summary: 'Changed summary' },
  allowed: PUBLIC_CONTENT,
});
