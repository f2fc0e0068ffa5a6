import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'pricing',
  order: 120,
  table: 'pricing_plans',
  label: 'Pricing Plans',
  noun: 'Pricing Plan',
  listFields: ['features'],
  icon: AttachMoneyIcon,
  list: lazyScreen(() => import('./PricingList.tsx')),
});
