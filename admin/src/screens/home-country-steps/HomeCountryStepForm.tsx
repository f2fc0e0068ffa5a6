// A home-country step: who it is for (home country, destination or every one, level or every one), what
// to do, its official page, how many days before the deadline it takes, the intake the page spoke of
// and the day it was read (not in the future).
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { HOME_COUNTRIES } from '@app/shared/consultations';
import { homeCountryStepInputSchema } from '@app/shared/entities/home-country-step';
import { resourceMessages } from '@app/shared/messages';
import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid, FormHeading as Heading } from '../../common/inputs.tsx';

const messages = resourceMessages('home-country step', 'home-country steps', true);
const HOME_CHOICES = HOME_COUNTRIES.map((country) => ({ id: country, name: country }));
const LEVEL_CHOICES = PROGRAM_LEVELS.map((level) => ({ id: level, name: level }));

const HomeCountryStepForm = () => (
  <FormDialog
    messages={messages}
    schema={homeCountryStepInputSchema}
    maxWidth="md"
    defaultValues={{ position: 0, applies_to: '' }}
  >
    <FormGrid>
      <SelectInput source="home_country" label="Home country" choices={HOME_CHOICES} isRequired />
      <TextInput
        source="destination_code"
        label="Destination code"
        helperText="ISO 3166-1, e.g. DE; blank for every destination"
      />
      <SelectInput source="level" label="Level" choices={LEVEL_CHOICES} emptyText="Every level" />
      <NumberInput source="position" label="Order" min={0} max={999} helperText="Lower comes first" />
      <TextInput source="title" label="Step" isRequired className="span-2" />
      <TextInput source="detail" label="What to do" multiline className="span-2" />
      <Heading>Source</Heading>
      <TextInput source="official_url" label="Official page" type="url" isRequired className="span-2" />
      <NumberInput
        source="lead_time_days"
        label="Lead time (days)"
        min={0}
        max={365}
        isRequired
        helperText="How long before the deadline to start"
      />
      <TextInput
        source="applies_to"
        label="Applies to"
        isRequired
        helperText="The intake the page speaks of, e.g. 2027 intake"
      />
      <DateInput source="checked_on" label="Checked on" isRequired helperText="The day you read the official page" />
    </FormGrid>
  </FormDialog>
);

export default HomeCountryStepForm;
