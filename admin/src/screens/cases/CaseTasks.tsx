// What was promised to the student, with a due date: added here, ticked off when done. Open tasks come
// first, soonest due first; an overdue one says so.
import type { CaseTask } from '@app/shared/entities/case-task';
import { formatAdminDate } from '@app/shared/format';
import { notice } from '@app/shared/notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCreate, useGetList, useUpdate } from 'react-admin';
import { useNotices } from '../../common/notices.tsx';
import { Empty, Section } from './Section.tsx';

const saveError = notice('Error saving the task');
const today = () => new Date().toISOString().slice(0, 10);

export const CaseTasks = ({ caseId }: { caseId: number }) => {
  const notices = useNotices();
  const { data: tasks, refetch } = useGetList<CaseTask>('case-tasks', {
    filter: { case_id: caseId },
    sort: { field: 'done', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const [create, { isPending: adding }] = useCreate();
  const [update] = useUpdate();
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const onError = (error: unknown) => notices.error(saveError, error);

  return (
    <Section id="tasks" title="Tasks">
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) return;
          create(
            'case-tasks',
            { data: { case_id: caseId, title: title.trim(), due_on: due || null } },
            {
              onSuccess: () => {
                setTitle('');
                setDue('');
                refetch();
              },
              onError,
            },
          );
        }}
      >
        <TextField
          label="New task"
          size="small"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          sx={{ flex: '1 1 200px' }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Due on"
          type="date"
          size="small"
          value={due}
          onChange={(event) => setDue(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" disabled={adding || !title.trim()}>
          Add task
        </Button>
      </Box>
      {tasks?.length === 0 && <Empty>No tasks.</Empty>}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {tasks?.map((task) => (
          <Box component="li" key={task.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={task.done}
                  onChange={(event) =>
                    update(
                      'case-tasks',
                      { id: task.id, data: { done: event.target.checked }, previousData: task },
                      { onSuccess: () => refetch(), onError },
                    )
                  }
                />
              }
              label={task.title}
              sx={{ textDecoration: task.done ? 'line-through' : undefined, mr: 0 }}
            />
            {task.due_on && (
              <Chip
                size="small"
                variant="outlined"
                color={!task.done && task.due_on < today() ? 'error' : 'default'}
                label={`${!task.done && task.due_on < today() ? 'Overdue: ' : 'Due '}${formatAdminDate(task.due_on, '')}`}
              />
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
};
