import { adminMessages } from '@app/shared/messages';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { clampLines, RecordCard } from '../../common/RecordCard.tsx';

const CareerForm = lazy(() => import('./CareerForm.tsx'));

const messages = adminMessages.careers;

type Career = { title: string; location: string | null; type: string | null; description: string };

const CareerCard = () => {
  const job = useRecordContext<Career>();
  if (!job) return null;
  return (
    <RecordCard title={job.title} subtitle={[job.location, job.type].filter(Boolean).join(' - ')} messages={messages}>
      <Typography variant="body2" sx={clampLines(3)}>
        {job.description}
      </Typography>
    </RecordCard>
  );
};

export const CareerList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<CareerForm />}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={24}
  >
    <CardGrid empty={messages.empty} columns={3}>
      <CareerCard />
    </CardGrid>
  </ListPage>
);

export default CareerList;
