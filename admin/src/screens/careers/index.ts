import WorkIcon from '@mui/icons-material/Work';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'careers',
  order: 110,
  table: 'careers',
  label: 'Careers',
  title: 'Career Openings',
  noun: 'Job Opening',
  searchFields: { title: 'title', location: 'location', type: 'type' },
  icon: WorkIcon,
  list: lazyScreen(() => import('./CareerList.tsx')),
});
