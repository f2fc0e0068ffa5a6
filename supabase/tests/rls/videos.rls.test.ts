import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

describeRls({
  table: 'videos',
  sample: () => ({ title: `Campus tour ${unique()}`, youtube_video_id: 'dQw4w9WgXcQ' }),
  patch: { description: 'Changed description' },
  allowed: PUBLIC_CONTENT,
});
