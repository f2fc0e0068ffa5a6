import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'accommodation',
  order: 140,
  table: 'accommodation_options',
  label: 'Accommodation',
  title: 'Accommodation Options',
  noun: 'Accommodation Option',
  searchFields: { type: 'type', location: 'location' },
  listFields: ['keyFeatures'],
  icon: HomeWorkIcon,
  list: lazyScreen(() => import('./AccommodationList.tsx')),
});
