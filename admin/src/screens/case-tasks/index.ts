import { defineResource } from '../define-resource.ts';

// A case's tasks, added and ticked off inside its case file (cases/CaseTasks.tsx).
export default defineResource({
  name: 'case-tasks',
  order: 241,
  table: 'case_tasks',
  label: 'Tasks',
  noun: 'Task',
  access: 'staff',
  tiebreak: 'due_on.asc.nullslast',
});
