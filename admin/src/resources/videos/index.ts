import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./VideoList.tsx')),
  icon: SmartDisplayIcon,
  options: { label: 'Videos' },
};
