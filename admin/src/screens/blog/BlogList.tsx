import { formatAdminDate } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { clampLines, RecordCard } from '../../common/RecordCard.tsx';

const BlogForm = lazy(() => import('./BlogForm.tsx'));

const messages = adminMessages.blog;

type Post = { title: string; content: string; author: string; created_at: string };

const PostCard = () => {
  const post = useRecordContext<Post>();
  if (!post) return null;
  return (
    <RecordCard
      title={post.title}
      subtitle={`By ${post.author} · ${formatAdminDate(post.created_at, '')}`}
      messages={messages}
    >
      <Typography variant="body2" sx={clampLines(4)}>
        {post.content}
      </Typography>
    </RecordCard>
  );
};

export const BlogList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<BlogForm />}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={24}
  >
    <CardGrid empty={messages.empty} columns={3}>
      <PostCard />
    </CardGrid>
  </ListPage>
);

export default BlogList;
