import { adminMessages } from '@app/shared/messages';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { clampLines, RecordCard } from '../../common/RecordCard.tsx';
import { ResourceForm } from './ResourceForm.tsx';

const messages = adminMessages.resources;

type Resource = { title: string; description: string | null; isPremium: boolean };

const ResourceCard = () => {
  const item = useRecordContext<Resource>();
  if (!item) return null;
  return (
    <RecordCard
      title={item.title}
      badges={
        item.isPremium ? (
          <Chip label="PREMIUM" color="warning" size="small" />
        ) : (
          <Chip label="FREE" color="success" size="small" variant="outlined" />
        )
      }
      messages={messages}
    >
      {item.description && (
        <Typography variant="body2" sx={clampLines(3)}>
          {item.description}
        </Typography>
      )}
    </RecordCard>
  );
};

export const ResourceList = () => (
  <ListPage
    title="Resources"
    fetchError={messages.fetchError}
    sort={{ field: 'id', order: 'ASC' }}
    perPage={24}
    dialog={<ResourceForm />}
  >
    <CardGrid empty={messages.empty} columns={3}>
      <ResourceCard />
    </CardGrid>
  </ListPage>
);

export default ResourceList;
