// A country's visa facts: its money figures (proof of funds, the official living-cost norm, visa and
// permit fees), each with its official page; the work and post-study rules with theirs and the day they
// were read; and the application checklist, edited in order (the arrows move a step up or down).
import { countryInputSchema } from '@app/shared/entities/country';
import { adminMessages } from '@app/shared/messages';
import { ArrayInput, DateInput, NumberInput, SimpleFormIterator, TextInput } from 'react-admin';
import { FigureInput } from '../../common/FigureInput.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid, FormHeading as Heading } from '../../common/inputs.tsx';

const Source = ({ source, label = 'Official page' }: { source: string; label?: string }) => (
  <TextInput source={source} label={label} type="url" />
);

const CountryForm = () => (
  <FormDialog
    messages={adminMessages.countries}
    schema={countryInputSchema}
    maxWidth="md"
    defaultValues={{ currency: 'EUR', checklist: [] }}
  >
    <FormGrid>
      <TextInput source="name" isRequired />
      <TextInput
        source="code"
        label="Country code"
        isRequired
        helperText="ISO 3166-1, e.g. DE; the guide is /countries/de"
      />
      <TextInput source="currency" label="Currency (ISO code)" />
      <Heading>Money</Heading>
      <FigureInput table="countries" column="proof_of_funds" />
      <FigureInput table="countries" column="living_norm" />
      <FigureInput table="countries" column="visa_fee" />
      <FigureInput table="countries" column="permit_fee" />
      <Heading>Insurance, work and after graduation</Heading>
      <TextInput source="insurance_note" label="Mandatory insurance" className="span-2" multiline />
      <TextInput source="insurance_source_url" label="Official page" type="url" className="span-2" />
      <NumberInput source="work_hours_per_week" label="Work hours a week during term" min={0} max={60} />
      <Source source="work_source_url" />
      <TextInput source="work_note" label="Work rules" className="span-2" />
      <NumberInput source="post_study_months" label="Post-study stay (months)" min={0} max={120} />
      <Source source="post_study_source_url" />
      <TextInput source="post_study_note" label="Post-study rules" className="span-2" />
      <DateInput source="checked_on" label="Rules checked on" helperText="Work and post-study rules" />
      <Heading>Application checklist (in order)</Heading>
      <ArrayInput source="checklist" label={false} className="span-2">
        <SimpleFormIterator
          inline={false}
          fullWidth
          // The move and remove buttons stay visible (react-admin shows them on hover only): phones and
          // keyboards need them too.
          sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
        >
          <TextInput source="title" label="Step" isRequired fullWidth />
          <TextInput source="detail" label="What to do" fullWidth multiline />
          <TextInput source="lead_time" label="Typical time" />
          <TextInput source="url" label="Official page" type="url" isRequired fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </FormGrid>
  </FormDialog>
);

export default CountryForm;
