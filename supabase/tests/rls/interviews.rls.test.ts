import { describeRls, OPERATIONS, unique } from '../support/rls.ts';

describeRls({
  table: 'interviews',
  sample: () => ({ interviewee_name: `Alumna ${unique()}` }),
  patch: { status: 'Completed' },
  allowed: { anon: [], user: [], counsellor: [], admin: OPERATIONS, service: OPERATIONS },
});
