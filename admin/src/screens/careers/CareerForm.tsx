import { DEFAULT_APPLY_LINK } from '@app/shared/constants';
import { careerInputSchema } from '@app/shared/entities/career';
import { adminMessages } from '@app/shared/messages';
import { TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid } from '../../common/inputs.tsx';

const CareerForm = () => (
  <FormDialog
    messages={adminMessages.careers}
    schema={careerInputSchema}
    maxWidth="md"
    defaultValues={{ applyLink: DEFAULT_APPLY_LINK }}
  >
    <FormGrid>
      <TextInput source="title" label="Job Title" isRequired className="span-2" />
      <TextInput source="location" />
      <TextInput source="type" helperText="e.g. Full-time, Internship" />
      <TextInput source="description" isRequired multiline minRows={4} className="span-2" />
      <TextInput source="applyLink" label="Apply Link" helperText="A URL or mailto: link; # when not ready yet" />
      <TextInput source="imagePlaceholderText" label="Image Placeholder Text" />
    </FormGrid>
  </FormDialog>
);

export default CareerForm;
