import { DEFAULT_TRANSPORTATION_ICON, TRANSPORTATION_ICONS } from '@app/shared/constants';
import { transportationOptionInputSchema } from '@app/shared/entities/transportation-option';
import { adminMessages } from '@app/shared/messages';
import { SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid } from '../../common/inputs.tsx';

const ICON_CHOICES = TRANSPORTATION_ICONS.map((icon) => ({ id: icon, name: icon }));

const TransportationForm = () => (
  <FormDialog
    messages={adminMessages.transportation}
    schema={transportationOptionInputSchema}
    maxWidth="md"
    defaultValues={{ icon: DEFAULT_TRANSPORTATION_ICON }}
  >
    <FormGrid>
      <TextInput source="mode" isRequired helperText="e.g. Metro, Bike sharing" />
      <TextInput source="primaryArea" label="Primary Area" helperText="e.g. Paris, France" />
      <TextInput source="typicalCost" label="Typical Cost" />
      <SelectInput source="icon" choices={ICON_CHOICES} />
      <TextInput source="studentDiscountInfo" label="Student Discount Info" multiline minRows={2} className="span-2" />
      <TextInput source="imagePlaceholderText" label="Image Placeholder Text" className="span-2" />
    </FormGrid>
  </FormDialog>
);

export default TransportationForm;
