import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';
import { defineResource } from '../define-resource.ts';

export default defineResource({
  name: 'settings',
  // One page editing the 'stripe' row rather than a list of settings.
  table: 'settings',
  label: 'Settings',
  primaryKey: 'key',
  icon: SettingsIcon,
  list: lazy(() => import('./SettingsPage.tsx')),
});
