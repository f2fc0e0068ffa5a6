import SchoolIcon from '@mui/icons-material/School';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./UniversityList.tsx')),
  icon: SchoolIcon,
  options: { label: 'Universities' },
};
