import { defineResource } from '../define-resource.ts';

// A counsellor's days off, edited beside their profile (counsellors/HoursDialog.tsx).
export default defineResource({
  name: 'counsellor-days-off',
  order: 243,
  table: 'counsellor_days_off',
  label: 'Days off',
  noun: 'Day off',
  access: 'staff',
});
