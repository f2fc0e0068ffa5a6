// Internal notes on a case: any staff of the case adds one, the author edits their own. They are never
// shown to the student (RLS: students read no notes), though their data download includes them.
import type { CaseNote } from '@app/shared/entities/case-note';
import { formatAdminDateTime } from '@app/shared/format';
import { notice } from '@app/shared/notice';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCreate, useGetIdentity, useGetList, useUpdate } from 'react-admin';
import { useNotices } from '../../common/notices.tsx';
import { Empty, Section } from './Section.tsx';

const saved = notice('Note saved');
const saveError = notice('Error saving the note');
const MAX = 5000;

const NoteEditor = ({
  label,
  initial = '',
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSave: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) => {
  const [body, setBody] = useState(initial);
  const [saving, setSaving] = useState(false);
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!body.trim()) return;
        setSaving(true);
        try {
          await onSave(body.trim());
          setBody('');
        } finally {
          setSaving(false);
        }
      }}
    >
      <TextField
        label={label}
        multiline
        minRows={2}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" disabled={saving || !body.trim()}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
};

export const CaseNotes = ({ caseId }: { caseId: number }) => {
  const { identity } = useGetIdentity();
  const notices = useNotices();
  const { data: notes, refetch } = useGetList<CaseNote>('case-notes', {
    filter: { case_id: caseId },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const [create] = useCreate();
  const [update] = useUpdate();
  const [editing, setEditing] = useState<number | null>(null);
  const options = {
    onSuccess: () => {
      notices.success(saved);
      setEditing(null);
      refetch();
    },
    onError: (error: unknown) => notices.error(saveError, error),
    returnPromise: true,
  } as const;

  return (
    <Section
      id="notes"
      title="Notes"
      note={
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <LockIcon fontSize="inherit" /> Internal: never shown to the student.
        </Typography>
      }
    >
      <NoteEditor
        label="New note"
        submitLabel="Add note"
        onSave={(body) => create('case-notes', { data: { case_id: caseId, body } }, options).catch(() => {})}
      />
      {notes?.length === 0 && <Empty>No notes yet.</Empty>}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
        {notes?.map((note) => {
          const own = identity?.id === note.author_id;
          return (
            <Box component="li" key={note.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              {editing === note.id ? (
                <NoteEditor
                  label="Edit note"
                  initial={note.body}
                  submitLabel="Save note"
                  onCancel={() => setEditing(null)}
                  onSave={(body) =>
                    update('case-notes', { id: note.id, data: { body }, previousData: note }, options).catch(() => {})
                  }
                />
              ) : (
                <>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography variant="caption" color="text.secondary">
                      {own ? 'You' : 'Another staff member'} · {formatAdminDateTime(note.created_at, '')}
                    </Typography>
                    {own && (
                      <Button size="small" onClick={() => setEditing(note.id)}>
                        Edit note
                      </Button>
                    )}
                  </Box>
                </>
              )}
            </Box>
          );
        })}
      </Box>
    </Section>
  );
};
