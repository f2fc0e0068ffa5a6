import PublicIcon from '@mui/icons-material/Public';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'countries',
  order: 40,
  table: 'countries',
  label: 'Countries',
  title: 'Countries: visa and checklist',
  noun: 'Country',
  searchFields: { name: 'name', code: 'code' },
  tiebreak: 'id.asc',
  imports: ['countries'],
  icon: PublicIcon,
  list: lazyScreen(() => import('./CountryList.tsx')),
});
