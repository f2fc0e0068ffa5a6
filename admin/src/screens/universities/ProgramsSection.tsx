// A university's programs, managed inside its edit dialog: the public site lists them per level, so
// staff maintain them here (name, level, description, tuition fee, duration, application link).

import { PROGRAM_LEVELS } from '@app/shared/constants';
import { programInputSchema } from '@app/shared/entities';
import { formatDuration } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  NumberInput,
  Pagination,
  ReferenceManyField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import type { DialogState } from '../../common/dialogState.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { FormGrid } from '../../common/inputs.tsx';
import { EmptyText } from '../../common/ListPage.tsx';

const programMessages = adminMessages.programs;

const LEVEL_CHOICES = PROGRAM_LEVELS.map((level) => ({ id: level, name: level }));

export const ProgramsSection = () => {
  const university = useRecordContext();
  const [state, setState] = useState<DialogState>(null);
  if (!university) return null;
  return (
    <Box component="section" aria-labelledby="programs-heading" sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="programs-heading" variant="h6" component="h2">
          Programs
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setState({ mode: 'create' })}>
          Add Program
        </Button>
      </Box>
      <ReferenceManyField
        reference="programs"
        target="university_id"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25]} />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{programMessages.empty}</EmptyText>}>
          <TextField source="name" />
          <TextField source="level" />
          <TextField source="tuition_fee" label="Tuition Fee" emptyText="—" />
          <FunctionField
            label="Duration"
            render={(record: { duration_in_years: number | null }) => formatDuration(record.duration_in_years)}
          />
          {actionsColumn({
            messages: programMessages,
            resource: 'programs',
            onEdit: (id) => setState({ mode: 'edit', id }),
          })}
        </Datagrid>
      </ReferenceManyField>
      <FormDialog
        resource="programs"
        messages={programMessages}
        schema={programInputSchema}
        state={state}
        onClose={() => setState(null)}
        defaultValues={{ university_id: university.id, level: PROGRAM_LEVELS[0] }}
      >
        <FormGrid>
          <TextInput source="name" label="Program Name" isRequired className="span-2" />
          <SelectInput source="level" choices={LEVEL_CHOICES} isRequired />
          <NumberInput source="duration_in_years" label="Duration (years)" step={0.5} min={0} />
          <TextInput source="tuition_fee" label="Tuition Fee" />
          <TextInput source="application_link" label="Application Link" type="url" />
          <TextInput source="description" multiline minRows={3} className="span-2" />
        </FormGrid>
      </FormDialog>
    </Box>
  );
};
