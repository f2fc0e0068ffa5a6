import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./PricingList.tsx')),
  icon: AttachMoneyIcon,
  options: { label: 'Pricing Plans' },
};
