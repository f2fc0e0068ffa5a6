// The student's applications in the case file (issue 33), only while they share with counsellors: each
// with its stage, deadline, portal and progress, its checklist (where each step comes from, when it is
// due, done or not needed and why), and the comments. The counsellor adds a step (stored as the
// counsellor's: the student ticks it off) or a comment; both show on the student's /applications.
import { APPLICATION_STAGE_LABELS } from '@app/shared/application-stages';
import { formatAdminDate, formatAdminDateTime } from '@app/shared/format';
import { notice } from '@app/shared/notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNotices } from '../../common/notices.tsx';
import { brand } from '../../config.ts';
import type { AppDataProvider, CaseApplication, CaseFile, ChecklistSource } from '../../providers/types.ts';
import { Empty, Section } from './Section.tsx';

const SOURCE_LABELS: Record<ChecklistSource, string> = {
  programme: 'Programme',
  destination: 'Destination',
  home: 'Home country',
  counsellor: 'Counsellor',
  student: 'Student',
};

const stepAdded = notice('Step added', 'The student sees it on their checklist.');
const stepError = notice('Error adding the step');
const commentAdded = notice('Comment added', 'The student sees it with the application.');
const commentError = notice('Error adding the comment');

/** The smallint position after the last step, so the counsellor's step comes last. */
const nextPosition = (steps: CaseApplication['steps']) =>
  Math.min(32_767, Math.max(0, ...steps.map((s) => s.position)) + 1);

const today = () => new Date().toLocaleDateString('en-CA');

const StepState = ({ step }: { step: CaseApplication['steps'][number] }) => {
  if (step.done_at) return <Chip size="small" color="success" label={`Done ${formatAdminDate(step.done_at, '')}`} />;
  if (step.not_needed_reason) return <Chip size="small" label={`Not needed: ${step.not_needed_reason}`} />;
  if (step.due_on && step.due_on < today()) {
    return (
      <Chip size="small" color="error" variant="outlined" label={`Overdue: ${formatAdminDate(step.due_on, '')}`} />
    );
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      label={step.due_on ? `Due ${formatAdminDate(step.due_on, '')}` : 'No due date'}
    />
  );
};

const Application = ({ application: a, onChanged }: { application: CaseApplication; onChanged: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notices = useNotices();
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const name = `${a.program}, ${a.university}`;

  const run = async (
    event: FormEvent,
    call: () => Promise<void>,
    done: () => void,
    ok: typeof stepAdded,
    failed: typeof stepError,
  ) => {
    event.preventDefault();
    setBusy(true);
    try {
      await call();
      done();
      notices.success(ok);
      onChanged();
    } catch (error) {
      notices.error(failed, error);
    } finally {
      setBusy(false);
    }
  };
  const addStep = (event: FormEvent) =>
    run(
      event,
      () =>
        dataProvider.addApplicationStep(a.id, {
          title: title.trim(),
          due_on: due || null,
          position: nextPosition(a.steps),
        }),
      () => {
        setTitle('');
        setDue('');
      },
      stepAdded,
      stepError,
    );
  const addComment = (event: FormEvent) =>
    run(
      event,
      () => dataProvider.addApplicationComment(a.id, comment.trim()),
      () => setComment(''),
      commentAdded,
      commentError,
    );

  const { done, total } = a.progress;
  return (
    <Box
      component="article"
      aria-label={name}
      data-testid={`application-${a.id}`}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography component="h3" sx={{ fontWeight: 500 }}>
        <MuiLink
          href={`${brand.siteUrl}/programs/${a.university_slug}/${a.program_slug}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {a.program}
        </MuiLink>
        , {a.university}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" color="primary" label={APPLICATION_STAGE_LABELS[a.stage] ?? a.stage} />
        <Typography variant="body2" color="text.secondary">
          Deadline {formatAdminDate(a.deadline, 'not set')}
          {a.portal ? ` · via ${a.portal}` : ''}
          {a.application_number ? ` · no. ${a.application_number}` : ''}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2">
          {done} of {total} steps done
        </Typography>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 0 : Math.round((done / total) * 100)}
          aria-label={`${name}: ${done} of ${total} steps done`}
        />
      </Box>
      {a.steps.length === 0 ? (
        <Empty>No checklist steps yet.</Empty>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {a.steps.map((step) => (
            <li key={step.id}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography variant="body2" sx={{ textDecoration: step.done_at ? 'line-through' : undefined }}>
                  {step.official_url ? (
                    <MuiLink href={step.official_url} target="_blank" rel="noopener noreferrer">
                      {step.title}
                    </MuiLink>
                  ) : (
                    step.title
                  )}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {SOURCE_LABELS[step.source]}
                </Typography>
                <StepState step={step} />
              </Box>
            </li>
          ))}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={addStep}
        aria-label={`Add a step to ${name}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label="New step"
          size="small"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          sx={{ flex: '1 1 200px' }}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <TextField
          label="Step due on"
          type="date"
          size="small"
          value={due}
          onChange={(event) => setDue(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !title.trim()}>
          Add step
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h4">
        Comments
      </Typography>
      {a.comments.length === 0 ? (
        <Empty>No comments yet.</Empty>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {a.comments.map((c) => (
            <li key={c.id}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.body}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {c.author} · {formatAdminDateTime(c.created_at, '')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={addComment}
        aria-label={`Comment on ${name}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label="Comment for the student"
          size="small"
          multiline
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !comment.trim()}>
          Add comment
        </Button>
      </Box>
    </Box>
  );
};

export const ApplicationsSection = ({ file, onChanged }: { file: CaseFile; onChanged: () => void }) => (
  <Section id="applications" title="Applications">
    {file.applications === null ? (
      <Empty>Not shared by the student</Empty>
    ) : file.applications.length === 0 ? (
      <Empty>No applications started.</Empty>
    ) : (
      file.applications.map((application) => (
        <Application key={application.id} application={application} onChanged={onChanged} />
      ))
    )}
  </Section>
);
