import MailIcon from '@mui/icons-material/Mail';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'leads',
  order: 180,
  // Messages sent through the site's contact form; read and delete only, so there is no form.
  table: 'contacts',
  label: 'Leads',
  title: 'Leads & Inquiries',
  searchFields: { name: 'name', email: 'email', subject: 'subject', message: 'message' },
  icon: MailIcon,
  list: lazyScreen(() => import('./LeadList.tsx')),
});
