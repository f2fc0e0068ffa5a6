import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'programs',
  sample: ({ universityId }) => ({ university_id: universityId, name: `BSc Test ${unique()}`, level: "Bachelor's" }),
  patch: { level: "Master's" },
  allowed: PUBLIC_CONTENT,
});
