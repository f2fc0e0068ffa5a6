import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AccommodationList.tsx')),
  icon: HomeWorkIcon,
  options: { label: 'Accommodation' },
};
