// Leads are contact messages from the public site: read and delete only, with a details dialog.
import { formatAdminDateTime } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import { mailtoHref } from '@app/shared/safe-url';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Datagrid, FunctionField, TextField, useRecordContext } from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';

const messages = adminMessages.leads;

type Lead = { name: string; email: string; subject: string; message: string; created_at: string };

const receivedAt = (lead: Lead) => formatAdminDateTime(lead.created_at, '');

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="div" sx={{ mb: 2 }}>
    <Typography component="dt" variant="overline" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** A mailto: link only for a plain address; anything else (a row from before the rule) stays text. */
const LeadEmail = ({ email }: { email: string }) => {
  const href = mailtoHref(email);
  return href ? <Link href={href}>{email}</Link> : email;
};

const ViewLead = () => {
  const lead = useRecordContext<Lead>();
  const [open, setOpen] = useState(false);
  if (!lead) return null;
  return (
    <>
      <Button size="small" startIcon={<VisibilityIcon />} onClick={() => setOpen(true)}>
        View
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="lead-title">
        <DialogTitle id="lead-title">Lead Details</DialogTitle>
        <DialogContent>
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label="Name">{lead.name}</Detail>
            <Detail label="Email">
              <LeadEmail email={lead.email} />
            </Detail>
            <Detail label="Subject / Course Interest">{lead.subject}</Detail>
            <Detail label="Received At">{receivedAt(lead)}</Detail>
            <Detail label="Message">{lead.message}</Detail>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

export const LeadList = () => (
  <ListPage fetchError={messages.fetchError} sort={{ field: 'created_at', order: 'DESC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <TextField source="name" label="Name" />
      <FunctionField<Lead> label="Email" sortBy="email" render={(lead) => <LeadEmail email={lead.email} />} />
      <TextField source="subject" label="Subject / Course Interest" />
      <FunctionField<Lead> label="Received At" sortBy="created_at" render={receivedAt} />
      {actionsColumn({ messages, edit: false, children: <ViewLead /> })}
    </Datagrid>
  </ListPage>
);

export default LeadList;
