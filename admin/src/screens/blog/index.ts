import ArticleIcon from '@mui/icons-material/Article';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'blog',
  order: 80,
  // The site calls them community stories; the table says what they are.
  table: 'community_blog_posts',
  label: 'Blog Posts',
  noun: 'Blog Post',
  searchFields: { title: 'title', content: 'content', author: 'author' },
  icon: ArticleIcon,
  list: lazyScreen(() => import('./BlogList.tsx')),
});
