import { describeRls, OPERATIONS, unique } from '../support/rls.ts';

describeRls({
  table: 'interviews',
  sample: () => ({ interviewee_name: `Alumna ${unique()}` }),
  patch: { status: 'Completed' },
  allowed: { anon: [], user: [], admin: OPERATIONS, service: OPERATIONS },
});
