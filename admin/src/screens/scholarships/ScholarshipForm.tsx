// A scholarship: who funds it and its official page; the levels, fields, destinations and nationalities
// it is for (blank: all), and its universities and programmes (any, only these, or none we list:
// scopes.ts); what it pays, part by part (AwardPartsInput.tsx); its opening day and deadline as date
// figures, each from its own page (a deadline the page does not fix is "Confirmed none": rolling); and
// the day the page was read.
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { resourceMessages } from '@app/shared/messages';
import type { ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FigureInput } from '../../common/FigureInput.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid, FormHeading as Heading } from '../../common/inputs.tsx';
import { AwardPartsInput } from './AwardPartsInput.tsx';
import { COUNTRY_CHOICES } from './countries.ts';
import { type Scope, scholarshipFormSchema, scopeOf } from './scopes.ts';

const messages = resourceMessages('scholarship', 'scholarships', true);
const LEVEL_CHOICES = PROGRAM_LEVELS.map((level) => ({ id: level, name: level }));
const fieldText = (field: { code: string; name: string }) => `${field.code} ${field.name}`;
const programText = (program: { name: string; level: string }) => `${program.name}, ${program.level}`;

type Target = 'university' | 'program';
const SCOPE_CHOICES: Record<Target, { id: Scope; name: string }[]> = {
  university: [
    { id: 'any', name: 'Any in its destinations' },
    { id: 'only', name: 'Only these' },
    { id: 'none', name: 'None we list' },
  ],
  program: [
    { id: 'any', name: 'Any' },
    { id: 'only', name: 'Only these' },
    { id: 'none', name: 'Its own programme (none we list)' },
  ],
};

/** Any, only the chosen ones, or none of the catalogue's; the select shows for "only". */
const ScopeInput = ({ target, label, children }: { target: Target; label: string; children: ReactNode }) => {
  const stored = scopeOf(useRecordContext()?.[`${target}_ids`]);
  const scope = (useWatch({ name: `${target}_scope` }) as Scope | undefined) ?? stored;
  return (
    <>
      <RadioButtonGroupInput
        source={`${target}_scope`}
        label={label}
        choices={SCOPE_CHOICES[target]}
        defaultValue={stored}
        row
        helperText={false}
        className="span-2"
      />
      {scope === 'only' && children}
    </>
  );
};

/** The programmes to choose from: those of the chosen universities, or all. */
const ProgramsInput = () => {
  const universities = (useWatch({ name: 'university_ids' }) as number[] | null) ?? [];
  return (
    <ReferenceArrayInput
      source="program_ids"
      reference="programs"
      sort={{ field: 'name', order: 'ASC' }}
      filter={universities.length ? { 'university_id@in': `(${universities.join(',')})` } : {}}
    >
      <AutocompleteArrayInput
        label="Only these programmes"
        optionText={programText}
        filterToQuery={(text: string) => ({ 'name@ilike': text })}
        className="span-2"
      />
    </ReferenceArrayInput>
  );
};

const ScholarshipForm = () => (
  <FormDialog
    messages={messages}
    schema={scholarshipFormSchema}
    maxWidth="md"
    defaultValues={{ levels: [...PROGRAM_LEVELS], covers: [], intake: '2027/28', nationalities_checked: true }}
  >
    <FormGrid>
      <TextInput source="name" label="Name" isRequired className="span-2" />
      <TextInput source="provider" label="Provider" isRequired helperText="Who funds it, e.g. DAAD" />
      <TextInput source="slug" label="URL name" helperText="Blank: made from the name" />
      <TextInput source="official_url" label="Official page" type="url" isRequired className="span-2" />
      <TextInput source="criteria" label="Selection criterion" isRequired multiline className="span-2" />
      <NumberInput source="awards_count" label="Awards a year" min={1} step={1} helperText="Blank: not stated" />
      <TextInput source="intake" label="Intake" isRequired helperText="The year its amounts and dates are for" />

      <Heading>Who may hold it, and where</Heading>
      <CheckboxGroupInput source="levels" label="Levels" choices={LEVEL_CHOICES} className="span-2" />
      <AutocompleteArrayInput
        source="destination_codes"
        label="Destinations"
        choices={COUNTRY_CHOICES}
        isRequired
        helperText="The countries it funds study in"
      />
      <ReferenceArrayInput source="field_codes" reference="fields-of-study" sort={{ field: 'code', order: 'ASC' }}>
        <AutocompleteArrayInput label="Fields of study" optionText={fieldText} helperText="Blank: every field" />
      </ReferenceArrayInput>
      <AutocompleteArrayInput
        source="nationalities"
        label="Nationalities"
        choices={COUNTRY_CHOICES}
        helperText="Blank: every nationality may apply"
      />
      <BooleanInput
        source="nationalities_checked"
        label="Nationalities checked on the official page"
        helperText="Off: shown as not checked yet, and matched to no nationality"
      />
      <ScopeInput target="university" label="Universities">
        <ReferenceArrayInput
          source="university_ids"
          reference="universities"
          sort={{ field: 'university_name', order: 'ASC' }}
        >
          <AutocompleteArrayInput
            label="Only these universities"
            optionText="university_name"
            filterToQuery={(text: string) => ({ q: text })}
            className="span-2"
          />
        </ReferenceArrayInput>
      </ScopeInput>
      <ScopeInput target="program" label="Programmes">
        <ProgramsInput />
      </ScopeInput>
      <TextInput
        source="eligibility_note"
        label="Eligibility in words"
        multiline
        className="span-2"
        helperText="What the lists above cannot say, e.g. graduated within the last six years"
      />

      <Heading>What it pays</Heading>
      <AwardPartsInput />

      <Heading>Dates (each from its official page)</Heading>
      <FigureInput table="scholarships" column="opens_on" />
      <FigureInput table="scholarships" column="deadline" />
      <DateInput source="checked_on" label="Checked on" isRequired helperText="The day you read the official page" />
    </FormGrid>
  </FormDialog>
);

export default ScholarshipForm;
