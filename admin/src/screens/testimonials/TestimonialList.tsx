import { RATING_MAX } from '@app/shared/constants';
import { formatAdminDate } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { clampLines, RecordCard } from '../../common/RecordCard.tsx';

const TestimonialForm = lazy(() => import('./TestimonialForm.tsx'));

const messages = adminMessages.testimonials;

type Testimonial = {
  author_name: string;
  author_role: string;
  content: string;
  university_name: string | null;
  country_studied: string | null;
  rating: number;
  is_featured: boolean;
  image_url: string | null;
  created_at: string;
};

const TestimonialCard = () => {
  const t = useRecordContext<Testimonial>();
  if (!t) return null;
  const place = [t.university_name, t.country_studied].filter(Boolean).join(', ');
  return (
    <RecordCard
      highlight={t.is_featured}
      badges={t.is_featured ? <Chip label="Featured" color="primary" size="small" /> : undefined}
      title={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar src={t.image_url ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
            {t.author_name.trim().charAt(0).toUpperCase()}
          </Avatar>
          {t.author_name}
        </Box>
      }
      subtitle={t.author_role}
      messages={messages}
    >
      <Rating
        value={t.rating}
        max={RATING_MAX}
        readOnly
        size="small"
        aria-label={`Rated ${t.rating} out of ${RATING_MAX}`}
      />
      <Typography variant="body2" sx={clampLines(4)}>
        {t.content}
      </Typography>
      {place && (
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        Added {formatAdminDate(t.created_at, '')}
      </Typography>
    </RecordCard>
  );
};

export const TestimonialList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<TestimonialForm />}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={24}
  >
    <CardGrid empty={messages.empty} columns={3}>
      <TestimonialCard />
    </CardGrid>
  </ListPage>
);

export default TestimonialList;
