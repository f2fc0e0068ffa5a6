import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'careers',
  sample: () => ({ title: `Counsellor ${unique()}`, description: 'Guide students through applications.' }),
  patch: { location: 'Remote' },
  allowed: PUBLIC_CONTENT,
});
