import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'board',
  order: 172,
  // The cases again, as a kanban of stages; a move updates student_cases.stage (the audit trail keeps it).
  table: 'student_cases',
  label: 'Stage board',
  noun: 'Case',
  access: 'staff',
  icon: ViewKanbanIcon,
  list: lazyScreen(() => import('./StageBoard.tsx')),
});
