// A university's programs, managed inside its dialog: the public site lists them per level, so staff
// maintain them here (name, level, description, duration, application link, and the figures with their
// sources in a program's own dialog).
// A saved university's programs are saved one by one in their own small dialog. A new university has no
// id yet, so its programs are typed into the university's dialog as drafts and saved right after it
// (useProgramDrafts): a draft that fails stays typed, on the now saved university, with the error.

import { PROGRAM_LEVELS } from '@app/shared/constants';
import { type Program, programInputSchema } from '@app/shared/entities';
import { formatDuration } from '@app/shared/format';
import { adminMessages, type Notice } from '@app/shared/messages';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  FunctionField,
  type Identifier,
  NumberInput,
  Pagination,
  ReferenceManyField,
  SelectInput,
  TextField as TextFieldView,
  TextInput,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { DialogStateProvider, useDialogState } from '../../common/dialogState.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { figureText } from '../../common/figures.ts';
import { FormGrid } from '../../common/inputs.tsx';
import { EmptyText } from '../../common/ListPage.tsx';
import { useNotices } from '../../common/notices.tsx';
import { ResponsiveDatagrid } from '../../common/ResponsiveDatagrid.tsx';
import { ProgramFigureInputs } from './ProgramFigureInputs.tsx';

const programMessages = adminMessages.programs;

const LEVEL_CHOICES = PROGRAM_LEVELS.map((level) => ({ id: level, name: level }));

// A draft's figures are all "not checked yet": a checked one needs its page, day and year, which the
// program's own dialog asks for once the university is saved. The tuition text typed here (as a
// university words it) is kept as the non-EU tuition's note until then.
const draftSchema = programInputSchema.omit({ university_id: true });

const DRAFT_FIELDS = ['name', 'level', 'duration_in_years', 'tuition_note', 'application_link', 'description'] as const;
type DraftField = (typeof DRAFT_FIELDS)[number];
type Draft = { key: number; values: Record<DraftField, string>; errors: Partial<Record<DraftField, string>> };

const EMPTY_DRAFT: Draft['values'] = {
  name: '',
  level: PROGRAM_LEVELS[0],
  duration_in_years: '',
  tuition_note: '',
  application_link: '',
  description: '',
};

const programOf = ({ tuition_note, ...values }: Draft['values']) => ({
  ...values,
  tuition_non_eu: { state: 'unchecked', note: tuition_note },
});
/** The draft field an issue of the program's schema belongs to. */
const draftFieldOf = (path: readonly PropertyKey[]) =>
  (path[0] === 'tuition_non_eu' ? 'tuition_note' : path[0]) as DraftField;

const PROGRAMS_NOT_SAVED: Notice = {
  title: 'The university is saved, but a program could not be added; the unsaved programs are still in the form',
};

function errorsOf(values: Draft['values']): Draft['errors'] {
  const result = draftSchema.safeParse(programOf(values));
  const errors: Draft['errors'] = {};
  for (const issue of result.error?.issues ?? []) errors[draftFieldOf(issue.path)] ??= issue.message;
  return errors;
}

/** The programs typed into a university's dialog before they can be saved. */
export function useProgramDrafts() {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  // The form's validation and save read the drafts outside a render, after the latest change.
  const latest = useRef<Draft[]>([]);
  const nextKey = useRef(1);
  const dataProvider = useDataProvider();
  const notices = useNotices();

  const commit = useCallback((next: Draft[]) => {
    latest.current = next;
    setDrafts(next);
  }, []);

  return useMemo(
    () => ({
      drafts,
      add: () => {
        commit([...latest.current, { key: nextKey.current++, values: { ...EMPTY_DRAFT }, errors: {} }]);
      },
      remove: (key: number) => commit(latest.current.filter((draft) => draft.key !== key)),
      change: (key: number, field: DraftField, value: string) =>
        commit(
          latest.current.map((draft) =>
            draft.key === key
              ? {
                  ...draft,
                  values: { ...draft.values, [field]: value },
                  errors: { ...draft.errors, [field]: undefined },
                }
              : draft,
          ),
        ),
      /** Flags what is wrong in every draft; true when all can be saved. */
      validate: () => {
        const checked = latest.current.map((draft) => ({ ...draft, errors: errorsOf(draft.values) }));
        commit(checked);
        return checked.every((draft) => Object.keys(draft.errors).length === 0);
      },
      /** Adds the drafts to the saved university; each saved one leaves the form, a failure stops. */
      save: async (universityId: Identifier): Promise<boolean> => {
        for (const draft of latest.current) {
          try {
            const program = { ...draftSchema.parse(programOf(draft.values)), university_id: universityId };
            await dataProvider.create('programs', { data: program });
          } catch (error) {
            notices.error(PROGRAMS_NOT_SAVED, error);
            return false;
          }
          commit(latest.current.filter((saved) => saved.key !== draft.key));
        }
        return true;
      },
    }),
    [drafts, commit, dataProvider, notices],
  );
}

export type ProgramDrafts = ReturnType<typeof useProgramDrafts>;

const LABELS: Record<DraftField, string> = {
  name: 'Program Name',
  level: 'Level',
  duration_in_years: 'Duration (years)',
  tuition_note: 'Tuition note',
  application_link: 'Application Link',
  description: 'Description',
};

const TUITION_NOTE_HELP = 'As the university words it; the checked fee goes in the program’s own dialog';

const DraftCard = ({ draft, index, drafts }: { draft: Draft; index: number; drafts: ProgramDrafts }) => {
  const name = `New program ${index + 1}`;
  const input = (field: DraftField) => ({
    label: LABELS[field],
    value: draft.values[field],
    onChange: (event: { target: { value: string } }) => drafts.change(draft.key, field, event.target.value),
    error: draft.errors[field] !== undefined,
    helperText: draft.errors[field],
  });
  return (
    <Card variant="outlined" role="group" aria-label={name} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {name}
        </Typography>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => drafts.remove(draft.key)}>
          Remove
        </Button>
      </Box>
      <FormGrid>
        <TextField {...input('name')} required className="span-2" />
        <TextField {...input('level')} select required>
          {PROGRAM_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...input('duration_in_years')} type="number" slotProps={{ htmlInput: { step: 0.5, min: 0 } }} />
        <TextField {...input('tuition_note')} helperText={draft.errors.tuition_note ?? TUITION_NOTE_HELP} />
        <TextField {...input('application_link')} type="url" />
        <TextField {...input('description')} multiline minRows={2} className="span-2" />
      </FormGrid>
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
        <DraftCard key={draft.key} draft={draft} index={index} drafts={drafts} />
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
        defaultValues={{ university_id: universityId, level: PROGRAM_LEVELS[0] }}
      >
        <FormGrid>
          <TextInput source="name" label="Program Name" isRequired className="span-2" />
          <SelectInput source="level" choices={LEVEL_CHOICES} isRequired />
          <NumberInput source="duration_in_years" label="Duration (years)" step={0.5} min={0} />
          <TextInput source="application_link" label="Application Link" type="url" />
          <TextInput source="description" multiline minRows={3} className="span-2" />
          <ProgramFigureInputs />
        </FormGrid>
      </FormDialog>
    </>
  );
};
