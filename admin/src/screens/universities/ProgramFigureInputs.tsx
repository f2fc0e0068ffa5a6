// The structured half of the programme form: what the finder filters on and the programme page shows.
// Money is stored in cents of the fee currency; staff type whole amounts (4000 or 4000.50).
import { STUDY_MODES } from '@app/shared/constants';
import { INSTRUCTION_LANGUAGES, MONTH_NAMES } from '@app/shared/program-labels';
import {
  AutocompleteArrayInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { FormHeading as Heading, MoneyInput } from '../../common/inputs.tsx';

const LANGUAGE_CHOICES = Object.entries(INSTRUCTION_LANGUAGES).map(([id, name]) => ({ id, name }));
const MONTH_CHOICES = MONTH_NAMES.map((name, index) => ({ id: index + 1, name }));
const MODE_CHOICES = STUDY_MODES.map((mode) => ({ id: mode, name: mode }));

export const ProgramFigureInputs = () => (
  <>
    <Heading>Course</Heading>
    <ReferenceInput source="field_code" reference="fields-of-study" sort={{ field: 'code', order: 'ASC' }}>
      <SelectInput
        label="Field of study"
        optionText={(field: { code: string; name: string }) => `${field.code} ${field.name}`}
      />
    </ReferenceInput>
    <SelectInput source="study_mode" label="Study mode" choices={MODE_CHOICES} emptyText="Not stated" />
    <AutocompleteArrayInput source="languages" label="Languages of instruction" choices={LANGUAGE_CHOICES} />
    <NumberInput source="ects" label="ECTS credits" min={1} step={30} />
    <SelectArrayInput source="intake_months" label="Intakes (start months)" choices={MONTH_CHOICES} />
    <TextInput source="slug" label="URL name" helperText="Blank: made from the name" />
    <Heading>Deadline and requirements (applicants from outside the EU)</Heading>
    <DateInput source="application_deadline" label="Next application deadline" />
    <TextInput source="deadline_note" label="Deadline note" />
    <NumberInput source="ielts_min" label="Minimum IELTS (overall)" min={0} max={9} step={0.5} />
    <NumberInput source="toefl_min" label="Minimum TOEFL iBT" min={0} max={120} step={1} />
    <Heading>Fees per year</Heading>
    <TextInput source="fee_currency" label="Currency (ISO code)" defaultValue="EUR" />
    <MoneyInput source="tuition_non_eu_cents" label="Tuition, non-EU students" />
    <MoneyInput source="tuition_eu_cents" label="Tuition, EU students" />
    <MoneyInput source="semester_fees_cents" label="Semester and student fees" />
    <TextInput source="fee_note" label="Fee note" className="span-2" />
    <Heading>Sources (required with any fee or deadline)</Heading>
    <TextInput source="program_url" label="Official programme page" type="url" className="span-2" />
    <TextInput source="source_url" label="Page the fees come from" type="url" className="span-2" />
    <TextInput
      source="deadline_source_url"
      label="Page the deadline comes from (if another)"
      type="url"
      className="span-2"
    />
    <DateInput source="checked_on" label="Figures checked on" />
  </>
);
