import { FALLBACK_INTERVIEW_DATE, FALLBACK_INTERVIEW_ROLE } from '@app/shared/constants';
import { formatAdminDate } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Chip from '@mui/material/Chip';
import { lazy } from 'react';
import { Datagrid, FunctionField } from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { NameWithLink } from '../../common/fields.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';

const InterviewForm = lazy(() => import('./InterviewForm.tsx'));

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
    fetchError={messages.fetchError}
    dialog={<InterviewForm />}
    sort={{ field: 'interview_date', order: 'DESC' }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <FunctionField<Interview>
        label="Interviewee"
        sortBy="interviewee_name"
        render={(record) => <NameWithLink name={record.interviewee_name} url={record.video_link} linkText="Video" />}
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
      {actionsColumn({ messages })}
    </Datagrid>
  </ListPage>
);

export default InterviewList;
