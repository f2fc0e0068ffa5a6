import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'transportation',
  order: 150,
  table: 'transportation_options',
  label: 'Transportation',
  title: 'Transportation Options',
  noun: 'Transportation Option',
  searchFields: { mode: 'mode', primaryArea: 'area' },
  icon: DirectionsBusIcon,
  list: lazyScreen(() => import('./TransportationList.tsx')),
});
