import { defineResource } from '../define-resource.ts';

// A case's internal notes, written and read inside its case file (cases/CaseNotes.tsx): no screen of
// their own, but react-admin and the data provider need to know them.
export default defineResource({
  name: 'case-notes',
  order: 240,
  table: 'case_notes',
  label: 'Notes',
  noun: 'Note',
  access: 'staff',
});
