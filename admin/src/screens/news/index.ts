import NewspaperIcon from '@mui/icons-material/Newspaper';
import { lazy } from 'react';
import { defineResource } from '../define-resource.ts';

export default defineResource({
  name: 'news',
  table: 'news',
  label: 'News',
  title: 'News Articles',
  noun: 'Article',
  searchFields: { title: 'title', summary: 'summary', sourcename: 'source' },
  icon: NewspaperIcon,
  list: lazy(() => import('./NewsList.tsx')),
});
