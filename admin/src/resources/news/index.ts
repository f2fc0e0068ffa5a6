import NewspaperIcon from '@mui/icons-material/Newspaper';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./NewsList.tsx')),
  icon: NewspaperIcon,
  options: { label: 'News' },
};
