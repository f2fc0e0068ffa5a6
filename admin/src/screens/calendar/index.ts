import EventIcon from '@mui/icons-material/Event';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'calendar',
  order: 173,
  // The bookings by day, week or as a list; the calendar library loads with this screen only.
  table: 'bookings',
  label: 'Calendar',
  title: 'Consultation calendar',
  noun: 'Booking',
  access: 'staff',
  icon: EventIcon,
  list: lazyScreen(() => import('./BookingCalendar.tsx')),
});
