import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'study-materials',
  order: 130,
  // Guides and downloads; staff and the site call them 'Resources'.
  table: 'resource_items',
  label: 'Resources',
  noun: 'Resource',
  icon: LibraryBooksIcon,
  list: lazyScreen(() => import('./StudyMaterialList.tsx')),
});
