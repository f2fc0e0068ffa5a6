import { videoInputSchema } from '@app/shared/entities/video';
import { adminMessages } from '@app/shared/messages';
import { TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';

const VideoForm = () => (
  <FormDialog
    messages={adminMessages.videos}
    schema={videoInputSchema}
    // A click outside must not throw away a pasted link (docs/product.md section 2).
    disableBackdropClose
  >
    <TextInput source="title" isRequired fullWidth />
    <TextInput
      source="youtube_video_id"
      label="YouTube Video ID"
      isRequired
      fullWidth
      placeholder="dQw4w9WgXcQ"
      helperText="The 11-character ID, or paste the whole YouTube link: only the ID is kept."
    />
    <TextInput source="description" multiline minRows={3} fullWidth />
  </FormDialog>
);

export default VideoForm;
