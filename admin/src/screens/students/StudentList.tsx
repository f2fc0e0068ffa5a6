// Students: every account, read only, with sign-up date, whether the e-mail is confirmed and what they
// bought. Admin rights are granted or revoked here (public.set_admin, which refuses one's own row and
// non-admins); a confirmation says what the change means first.
import { formatAdminDate, formatAdminDateTime } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  TextField,
  useDataProvider,
  useGetIdentity,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { useNotices } from '../../common/notices.tsx';
import { VisuallyHidden } from '../../common/VisuallyHidden.tsx';
import type { AppDataProvider } from '../../providers/types.ts';

const messages = adminMessages.students;

type Student = {
  id: string;
  email: string | null;
  full_name: string | null;
  created_at: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  is_admin: boolean;
  paid_purchases: number;
};

const AdminToggle = () => {
  const student = useRecordContext<Student>();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notices = useNotices();
  const refresh = useRefresh();
  // Never one's own rights: the database refuses it too.
  if (!student || !identity || student.id === identity.id) return null;
  const granting = !student.is_admin;
  const confirm = granting ? messages.grantAdmin(student.email ?? '') : messages.revokeAdmin(student.email ?? '');
  const titleId = `admin-${student.id}`;

  const apply = async () => {
    setSaving(true);
    try {
      await dataProvider.setAdmin(student.id, granting);
      notices.success(messages.adminChanged);
      refresh();
    } catch (error) {
      notices.error(messages.adminChangeFailed, error);
    } finally {
      setSaving(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button size="small" color={granting ? 'primary' : 'error'} onClick={() => setOpen(true)}>
        {granting ? 'Make admin' : 'Revoke admin'}
        <VisuallyHidden>: {student.email}</VisuallyHidden>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{confirm.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirm.description}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" color={granting ? 'primary' : 'error'} disabled={saving} onClick={apply}>
            {granting ? 'Make admin' : 'Revoke admin'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const StudentList = () => (
  <ListPage fetchError={messages.fetchError} sort={{ field: 'created_at', order: 'DESC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <FunctionField<Student> label="Name" sortBy="full_name" render={(s) => s.full_name ?? '—'} />
      <TextField source="email" label="E-mail" />
      <FunctionField<Student>
        label="Signed up"
        sortBy="created_at"
        render={(s) => formatAdminDate(s.created_at, '—')}
      />
      <FunctionField<Student>
        label="E-mail confirmed"
        sortBy="email_confirmed_at"
        render={(s) => (s.email_confirmed_at ? 'Yes' : 'Not yet')}
      />
      <FunctionField<Student>
        label="Last sign-in"
        sortBy="last_sign_in_at"
        render={(s) => formatAdminDateTime(s.last_sign_in_at, 'Never')}
      />
      <FunctionField<Student> label="Paid purchases" sortBy="paid_purchases" render={(s) => s.paid_purchases} />
      <FunctionField<Student>
        label="Role"
        sortBy="is_admin"
        render={(s) => (s.is_admin ? <Chip size="small" color="primary" label="Admin" /> : 'Student')}
      />
      <FunctionField label="Admin rights" render={() => <AdminToggle />} />
    </Datagrid>
  </ListPage>
);

export default StudentList;
