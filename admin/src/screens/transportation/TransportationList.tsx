import { adminMessages } from '@app/shared/messages';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { RecordCard } from '../../common/RecordCard.tsx';

const TransportationForm = lazy(() => import('./TransportationForm.tsx'));

const messages = adminMessages.transportation;

type Option = { mode: string; primaryArea: string | null; typicalCost: string | null };

const OptionCard = () => {
  const option = useRecordContext<Option>();
  if (!option) return null;
  return (
    <RecordCard title={option.mode} subtitle={option.primaryArea} messages={messages}>
      {option.typicalCost && <Typography variant="body2">{option.typicalCost}</Typography>}
    </RecordCard>
  );
};

export const TransportationList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<TransportationForm />}
    sort={{ field: 'mode', order: 'ASC' }}
    perPage={24}
  >
    <CardGrid empty={messages.empty} columns={3}>
      <OptionCard />
    </CardGrid>
  </ListPage>
);

export default TransportationList;
