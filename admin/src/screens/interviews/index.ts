import MicIcon from '@mui/icons-material/Mic';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'interviews',
  order: 160,
  table: 'interviews',
  label: 'Interviews',
  noun: 'Interview',
  // Not status: Postgres has no ILIKE for enums (hosted PostgREST refuses it too).
  searchFields: { interviewee_name: 'name', interviewee_role: 'role' },
  tiebreak: 'created_at.desc',
  icon: MicIcon,
  list: lazyScreen(() => import('./InterviewList.tsx')),
});
