import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { lazy } from 'react';
import { defineResource } from '../define-resource.ts';

export default defineResource({
  name: 'accommodation',
  table: 'accommodation_options',
  label: 'Accommodation',
  title: 'Accommodation Options',
  noun: 'Accommodation Option',
  searchFields: { type: 'type', location: 'location' },
  listFields: ['keyFeatures'],
  icon: HomeWorkIcon,
  list: lazy(() => import('./AccommodationList.tsx')),
});
