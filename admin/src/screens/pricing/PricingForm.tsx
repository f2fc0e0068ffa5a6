import { DEFAULT_THEME_COLOR, THEME_COLORS } from '@app/shared/constants';
import { pricingPlanInputSchema } from '@app/shared/entities/pricing-plan';
import { adminMessages } from '@app/shared/messages';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid, ListTextInput } from '../../common/inputs.tsx';

const COLOR_CHOICES = THEME_COLORS.map((color) => ({
  id: color,
  name: color.charAt(0).toUpperCase() + color.slice(1),
}));

const PricingForm = () => (
  <FormDialog
    messages={adminMessages.pricing}
    schema={pricingPlanInputSchema}
    maxWidth="md"
    defaultValues={{ theme_color: DEFAULT_THEME_COLOR, is_most_popular: false }}
  >
    <FormGrid>
      <TextInput source="name" label="Plan Name" isRequired />
      <NumberInput source="price_inr" label="Price (INR)" isRequired min={0} step={1} />
      <TextInput source="description" multiline minRows={2} className="span-2" />
      <ListTextInput source="features" className="span-2" />
      <TextInput
        source="after_purchase"
        label="After paying"
        helperText="What the buyer gets and does next: how and where to send documents, when a counsellor answers. Shown on the plan, when the buyer returns from paying and in their account."
        multiline
        minRows={2}
        className="span-2"
      />
      <SelectInput source="theme_color" label="Theme Colour" choices={COLOR_CHOICES} />
      <TextInput
        source="stripe_price_id"
        label="Stripe Price ID"
        placeholder="price_..."
        helperText="Checkout stays disabled for this plan until it is set"
      />
      <BooleanInput source="is_most_popular" label="Most Popular" className="span-2" />
    </FormGrid>
  </FormDialog>
);

export default PricingForm;
