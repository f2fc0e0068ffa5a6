// A university's programs, managed inside its dialog: the public site lists them per level, so staff
// maintain them here. A saved university's programs are saved one by one in their own small dialog. A new
// university has no id yet, so its programs are typed into the university's dialog as drafts and saved
// right after it (programDrafts.ts). Both are the one programme form (ProgramFields.tsx).

import { type Program, programInputSchema } from '@app/shared/entities/program';
import { formatDuration } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  FunctionField,
  type Identifier,
  Pagination,
  RecordContextProvider,
  ReferenceManyField,
  ResourceContextProvider,
  TextField as TextFieldView,
  useRecordContext,
} from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { actionsColumn } from '../../common/actions.tsx';
import { DialogStateProvider, useDialogState } from '../../common/dialogState.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { figureText } from '../../common/figures.ts';
import { EmptyText } from '../../common/ListPage.tsx';
import { ResponsiveDatagrid } from '../../common/ResponsiveDatagrid.tsx';
import { NEW_PROGRAM, ProgramFields } from './ProgramFields.tsx';
import { DRAFT_FORM_OPTIONS, type Draft, type ProgramDrafts } from './programDrafts.ts';

const programMessages = adminMessages.programs;

const DraftCard = ({ draft, index, onRemove }: { draft: Draft; index: number; onRemove: () => void }) => {
  const name = `New program ${index + 1}`;
  const form = useForm({ ...DRAFT_FORM_OPTIONS, formControl: draft.form });
  return (
    <Card variant="outlined" role="group" aria-label={name} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {name}
        </Typography>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
          Remove
        </Button>
      </Box>
      {/* The draft's own form inside the university's, with no record: the inputs would otherwise take a
          saved university's description and slug as the draft's. */}
      <FormProvider {...form}>
        <ResourceContextProvider value="programs">
          <RecordContextProvider value={undefined}>
            <ProgramFields />
          </RecordContextProvider>
        </ResourceContextProvider>
      </FormProvider>
    </Card>
  );
};

const DraftList = ({ drafts, saved }: { drafts: ProgramDrafts; saved: boolean }) => {
  if (drafts.drafts.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      {saved && (
        <Alert severity="warning">These programs are not saved yet. Press Save to add them to the university.</Alert>
      )}
      {drafts.drafts.map((draft, index) => (
        <DraftCard key={draft.key} draft={draft} index={index} onRemove={() => drafts.remove(draft.key)} />
      ))}
    </Box>
  );
};

const SectionHeading = ({ onAdd }: { onAdd: () => void }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
    <Typography id="programs-heading" variant="h6" component="h2">
      Programs
    </Typography>
    <Button startIcon={<AddIcon />} onClick={onAdd}>
      Add Program
    </Button>
  </Box>
);

/** The programs part of the university dialog, above its Save and Cancel. */
export const ProgramsSection = ({ drafts }: { drafts: ProgramDrafts }) => {
  const university = useRecordContext();
  return (
    <Box component="section" aria-labelledby="programs-heading" sx={{ pt: 1 }}>
      <Divider sx={{ mb: 2 }} />
      {university ? (
        // The programs' own add/edit dialog, nested in the university's: a provider of its own shadows
        // the list page's, so Edit and Add here open the program dialog, not the university one.
        <DialogStateProvider>
          <SavedUniversityPrograms universityId={university.id} drafts={drafts} />
        </DialogStateProvider>
      ) : (
        <>
          <SectionHeading onAdd={drafts.add} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Programs added here are saved together with the university.
          </Typography>
          <DraftList drafts={drafts} saved={false} />
        </>
      )}
    </Box>
  );
};

const SavedUniversityPrograms = ({ universityId, drafts }: { universityId: Identifier; drafts: ProgramDrafts }) => {
  const { openCreate } = useDialogState();
  return (
    <>
      <SectionHeading onAdd={openCreate} />
      <DraftList drafts={drafts} saved />
      <ReferenceManyField
        reference="programs"
        target="university_id"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25]} />}
      >
        <ResponsiveDatagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<EmptyText>{programMessages.empty}</EmptyText>}
        >
          <TextFieldView source="name" />
          <TextFieldView source="level" />
          <FunctionField
            label="Non-EU tuition / year"
            render={(record: Program) => figureText(record.tuition_non_eu, 'money')}
          />
          <FunctionField label="Deadline" render={(record: Program) => figureText(record.deadline, 'date')} />
          <FunctionField
            label="Duration"
            render={(record: { duration_in_years: number | null }) => formatDuration(record.duration_in_years)}
          />
          {actionsColumn({ messages: programMessages, resource: 'programs' })}
        </ResponsiveDatagrid>
      </ReferenceManyField>
      <FormDialog
        resource="programs"
        messages={programMessages}
        schema={programInputSchema}
        defaultValues={{ ...NEW_PROGRAM, university_id: universityId }}
      >
        <ProgramFields />
      </FormDialog>
    </>
  );
};
