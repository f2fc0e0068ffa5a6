// What an island says while it reads and when a read fails: most islands need only these, so they are
// apart from the site's catalogue (messages.ts, which refers to them), and a page that only reads data
// does not load the whole catalogue.
import { notice } from './notice.ts';

export const readMessages = {
  fetchError: {
    universities: notice('Error fetching universities'),
    programs: notice('Error fetching programs'),
    accommodation: notice('Error fetching accommodation data'),
    transportation: notice('Error fetching transportation data'),
    resources: notice('Error fetching resources'),
    pricing: notice('Error fetching pricing plans'),
    news: notice('Error fetching news'),
    posts: notice('Error fetching posts'),
    videos: notice('Error fetching videos'),
    careers: notice('Error fetching careers'),
  },
  pending: {
    sharing: 'Sharing...',
    loggingIn: 'Logging in...',
    signingUp: 'Signing up...',
    session: 'Loading...',
  },
} as const;
