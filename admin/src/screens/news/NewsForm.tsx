import { newsInputSchema } from '@app/shared/entities/news';
import { adminMessages } from '@app/shared/messages';
import { DateInput, TextInput } from 'react-admin';
import { ContentImageInput } from '../../common/ContentImageInput.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid } from '../../common/inputs.tsx';

// The columns are stored lower-case (sourcename, articleurl, imageplaceholdertext); labels read normally.
const NewsForm = () => (
  <FormDialog messages={adminMessages.news} schema={newsInputSchema} maxWidth="md">
    <FormGrid>
      <TextInput source="title" isRequired className="span-2" />
      <TextInput source="summary" multiline minRows={3} className="span-2" />
      <DateInput source="date" />
      <TextInput source="sourcename" label="Source Name" />
      <TextInput source="articleurl" label="Article URL" type="url" placeholder="https://" className="span-2" />
      <TextInput source="imageplaceholdertext" label="Image Placeholder Text" className="span-2" />
      <ContentImageInput table="news" />
    </FormGrid>
  </FormDialog>
);

export default NewsForm;
