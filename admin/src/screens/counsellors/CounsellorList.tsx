// Counsellors: admins add one (an existing account, picked by e-mail) and deactivate or reactivate
// them; each counsellor edits their own profile, weekly hours and days off. Staff see every counsellor
// (cases are handed between them); only one's own row, or any for an admin, has Edit and Hours.
import { SPOKEN_LANGUAGES } from '@app/shared/consultations';
import type { Counsellor } from '@app/shared/entities/counsellor';
import { resourceMessages } from '@app/shared/messages';
import { notice } from '@app/shared/notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useState } from 'react';
import {
  Datagrid,
  FunctionField,
  TextField,
  useGetIdentity,
  usePermissions,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { EditAction } from '../../common/actions.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { useNotices } from '../../common/notices.tsx';
import { VisuallyHidden } from '../../common/VisuallyHidden.tsx';

const CounsellorForm = lazy(() => import('./CounsellorForm.tsx'));
const HoursDialog = lazy(() => import('./HoursDialog.tsx'));

const messages = resourceMessages('counsellor', 'counsellors');
const activeChanged = notice('Counsellor updated');
const activeError = notice('Error updating the counsellor');

type Row = Counsellor & { id: string };

const ActiveToggle = () => {
  const row = useRecordContext<Row>();
  const [update, { isPending }] = useUpdate();
  const notices = useNotices();
  const refresh = useRefresh();
  if (!row) return null;
  return (
    <Button
      size="small"
      color={row.active ? 'error' : 'primary'}
      disabled={isPending}
      onClick={() =>
        update(
          'counsellors',
          { id: row.id, data: { active: !row.active }, previousData: row },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notices.success(activeChanged);
              refresh();
            },
            onError: (error) => notices.error(activeError, error),
          },
        )
      }
    >
      {row.active ? 'Deactivate' : 'Reactivate'}
      <VisuallyHidden>: {row.display_name}</VisuallyHidden>
    </Button>
  );
};

const HoursAction = () => {
  const row = useRecordContext<Row>();
  const [open, setOpen] = useState(false);
  if (!row) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Hours<VisuallyHidden>: {row.display_name}</VisuallyHidden>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <HoursDialog counsellor={row} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

const RowActions = () => {
  const row = useRecordContext<Row>();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  if (!row) return null;
  const admin = permissions === 'admin';
  if (!admin && identity?.id !== row.user_id) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <HoursAction />
      <EditAction />
      {admin && <ActiveToggle />}
    </Box>
  );
};

const CounsellorList = () => {
  const { permissions } = usePermissions();
  return (
    <ListPage
      fetchError={messages.fetchError}
      sort={{ field: 'display_name', order: 'ASC' }}
      dialog={<CounsellorForm />}
      canAdd={permissions === 'admin'}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
        <TextField source="display_name" label="Name" />
        <FunctionField<Row>
          label="Languages"
          render={(row) => SPOKEN_LANGUAGES.filter((l) => row.languages.includes(l)).join(', ')}
        />
        <TextField source="time_zone" label="Time zone" />
        <FunctionField<Row>
          label="Status"
          sortBy="active"
          render={(row) =>
            row.active ? <Chip size="small" color="success" label="Active" /> : <Chip size="small" label="Inactive" />
          }
        />
        <FunctionField label="Actions" textAlign="right" render={() => <RowActions />} />
      </Datagrid>
    </ListPage>
  );
};

export default CounsellorList;
