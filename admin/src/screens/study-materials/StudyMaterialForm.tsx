import {
  DEFAULT_PREMIUM_LINK,
  DEFAULT_RESOURCE_ICON,
  DEFAULT_RESOURCE_LINK,
  RESOURCE_ICONS,
} from '@app/shared/constants';
import { resourceItemFormSchema } from '@app/shared/entities/resource-item';
import { adminMessages } from '@app/shared/messages';
import { BooleanInput, FormDataConsumer, SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid } from '../../common/inputs.tsx';

const ICON_CHOICES = RESOURCE_ICONS.map((icon) => ({ id: icon, name: icon }));

const StudyMaterialForm = () => (
  <FormDialog
    messages={adminMessages.studyMaterials}
    schema={resourceItemFormSchema}
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
      {/* Premium resources show everyone the premium page (the upsell) and open their own link only
          for buyers: that link is stored where RLS lets only paid users read it. */}
      <FormDataConsumer<{ isPremium?: boolean }>>
        {({ formData }) =>
          formData.isPremium ? (
            <>
              <TextInput source="premiumLink" label="Premium Link" helperText="Default /pricing" />
              <TextInput
                source="premium_url"
                label="Link for Buyers"
                helperText="Opens only for users who paid for a plan"
                className="span-2"
              />
            </>
          ) : (
            <TextInput source="resourceLink" label="Resource Link" helperText="# shows a coming-soon notice" />
          )
        }
      </FormDataConsumer>
      <TextInput source="imagePlaceholderText" label="Image Placeholder Text" className="span-2" />
    </FormGrid>
  </FormDialog>
);

export default StudyMaterialForm;
