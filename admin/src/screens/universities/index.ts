import SchoolIcon from '@mui/icons-material/School';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'universities',
  order: 10,
  table: 'universities_data',
  label: 'Universities',
  noun: 'University',
  searchFields: { university_name: 'name', country: 'country', city: 'city', institution_type: 'type' },
  listFields: ['popular_programs', 'masters_programs', 'other_names'],
  // How many programmes each university has, and how many still have its non-EU fee, deadline or
  // English requirement not checked (figures are JSON objects: shared/src/figures.ts).
  listSelect: {
    columns: ['*', 'programs(count)', 'programs_missing_figures:programs(count)'],
    embedFilters: {
      'programs_missing_figures.or':
        '(tuition_non_eu->>state.eq.unchecked,deadline->>state.eq.unchecked,english_requirement->>state.eq.unchecked)',
    },
  },
  imports: ['universities', 'programs'],
  icon: SchoolIcon,
  list: lazyScreen(() => import('./UniversityList.tsx')),
});
