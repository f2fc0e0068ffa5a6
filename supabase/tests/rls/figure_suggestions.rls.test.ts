import { describeRls, OPERATIONS } from '../support/rls.ts';

describeRls({
  table: 'figure_suggestions',
  humanCheck: true,
  sample: ({ universityId }) => ({
    table_name: 'universities_data',
    row_id: universityId,
    figure: 'tuition_non_eu_master',
    suggested_value: '€3,000 a semester from winter 2027/28',
    source_url: 'https://www.example.edu/fees',
    note: 'Second table on the page',
  }),
  patch: { note: 'Changed note' },
  // Anyone may suggest; only admins read and delete the queue, and nobody edits a suggestion in place:
  // deciding goes through accept_figure_suggestion and reject_figure_suggestion (api/figure-suggestions).
  allowed: { anon: ['insert'], user: ['insert'], admin: ['select', 'insert', 'delete'], service: OPERATIONS },
});
