// A counsellor's profile: the name students see, the languages they speak, their video-call link and the
// time zone their weekly hours are written in. Adding one (admins) picks an existing account by e-mail;
// its weekly hours start as the office hours (the database's trigger).
import { SPOKEN_LANGUAGES } from '@app/shared/consultations';
import { counsellorInputSchema } from '@app/shared/entities/counsellor';
import { resourceMessages } from '@app/shared/messages';
import { AutocompleteInput, CheckboxGroupInput, ReferenceInput, TextInput } from 'react-admin';
import { useOptionalDialogState } from '../../common/dialogState.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid } from '../../common/inputs.tsx';

const messages = resourceMessages('counsellor', 'counsellors');
const LANGUAGE_CHOICES = SPOKEN_LANGUAGES.map((language) => ({ id: language, name: language }));

const CounsellorForm = () => {
  const adding = useOptionalDialogState()?.state?.mode === 'create';
  return (
    <FormDialog
      messages={messages}
      schema={counsellorInputSchema}
      defaultValues={{ languages: ['English'], time_zone: 'Europe/Berlin' }}
    >
      <FormGrid>
        {adding && (
          // The accounts list (students view, admins only), searched by e-mail or name.
          <ReferenceInput source="user_id" reference="students" className="span-2">
            <AutocompleteInput
              label="Account (e-mail)"
              optionText="email"
              filterToQuery={(q: string) => ({ q })}
              helperText="The person signs up on the site first; pick their account here."
              isRequired
            />
          </ReferenceInput>
        )}
        <TextInput source="display_name" label="Name shown to students" isRequired className="span-2" />
        <TextInput
          source="video_link"
          label="Video call link"
          type="url"
          placeholder="https://"
          isRequired
          className="span-2"
        />
        <TextInput
          source="time_zone"
          label="Time zone of the weekly hours"
          helperText="An IANA name, such as Europe/Berlin"
          isRequired
          className="span-2"
        />
        <CheckboxGroupInput
          source="languages"
          label="Languages spoken"
          choices={LANGUAGE_CHOICES}
          className="span-2"
          row
        />
      </FormGrid>
    </FormDialog>
  );
};

export default CounsellorForm;
