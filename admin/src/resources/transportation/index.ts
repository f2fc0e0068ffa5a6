import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./TransportationList.tsx')),
  icon: DirectionsBusIcon,
  options: { label: 'Transportation' },
};
