import WorkIcon from '@mui/icons-material/Work';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./CareerList.tsx')),
  icon: WorkIcon,
  options: { label: 'Careers' },
};
