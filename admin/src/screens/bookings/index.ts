import { defineResource } from '../define-resource.ts';

// Consultations booked on the site: shown in the calendar (calendar/) and a case file, where staff mark
// them attended or missed (the only columns staff may change besides the counsellor).
export default defineResource({
  name: 'bookings',
  order: 244,
  table: 'bookings',
  label: 'Bookings',
  noun: 'Booking',
  access: 'staff',
});
