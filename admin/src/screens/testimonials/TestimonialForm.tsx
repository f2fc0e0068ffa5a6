import {
  DEFAULT_RATING,
  DEFAULT_TESTIMONIAL_ROLE,
  RATING_MAX,
  RATING_MIN,
  TESTIMONIAL_ROLES,
} from '@app/shared/constants';
import { testimonialInputSchema } from '@app/shared/entities/testimonial';
import { adminMessages } from '@app/shared/messages';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { ContentImageInput } from '../../common/ContentImageInput.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid } from '../../common/inputs.tsx';

const ROLE_CHOICES = TESTIMONIAL_ROLES.map((role) => ({ id: role, name: role }));
const RATING_CHOICES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => {
  const n = RATING_MAX - i;
  return { id: n, name: `${'★'.repeat(n)} (${n})` };
});

const TestimonialForm = () => (
  <FormDialog
    messages={adminMessages.testimonials}
    schema={testimonialInputSchema}
    defaultValues={{ author_role: DEFAULT_TESTIMONIAL_ROLE, rating: DEFAULT_RATING, is_featured: false }}
  >
    <FormGrid>
      <TextInput source="author_name" label="Author Name" isRequired />
      <SelectInput source="author_role" label="Author Role" choices={ROLE_CHOICES} />
      <TextInput source="content" isRequired multiline minRows={4} className="span-2" />
      <TextInput source="university_name" label="University" />
      <TextInput source="country_studied" label="Country Studied" />
      <SelectInput source="rating" choices={RATING_CHOICES} />
      <TextInput source="image_url" label="Author Photo URL" type="url" placeholder="https://" />
      <BooleanInput source="is_featured" label="Featured" className="span-2" />
      <ContentImageInput table="testimonials" />
    </FormGrid>
  </FormDialog>
);

export default TestimonialForm;
