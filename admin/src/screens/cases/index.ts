import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'cases',
  order: 171,
  // One case per student, joined by e-mail (a booking or contact message makes it). The list reads the
  // rows; the case file (show) reads public.case_file through the data provider.
  table: 'student_cases',
  label: 'Cases',
  title: 'Student cases',
  noun: 'Case',
  access: 'staff',
  searchFields: { name: 'name', email: 'e-mail' },
  icon: AssignmentIndIcon,
  list: lazyScreen(() => import('./CaseList.tsx')),
  show: lazyScreen(() => import('./CaseFile.tsx')),
});
