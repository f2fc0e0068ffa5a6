import { defineResource } from '../define-resource.ts';

// A counsellor's weekly hours, edited beside their profile (counsellors/HoursDialog.tsx).
export default defineResource({
  name: 'counsellor-hours',
  order: 242,
  table: 'counsellor_hours',
  label: 'Weekly hours',
  noun: 'Hours',
  access: 'staff',
});
