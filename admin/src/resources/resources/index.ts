import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ResourceList.tsx')),
  icon: LibraryBooksIcon,
  options: { label: 'Resources' },
};
