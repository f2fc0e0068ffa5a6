import { DEFAULT_INTERVIEW_STATUS, INTERVIEW_STATUSES } from '@app/shared/constants';
import { interviewInputSchema } from '@app/shared/entities/interview';
import { adminMessages } from '@app/shared/messages';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid } from '../../common/inputs.tsx';

const STATUS_CHOICES = INTERVIEW_STATUSES.map((status) => ({ id: status, name: status }));

const InterviewForm = () => (
  <FormDialog
    messages={adminMessages.interviews}
    schema={interviewInputSchema}
    defaultValues={{ status: DEFAULT_INTERVIEW_STATUS }}
  >
    <FormGrid>
      <TextInput source="interviewee_name" label="Interviewee Name" isRequired className="span-2" />
      <TextInput source="interviewee_role" label="Interviewee Role" />
      <DateInput source="interview_date" label="Interview Date" />
      {/* Any status may follow any other (docs/product.md section 4). */}
      <SelectInput source="status" choices={STATUS_CHOICES} />
      <TextInput source="video_link" label="Video Link" type="url" placeholder="https://" />
      <TextInput source="notes" multiline minRows={3} className="span-2" />
    </FormGrid>
  </FormDialog>
);

export default InterviewForm;
