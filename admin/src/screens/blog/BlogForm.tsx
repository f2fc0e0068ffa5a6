import { teamName } from '@app/shared/brand';
import { makeCommunityBlogPostInputSchema } from '@app/shared/entities/community-blog-post';
import { adminMessages } from '@app/shared/messages';
import { TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { brand } from '../../config.ts';

const defaultAuthor = teamName(brand);
// A blank author becomes the team name on save (docs/product.md section 5).
const schema = makeCommunityBlogPostInputSchema(defaultAuthor);

const BlogForm = () => (
  <FormDialog messages={adminMessages.blog} schema={schema} maxWidth="md">
    <TextInput source="title" isRequired fullWidth />
    <TextInput source="content" isRequired multiline minRows={8} fullWidth />
    <TextInput
      source="author"
      fullWidth
      placeholder={defaultAuthor}
      helperText={`Leave empty to sign as ${defaultAuthor}`}
    />
  </FormDialog>
);

export default BlogForm;
