import { STORY_STATUS_LABELS, STORY_STATUSES, type StoryStatus } from '@app/shared/constants';
import { formatAdminDate } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { SelectInput, useListContext, useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { clampLines, RecordCard } from '../../common/RecordCard.tsx';
import { StoryStatusActions } from './StoryStatusActions.tsx';

const BlogForm = lazy(() => import('./BlogForm.tsx'));

const messages = adminMessages.blog;

type Post = { title: string; content: string; author: string; status: StoryStatus; created_at: string };

const STATUS_CHOICES = STORY_STATUSES.map((status) => ({ id: status, name: STORY_STATUS_LABELS[status] }));
const statusFilter = [
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="Any status" alwaysOn />,
];

const PostCard = () => {
  const post = useRecordContext<Post>();
  if (!post) return null;
  return (
    <RecordCard
      title={post.title}
      subtitle={`By ${post.author} · ${formatAdminDate(post.created_at, '')}`}
      messages={messages}
      badges={
        post.status === 'published' ? undefined : (
          <Chip
            size="small"
            color={post.status === 'pending' ? 'warning' : 'default'}
            label={STORY_STATUS_LABELS[post.status]}
          />
        )
      }
      actions={<StoryStatusActions />}
    >
      <Typography variant="body2" sx={clampLines(4)}>
        {post.content}
      </Typography>
    </RecordCard>
  );
};

/** Filtered by a status, an empty list says so (after the last approval, nothing waits for review). */
const StoryCards = () => {
  const { filterValues } = useListContext();
  const status = filterValues.status as StoryStatus | undefined;
  return (
    <CardGrid empty={status ? adminMessages.storyModeration.emptyWithStatus(status) : messages.empty} columns={3}>
      <PostCard />
    </CardGrid>
  );
};

export const BlogList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<BlogForm />}
    filters={statusFilter}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={24}
  >
    <StoryCards />
  </ListPage>
);

export default BlogList;
