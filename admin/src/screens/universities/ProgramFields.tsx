// The one programme form, used by a saved university's programme dialog and by the drafts typed while a
// university is added (ProgramsSection.tsx), so both ask for the same fields under the same labels and
// are checked by the same shared schema (programFieldsSchema). The structured half is what the finder
// filters on and the programme page shows. Each fee, the deadline and the English requirement is a
// figure with its own official page (common/FigureInput.tsx); money is typed in units of its currency
// (4000 or 4000.50), stored in cents.
import { PROGRAM_LEVELS, STUDY_MODES } from '@app/shared/constants';
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
import { FigureInput } from '../../common/FigureInput.tsx';
import { FormGrid, FormHeading as Heading, ListTextInput } from '../../common/inputs.tsx';

const LEVEL_CHOICES = PROGRAM_LEVELS.map((level) => ({ id: level, name: level }));
const LANGUAGE_CHOICES = Object.entries(INSTRUCTION_LANGUAGES).map(([id, name]) => ({ id, name }));
const MONTH_CHOICES = MONTH_NAMES.map((name, index) => ({ id: index + 1, name }));
const MODE_CHOICES = STUDY_MODES.map((mode) => ({ id: mode, name: mode }));

/** What a new programme's form starts with, in the dialog and in a draft. */
export const NEW_PROGRAM = { level: PROGRAM_LEVELS[0] };

const CourseInputs = () => (
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
  </>
);

const FigureInputs = () => (
  <>
    <Heading>Fees, deadline and English (each from its official page)</Heading>
    <FigureInput table="programs" column="tuition_non_eu" />
    <FigureInput table="programs" column="tuition_eu" />
    <FigureInput table="programs" column="semester_fees" />
    <FigureInput table="programs" column="deadline" />
    <FigureInput table="programs" column="english_requirement" />
    <FigureInput table="programs" column="application_fee" />
  </>
);

const DocumentInputs = () => (
  <>
    <Heading>Documents the application asks for (from its official page)</Heading>
    <ListTextInput source="documents" label="Documents" className="span-2" />
    <TextInput source="documents_source_url" label="Page that asks for them" type="url" />
    <DateInput source="documents_checked_on" label="Day you read it" />
  </>
);

/** A programme's inputs, in the nearest form (the dialog's, or a draft's own). */
export const ProgramFields = () => (
  <FormGrid>
    <TextInput source="name" label="Program Name" isRequired className="span-2" />
    <SelectInput source="level" label="Level" choices={LEVEL_CHOICES} isRequired />
    <NumberInput source="duration_in_years" label="Duration (years)" step={0.5} min={0} />
    <TextInput source="application_link" label="Application Link" type="url" />
    <TextInput source="description" label="Description" multiline minRows={3} className="span-2" />
    <CourseInputs />
    <FigureInputs />
    <DocumentInputs />
  </FormGrid>
);
