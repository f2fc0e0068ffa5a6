import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'accommodation_options',
  sample: () => ({ type: `Student residence ${unique()}`, location: 'Berlin, Germany', keyFeatures: ['Furnished'] }),
  patch: { avgMonthlyCost: '€400' },
  allowed: PUBLIC_CONTENT,
});
