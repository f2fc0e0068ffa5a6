import NewspaperIcon from '@mui/icons-material/Newspaper';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'news',
  order: 100,
  table: 'news',
  label: 'News',
  title: 'News Articles',
  noun: 'Article',
  searchFields: { title: 'title', summary: 'summary', sourcename: 'source' },
  icon: NewspaperIcon,
  list: lazyScreen(() => import('./NewsList.tsx')),
});
