// A city's monthly student costs, each a low–high range (the same figure twice for one amount), in the
// currency its official page states them; the site converts. Figures need their page and the day checked.

import { cityInputSchema } from '@app/shared/entities';
import { CITY_COST_LABELS, CITY_COSTS } from '@app/shared/living-costs';
import { adminMessages } from '@app/shared/messages';
import { DateInput, TextInput } from 'react-admin';
import { ContentImageInput } from '../../common/ContentImageInput.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid, FormHeading as Heading, MoneyInput } from '../../common/inputs.tsx';

const CityForm = () => (
  <FormDialog
    messages={adminMessages.cities}
    schema={cityInputSchema}
    maxWidth="md"
    defaultValues={{ currency: 'EUR' }}
  >
    <FormGrid>
      <TextInput source="name" isRequired helperText="As the universities' rows spell it, e.g. Munich" />
      <TextInput source="country_code" label="Country code" isRequired helperText="ISO 3166-1, e.g. DE" />
      <TextInput source="currency" label="Currency of the figures (ISO code)" helperText="As the source states them" />
      <Heading>Monthly costs (low and high; blank when the source gives none)</Heading>
      {CITY_COSTS.flatMap((key) => [
        <MoneyInput key={`${key}-low`} source={`${key}_low_cents`} label={`${CITY_COST_LABELS[key]}: low`} />,
        <MoneyInput key={`${key}-high`} source={`${key}_high_cents`} label={`${CITY_COST_LABELS[key]}: high`} />,
      ])}
      <TextInput source="transport_note" label="Transport note" className="span-2" />
      <TextInput
        source="cost_note"
        label="What else the source says"
        helperText="Its own total, a rent of no stated type, its edition"
        className="span-2"
        multiline
      />
      <Heading>Sources (required with any figure)</Heading>
      <TextInput source="source_url" label="Official page the costs come from" type="url" className="span-2" />
      <TextInput
        source="transport_source_url"
        label="Transport fares page (if another)"
        type="url"
        className="span-2"
      />
      <DateInput source="checked_on" label="Figures checked on" />
      <ContentImageInput table="cities" />
    </FormGrid>
  </FormDialog>
);

export default CityForm;
