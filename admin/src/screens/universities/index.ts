import SchoolIcon from '@mui/icons-material/School';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'universities',
  table: 'universities_data',
  label: 'Universities',
  noun: 'University',
  searchFields: { university_name: 'name', country: 'country', city: 'city', institution_type: 'type' },
  listFields: ['popular_programs', 'masters_programs', 'other_names'],
  // How many programmes each university has, and how many still lack a non-EU fee or a deadline.
  listSelect: {
    columns: ['*', 'programs(count)', 'programs_missing_figures:programs(count)'],
    embedFilters: { 'programs_missing_figures.or': '(tuition_non_eu_cents.is.null,application_deadline.is.null)' },
  },
  icon: SchoolIcon,
  list: lazyScreen(() => import('./UniversityList.tsx')),
});
