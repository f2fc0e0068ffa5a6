import { describeRls, OPERATIONS, unique } from '../support/rls.ts';

describeRls({
  table: 'contacts',
  humanCheck: true,
  sample: () => ({
    name: 'Asha',
    email: `asha.${unique()}@example.com`,
    subject: 'Masters in Germany',
    message: 'Which universities accept a three-year bachelor degree?',
  }),
  patch: { subject: 'Changed subject' },
  // Leads are read and deleted by admins only (a counsellor sees a student's messages in their case file);
  // nobody edits a visitor's message.
  allowed: {
    anon: ['insert'],
    user: ['insert'],
    counsellor: ['insert'],
    admin: ['select', 'insert', 'delete'],
    service: OPERATIONS,
  },
});
