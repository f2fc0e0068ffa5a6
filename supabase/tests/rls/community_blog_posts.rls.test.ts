import { describeRls, OPERATIONS, unique } from '../support/rls.ts';

describeRls({
  table: 'community_blog_posts',
  sample: () => ({ title: `My first semester ${unique()}`, content: 'Dublin in winter is kinder than I expected.' }),
  patch: { title: 'Edited title' },
  allowed: { anon: ['select', 'insert'], user: ['select', 'insert'], admin: OPERATIONS, service: OPERATIONS },
});
