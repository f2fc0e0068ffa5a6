import { universityInputSchema } from '@app/shared/entities/university';
import { adminMessages } from '@app/shared/messages';
import { NumberInput, TextInput } from 'react-admin';
import { ContentImageInput } from '../../common/ContentImageInput.tsx';
import { useDialogState } from '../../common/dialogState.tsx';
import { FigureInput } from '../../common/FigureInput.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid, FormHeading, ListTextInput } from '../../common/inputs.tsx';
import { ProgramsSection } from './ProgramsSection.tsx';
import { useProgramDrafts } from './programDrafts.ts';

// Mounted only while the dialog is open, so every new university starts without draft programs, and
// the drafts survive the switch from 'Add' to 'Edit' when some of them could not be saved.
const UniversityForm = () => (useDialogState().state === null ? null : <UniversityDialog />);

const UniversityDialog = () => {
  const drafts = useProgramDrafts();
  return (
    <FormDialog
      messages={adminMessages.universities}
      schema={universityInputSchema}
      maxWidth="md"
      extra={<ProgramsSection drafts={drafts} />}
      validateExtra={drafts.validate}
      saveExtra={(university) => drafts.save(university.id)}
    >
      <FormGrid>
        <TextInput source="university_name" label="University Name" isRequired className="span-2" />
        <ListTextInput
          source="other_names"
          label="Other Names"
          helperText="Own-language names and short forms students search by, comma-separated"
          className="span-2"
        />
        <TextInput source="city" />
        <TextInput source="country" />
        <TextInput source="country_code" label="Country Code" helperText="ISO 3166-1, e.g. DE" />
        <TextInput source="slug" label="URL Name" helperText="Blank: made from the name" />
        <TextInput source="location" helperText="e.g. campus or region" />
        <TextInput source="institution_type" label="Institution Type" helperText="e.g. Public University" />
        <TextInput source="description" multiline minRows={3} className="span-2" />
        <TextInput source="approx_tuition_fee_range" label="Approx. Tuition Fee Range" />
        <NumberInput
          source="global_ranking"
          label="Global Ranking"
          step={1}
          min={1}
          helperText="Whole number; leave empty if unranked"
        />
        <ListTextInput source="popular_programs" label="Popular Programs" className="span-2" />
        <ListTextInput source="masters_programs" label="Master's Programs" className="span-2" />
        <TextInput source="application_deadline_info" label="Application Deadline Info" />
        <TextInput source="official_website_url" label="Official Website URL" type="url" />
        <TextInput source="attendance" />
        <TextInput source="scholarships" />
        <TextInput source="image_placeholder_text" label="Image Placeholder Text" className="span-2" />
        {/* A fee published once for every programme of a level (TUM, TU Delft). */}
        <FormHeading>University-wide fees (shown for each program until its own fee is checked)</FormHeading>
        <FigureInput table="universities_data" column="tuition_non_eu_bachelor" />
        <FigureInput table="universities_data" column="tuition_non_eu_master" />
        <ContentImageInput table="universities_data" />
      </FormGrid>
    </FormDialog>
  );
};

export default UniversityForm;
