import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'testimonials',
  sample: () => ({ author_name: `Student ${unique()}`, content: 'They helped me every step of the way.' }),
  patch: { rating: 4 },
  allowed: PUBLIC_CONTENT,
});
