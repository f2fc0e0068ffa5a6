// Community stories: the 'Share Your Story' form and the newest 20 stories, read at run time so a
// new story shows at once (docs/product.md sections 2, 4, 5). Posting needs no account. When staff
// review stories first, a new one shows once approved, and the notice says so.
import { STORIES_LIST_LIMIT, STORIES_SETTINGS_KEY } from '@app/shared/constants';
import type { CommunityBlogPost } from '@app/shared/entities/community-blog-post';
import { formatStoryDate } from '@app/shared/format';
import { publicMessages, storyAwaitingReview } from '@app/shared/messages';
import { withDescription } from '@app/shared/notice';
import { readMessages } from '@app/shared/read-messages';
import { TABLES } from '@app/shared/tables';
import { validateCommunityPost } from '@app/shared/validation';
import { startTransition, useCallback, useEffect, useId, useState } from 'react';
import { errorMessage, toastError } from '../lib/notices';
import { restClient } from '../lib/rest';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Field } from '../react/Field';
import { Honeypot } from '../react/Honeypot';
import { Spinner } from '../react/Spinner';
import { TextAreaField } from '../react/TextAreaField';
import { useAnonymousInsert } from '../react/useAnonymousInsert';
import { useHydrated } from '../react/useHydrated';

type Story = Pick<CommunityBlogPost, 'id' | 'title' | 'content' | 'author' | 'created_at'>;
const EMPTY = { title: '', content: '', author: '', website: '' };

export default withErrorBoundary(Board);

function Board() {
  const [stories, setStories] = useState<Story[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { data, error } = await restClient()
        .from(TABLES.communityBlogPosts)
        .select('id,title,content,author,created_at')
        // RLS shows visitors only published stories, but staff everything: the board is the public's.
        .eq('status', 'published')
        .order('created_at', { ascending: false })
        .limit(STORIES_LIST_LIMIT);
      if (error) throw error;
      // A transition: the 20 cards render in slices of a few ms instead of one long task (useGuardedRows).
      startTransition(() => {
        setStories((data ?? []) as Story[]);
        setLoading(false);
      });
    } catch (error) {
      setStories([]);
      setLoading(false);
      toastError(readMessages.fetchError.posts, errorMessage(error));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <StoryForm onShared={load} />
      <section aria-labelledby="recent-stories">
        <h2 id="recent-stories" className="text-2xl font-bold">
          Recent Stories from the Community
        </h2>
        {loading ? (
          <Spinner />
        ) : stories.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <h3 className="text-xl font-semibold">{publicMessages.empty.stories}</h3>
            <p className="mt-2 text-slate-700">Be the first to share your experience!</p>
          </div>
        ) : (
          // Masonry: 1 column, 2 from 768 px (CSS columns keep each card whole).
          <ul className="mt-6 gap-6 md:columns-2" data-stories>
            {stories.map((story) => (
              <li key={story.id} className="card mb-6 break-inside-avoid p-6">
                {/* Visitors' text may hold very long words (or pasted URLs): wrap them inside the card. */}
                <article className="wrap-anywhere">
                  <h3 className="text-lg font-semibold">{story.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">
                    By {story.author} · <time dateTime={story.created_at}>{formatStoryDate(story.created_at)}</time>
                  </p>
                  <p className="mt-3 whitespace-pre-line text-slate-800">{story.content}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Whether the new story is live or waits for staff (Console → Settings → Review stories before publishing). */
async function storySharedNotice() {
  const { data } = await restClient()
    .from(TABLES.settings)
    .select('value')
    .eq('key', STORIES_SETTINGS_KEY)
    .maybeSingle();
  return (data?.value as { reviewBeforePublishing?: unknown } | undefined)?.reviewBeforePublishing === true
    ? storyAwaitingReview
    : publicMessages.storyShared;
}

function StoryForm({ onShared }: { onShared: () => Promise<void> }) {
  const {
    values,
    set,
    sending: sharing,
    submit,
    human,
  } = useAnonymousInsert({
    empty: EMPTY,
    table: TABLES.communityBlogPosts,
    validate: (input) => validateCommunityPost(input),
    succeeded: storySharedNotice,
    failed: (message) => withDescription(publicMessages.postFailed, message),
    afterInsert: onShared,
  });
  const hydrated = useHydrated();
  const id = useId();

  return (
    <section className="card self-start p-6" aria-labelledby="share-story">
      <h2 id="share-story" className="text-2xl font-bold">
        Share Your Story
      </h2>
      <p className="mt-1 text-slate-700">Studying in Europe or on your way? Your experience helps the next student.</p>
      <form onSubmit={submit} noValidate onFocus={human.start} className="mt-6 grid gap-4">
        <Field
          id={`${id}-title`}
          label="Title"
          name="title"
          required
          value={values.title}
          onChange={set('title')}
          placeholder="Give your story a title"
        />
        <TextAreaField
          id={`${id}-content`}
          label="Your Story"
          name="content"
          rows={6}
          required
          value={values.content}
          onChange={set('content')}
          placeholder="Share your experience, tips or advice..."
        />
        <Field
          id={`${id}-author`}
          label="Your Name (optional)"
          name="author"
          autoComplete="name"
          value={values.author}
          onChange={set('author')}
          placeholder="Anonymous Explorer"
        />
        <Honeypot value={values.website} onChange={set('website')} />
        {human.element}
        <button type="submit" className="btn btn-lg btn-primary" disabled={sharing || !hydrated}>
          {sharing ? readMessages.pending.sharing : 'Share Story'}
        </button>
      </form>
    </section>
  );
}
