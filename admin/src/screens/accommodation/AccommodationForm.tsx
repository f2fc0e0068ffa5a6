import { ACCOMMODATION_ICONS, DEFAULT_ACCOMMODATION_ICON } from '@app/shared/constants';
import { accommodationOptionInputSchema } from '@app/shared/entities/accommodation-option';
import { adminMessages } from '@app/shared/messages';
import { SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid, ListTextInput } from '../../common/inputs.tsx';

const ICON_CHOICES = ACCOMMODATION_ICONS.map((icon) => ({ id: icon, name: icon }));

const AccommodationForm = () => (
  <FormDialog
    messages={adminMessages.accommodation}
    schema={accommodationOptionInputSchema}
    maxWidth="md"
    defaultValues={{ icon: DEFAULT_ACCOMMODATION_ICON }}
  >
    <FormGrid>
      <TextInput source="type" isRequired helperText="e.g. Student Residence" />
      <TextInput source="location" helperText="e.g. Berlin, Germany" />
      <TextInput source="avgMonthlyCost" label="Average Monthly Cost" helperText="e.g. €350 - €600" />
      <SelectInput source="icon" choices={ICON_CHOICES} />
      <ListTextInput source="keyFeatures" label="Key Features" className="span-2" />
      <TextInput source="imagePlaceholderText" label="Image Placeholder Text" className="span-2" />
    </FormGrid>
  </FormDialog>
);

export default AccommodationForm;
