import { defineResource } from '../define-resource.ts';

// The ISCED-F broad fields programmes are filed under: a fixed taxonomy the migration stores, read by
// the programme form's "Field of study" choice. No screen: staff never edit it.
export default defineResource({
  name: 'fields-of-study',
  order: 30,
  table: 'fields_of_study',
  label: 'Fields of study',
  primaryKey: 'code',
});
