// A city's monthly student costs, each a figure with its own official page, in the currency that page
// states (the site converts): a low–high range or one amount, "none" where students pay nothing (say,
// insurance covered without buying), or not checked yet.

import { cityInputSchema } from '@app/shared/entities/city';
import { CITY_COSTS } from '@app/shared/living-costs';
import { adminMessages } from '@app/shared/messages';
import { TextInput } from 'react-admin';
import { ContentImageInput } from '../../common/ContentImageInput.tsx';
import { FigureInput } from '../../common/FigureInput.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid, FormHeading as Heading } from '../../common/inputs.tsx';

const CityForm = () => (
  <FormDialog messages={adminMessages.cities} schema={cityInputSchema} maxWidth="md">
    <FormGrid>
      <TextInput source="name" isRequired helperText="As the universities' rows spell it, e.g. Munich" />
      <TextInput source="country_code" label="Country code" isRequired helperText="ISO 3166-1, e.g. DE" />
      <Heading>Monthly costs</Heading>
      {CITY_COSTS.map((key) => (
        <FigureInput key={key} table="cities" column={key} />
      ))}
      <TextInput
        source="cost_note"
        label="What else the source says"
        helperText="Its own total, a rent of no stated type, its edition"
        className="span-2"
        multiline
      />
      <ContentImageInput table="cities" />
    </FormGrid>
  </FormDialog>
);

export default CityForm;
