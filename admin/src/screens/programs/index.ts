import { defineResource } from '../define-resource.ts';

// A university's programs are edited inside its dialog (universities/ProgramsSection.tsx): no screen
// and no sidebar entry of their own, but react-admin and the data provider need to know them.
export default defineResource({
  name: 'programs',
  order: 20,
  table: 'programs',
  label: 'Programs',
  noun: 'Program',
});
