import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'universities_data',
  sample: () => ({ university_name: `Test University ${unique()}`, city: 'Graz', country: 'Austria' }),
  patch: { city: 'Vienna' },
  allowed: PUBLIC_CONTENT,
});
