// The structured half of the programme form: what the finder filters on and the programme page shows.
// Each fee, the deadline and the English requirement is a figure with its own official page
// (common/FigureInput.tsx); money is typed in units of its currency (4000 or 4000.50), stored in cents.
import { STUDY_MODES } from '@app/shared/constants';
import { INSTRUCTION_LANGUAGES, MONTH_NAMES } from '@app/shared/program-labels';
import {
  AutocompleteArrayInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { FigureInput } from '../../common/FigureInput.tsx';
import { FormHeading as Heading } from '../../common/inputs.tsx';

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
    <TextInput source="program_url" label="Official programme page" type="url" className="span-2" />
    <Heading>Fees, deadline and English (each from its official page)</Heading>
    <FigureInput table="programs" column="tuition_non_eu" />
    <FigureInput table="programs" column="tuition_eu" />
    <FigureInput table="programs" column="semester_fees" />
    <FigureInput table="programs" column="deadline" />
    <FigureInput table="programs" column="english_requirement" />
  </>
);
