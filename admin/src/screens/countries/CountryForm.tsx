// A country's visa facts, each figure with its official page, and the application checklist, edited
// in order (the arrows move a step up or down).
import { countryInputSchema } from '@app/shared/entities';
import { adminMessages } from '@app/shared/messages';
import { ArrayInput, DateInput, NumberInput, SimpleFormIterator, TextInput } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid, FormHeading as Heading, MoneyInput } from '../../common/inputs.tsx';

const Source = ({ source, label = 'Official page' }: { source: string; label?: string }) => (
  <TextInput source={source} label={label} type="url" />
);

const CountryForm = () => (
  <FormDialog
    messages={adminMessages.countries}
    schema={countryInputSchema}
    maxWidth="md"
    defaultValues={{
      currency: 'EUR',
      proof_of_funds_currency: 'EUR',
      visa_fee_currency: 'EUR',
      permit_fee_currency: 'EUR',
      checklist: [],
    }}
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
      <Heading>Proof of funds (per year)</Heading>
      <MoneyInput source="proof_of_funds_cents" label="Amount a year" />
      <TextInput source="proof_of_funds_currency" label="Its currency" />
      <TextInput source="proof_of_funds_note" label="How it is shown" className="span-2" multiline />
      <TextInput source="proof_of_funds_source_url" label="Official page" type="url" className="span-2" />
      <Heading>Fees (one-off)</Heading>
      <MoneyInput source="visa_fee_cents" label="National student visa fee" />
      <TextInput source="visa_fee_currency" label="Its currency" />
      <Source source="visa_fee_source_url" />
      <span />
      <MoneyInput source="permit_fee_cents" label="First residence permit fee" />
      <TextInput source="permit_fee_currency" label="Its currency" />
      <Source source="permit_fee_source_url" />
      <span />
      <Heading>Insurance, work and after graduation</Heading>
      <TextInput source="insurance_note" label="Mandatory insurance" className="span-2" multiline />
      <TextInput source="insurance_source_url" label="Official page" type="url" className="span-2" />
      <NumberInput source="work_hours_per_week" label="Work hours a week during term" min={0} max={60} />
      <Source source="work_source_url" />
      <TextInput source="work_note" label="Work rules" className="span-2" />
      <NumberInput source="post_study_months" label="Post-study stay (months)" min={0} max={120} />
      <Source source="post_study_source_url" />
      <TextInput source="post_study_note" label="Post-study rules" className="span-2" />
      <DateInput source="checked_on" label="Figures checked on" />
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
