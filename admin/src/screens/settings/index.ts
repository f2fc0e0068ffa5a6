import SettingsIcon from '@mui/icons-material/Settings';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'settings',
  order: 210,
  // One page editing the 'stripe' row rather than a list of settings.
  table: 'settings',
  label: 'Settings',
  primaryKey: 'key',
  icon: SettingsIcon,
  list: lazyScreen(() => import('./SettingsPage.tsx')),
});
