import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'counsellors',
  order: 174,
  // Staff who take consultations: admins add and deactivate them, a counsellor keeps their own profile,
  // hours and days off. The row's key is the account's id.
  table: 'counsellors',
  label: 'Counsellors',
  noun: 'Counsellor',
  access: 'staff',
  primaryKey: 'user_id',
  searchFields: { display_name: 'name' },
  icon: SupportAgentIcon,
  list: lazyScreen(() => import('./CounsellorList.tsx')),
});
