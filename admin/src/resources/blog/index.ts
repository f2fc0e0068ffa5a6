import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./BlogList.tsx')),
  icon: ArticleIcon,
  options: { label: 'Blog Posts' },
};
