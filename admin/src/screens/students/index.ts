import PeopleIcon from '@mui/icons-material/People';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'students',
  order: 190,
  // A view over the accounts that answers admins only (20261125000100_create_accounts_and_purchase_console.sql);
  // read only: students manage their own accounts on the site.
  table: 'students',
  label: 'Students',
  searchFields: { email: 'e-mail', full_name: 'name' },
  icon: PeopleIcon,
  list: lazyScreen(() => import('./StudentList.tsx')),
});
