import { adminMessages } from '@app/shared/messages';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { RecordCard } from '../../common/RecordCard.tsx';

const AccommodationForm = lazy(() => import('./AccommodationForm.tsx'));

const messages = adminMessages.accommodation;

type Option = { type: string; location: string | null; avgMonthlyCost: string | null };

const OptionCard = () => {
  const option = useRecordContext<Option>();
  if (!option) return null;
  return (
    <RecordCard title={option.type} subtitle={option.location} messages={messages}>
      {option.avgMonthlyCost && <Typography variant="body2">{option.avgMonthlyCost}</Typography>}
    </RecordCard>
  );
};

export const AccommodationList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<AccommodationForm />}
    sort={{ field: 'type', order: 'ASC' }}
    perPage={24}
  >
    <CardGrid empty={messages.empty} columns={3}>
      <OptionCard />
    </CardGrid>
  </ListPage>
);

export default AccommodationList;
