import { MONEY } from '../support/figures.ts';
import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'programs',
  sample: ({ universityId }) => ({ university_id: universityId, name: `BSc Test ${unique()}`, level: "Bachelor's" }),
  // With a figure: visitors and students may not write one, staff may.
  patch: { level: "Master's", tuition_non_eu: MONEY },
  allowed: PUBLIC_CONTENT,
});
