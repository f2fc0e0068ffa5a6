import { FALLBACK_ADMIN_NEWS_DATE } from '@app/shared/constants';
import { formatAdminDate } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { clampLines, RecordCard } from '../../common/RecordCard.tsx';

const NewsForm = lazy(() => import('./NewsForm.tsx'));

const messages = adminMessages.news;

type Article = { title: string; date: string | null; summary: string | null; sourcename: string | null };

const ArticleCard = () => {
  const article = useRecordContext<Article>();
  if (!article) return null;
  const date = formatAdminDate(article.date, FALLBACK_ADMIN_NEWS_DATE);
  return (
    <RecordCard
      title={article.title}
      subtitle={article.sourcename ? `${date} · ${article.sourcename}` : date}
      messages={messages}
    >
      {article.summary && (
        <Typography variant="body2" sx={clampLines(3)}>
          {article.summary}
        </Typography>
      )}
    </RecordCard>
  );
};

export const NewsList = () => (
  <ListPage fetchError={messages.fetchError} dialog={<NewsForm />} sort={{ field: 'date', order: 'DESC' }} perPage={24}>
    <CardGrid empty={messages.empty} columns={2}>
      <ArticleCard />
    </CardGrid>
  </ListPage>
);

export default NewsList;
