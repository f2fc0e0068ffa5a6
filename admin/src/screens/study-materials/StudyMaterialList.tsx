import { adminMessages } from '@app/shared/messages';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { clampLines, RecordCard } from '../../common/RecordCard.tsx';

const StudyMaterialForm = lazy(() => import('./StudyMaterialForm.tsx'));

const messages = adminMessages.studyMaterials;

type StudyMaterial = { title: string; description: string | null; isPremium: boolean };

const StudyMaterialCard = () => {
  const item = useRecordContext<StudyMaterial>();
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

export const StudyMaterialList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<StudyMaterialForm />}
    sort={{ field: 'id', order: 'ASC' }}
    perPage={24}
  >
    <CardGrid empty={messages.empty} columns={3}>
      <StudyMaterialCard />
    </CardGrid>
  </ListPage>
);

export default StudyMaterialList;
