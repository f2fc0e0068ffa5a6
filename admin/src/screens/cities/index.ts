import LocationCityIcon from '@mui/icons-material/LocationCity';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'cities',
  order: 50,
  table: 'cities',
  label: 'Cities',
  title: 'Cities and living costs',
  noun: 'City',
  searchFields: { name: 'name', country_code: 'country code' },
  tiebreak: 'id.asc',
  imports: ['cities'],
  icon: LocationCityIcon,
  list: lazyScreen(() => import('./CityList.tsx')),
});
