import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./SettingsPage.tsx')),
  icon: SettingsIcon,
  options: { label: 'Settings' },
};
