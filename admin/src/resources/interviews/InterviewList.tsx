import { FALLBACK_INTERVIEW_DATE, FALLBACK_INTERVIEW_ROLE } from '@app/shared/constants';
import { formatAdminDate } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import { externalHref } from '@app/shared/safe-url';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Datagrid, FunctionField } from 'react-admin';
import { DeleteAction, EditAction } from '../../common/actions.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { InterviewForm } from './InterviewForm.tsx';

const messages = adminMessages.interviews;

type Interview = {
  interviewee_name: string;
  interviewee_role: string | null;
  interview_date: string | null;
  video_link: string | null;
  status: string;
};

/** Green for Completed, yellow for Pending, grey otherwise (docs/product.md section 2). */
const STATUS_COLOR = { Completed: 'success', Pending: 'warning' } as const;

export const StatusBadge = ({ status }: { status: string }) => (
  <Chip
    label={status}
    size="small"
    color={STATUS_COLOR[status as keyof typeof STATUS_COLOR] ?? 'default'}
    variant={status in STATUS_COLOR ? 'filled' : 'outlined'}
  />
);

export const InterviewList = () => (
  <ListPage
    title="Interviews"
    fetchError={messages.fetchError}
    sort={{ field: 'interview_date', order: 'DESC' }}
    searchPlaceholder="Search by name, role, or status..."
    dialog={<InterviewForm />}
  >
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <FunctionField<Interview>
        label="Interviewee"
        sortBy="interviewee_name"
        render={(record) => (
          <Box>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {record.interviewee_name}
            </Box>
            {externalHref(record.video_link) && (
              <Link
                href={externalHref(record.video_link) ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 1, fontSize: '0.85em' }}
              >
                Video <OpenInNewIcon fontSize="inherit" />
              </Link>
            )}
          </Box>
        )}
      />
      <FunctionField<Interview>
        label="Role"
        sortBy="interviewee_role"
        render={(record) => record.interviewee_role || FALLBACK_INTERVIEW_ROLE}
      />
      <FunctionField<Interview>
        label="Date"
        sortBy="interview_date"
        render={(record) => formatAdminDate(record.interview_date, FALLBACK_INTERVIEW_DATE)}
      />
      <FunctionField<Interview>
        label="Status"
        sortBy="status"
        render={(record) => <StatusBadge status={record.status} />}
      />
      <FunctionField
        label="Actions"
        textAlign="right"
        render={() => (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <EditAction />
            <DeleteAction messages={messages} />
          </Box>
        )}
      />
    </Datagrid>
  </ListPage>
);

export default InterviewList;
