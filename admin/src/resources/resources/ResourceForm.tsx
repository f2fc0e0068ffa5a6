import {
  DEFAULT_PREMIUM_LINK,
  DEFAULT_RESOURCE_ICON,
  DEFAULT_RESOURCE_LINK,
  RESOURCE_ICONS,
} from '@app/shared/constants';
import { resourceItemInputSchema } from '@app/shared/entities';
import { adminMessages } from '@app/shared/messages';
import { BooleanInput, FormDataConsumer, SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid } from '../../common/inputs.tsx';

const ICON_CHOICES = RESOURCE_ICONS.map((icon) => ({ id: icon, name: icon }));

export const ResourceForm = () => (
  <FormDialog
    noun="Resource"
    messages={adminMessages.resources}
    schema={resourceItemInputSchema}
    maxWidth="md"
    defaultValues={{
      icon: DEFAULT_RESOURCE_ICON,
      isPremium: false,
      premiumLink: DEFAULT_PREMIUM_LINK,
      resourceLink: DEFAULT_RESOURCE_LINK,
    }}
  >
    <FormGrid>
      <TextInput source="title" isRequired className="span-2" />
      <TextInput source="description" multiline minRows={3} className="span-2" />
      <SelectInput source="icon" choices={ICON_CHOICES} />
      <TextInput source="ctaText" label="Button Text" isRequired helperText="e.g. Read Guide" />
      <BooleanInput source="isPremium" label="Premium" />
      {/* Premium resources link to the premium page; free ones to the resource itself (SPEC section 4). */}
      <FormDataConsumer<{ isPremium?: boolean }>>
        {({ formData }) =>
          formData.isPremium ? (
            <TextInput source="premiumLink" label="Premium Link" helperText="Default /pricing" />
          ) : (
            <TextInput source="resourceLink" label="Resource Link" helperText="# shows a coming-soon notice" />
          )
        }
      </FormDataConsumer>
      <TextInput source="imagePlaceholderText" label="Image Placeholder Text" className="span-2" />
    </FormGrid>
  </FormDialog>
);
