import { MONEY } from '../support/figures.ts';
import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'universities_data',
  sample: () => ({ university_name: `Test University ${unique()}`, city: 'Graz', country: 'Austria' }),
  // With a figure: visitors and students may not write one, staff may.
  patch: { city: 'Vienna', tuition_non_eu_master: MONEY },
  allowed: PUBLIC_CONTENT,
});
