import SchoolIcon from '@mui/icons-material/School';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'universities',
  table: 'universities_data',
  label: 'Universities',
  noun: 'University',
  searchFields: { university_name: 'name', country: 'country', city: 'city', institution_type: 'type' },
  listFields: ['popular_programs', 'masters_programs'],
  icon: SchoolIcon,
  list: lazyScreen(() => import('./UniversityList.tsx')),
});
