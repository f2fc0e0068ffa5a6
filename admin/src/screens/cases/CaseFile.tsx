// A student's case file (/admin/cases/<id>/show): one read of public.case_file (the data provider's
// caseFile), which joins by e-mail what was on four screens: messages, bookings, the account, purchases,
// and, only when the student agreed to share them, the shortlist, first-year plans and applications
// (where the counsellor adds a step or a comment the student sees). Beside it the case's own rows:
// internal notes and tasks. Staff move the stage here (Closed asks why); admins hand
// the case to another counsellor. Every change is in the history below (the audit trail).
import { notice } from '@app/shared/notice';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useGetRecordId } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNotices } from '../../common/notices.tsx';
import { useCounsellors } from '../../common/useCounsellors.ts';
import type { AppDataProvider, CaseFile as CaseFileDocument } from '../../providers/types.ts';
import { ApplicationsSection } from './CaseApplications.tsx';
import { CaseControls } from './CaseControls.tsx';
import { CaseNotes } from './CaseNotes.tsx';
import { AboutStudent, BookingsSection, HistorySection, MessagesSection, SharedSection } from './CaseSections.tsx';
import { CaseTasks } from './CaseTasks.tsx';
import { StageChip } from './StageChip.tsx';

const fetchError = notice('Error opening the case file');

/** The case file, read again after each change made on this page (so its history shows the change). */
function useCaseFile(id: string | number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notices = useNotices();
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ file?: CaseFileDocument; error?: unknown }>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: read per case and per change
  useEffect(() => {
    let active = true;
    dataProvider.caseFile(id).then(
      (file) => active && setState({ file }),
      (error: unknown) => {
        if (!active) return;
        notices.error(fetchError, error);
        setState({ error });
      },
    );
    return () => {
      active = false;
    };
  }, [id, version]);
  return { ...state, reload: () => setVersion((v) => v + 1) };
}

const CaseFile = () => {
  const id = useGetRecordId();
  const { file, error, reload } = useCaseFile(id);
  const { counsellors, nameOf } = useCounsellors();

  const back = (
    <Button component={Link} to="/cases" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      All cases
    </Button>
  );
  if (error) {
    return (
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {back}
        <Alert severity="error">This case file could not be opened: it may not be assigned to you.</Alert>
      </Box>
    );
  }
  if (!file) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  const { case: studentCase } = file;
  return (
    <Box
      sx={{
        p: { xs: 1, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minWidth: 0,
        contain: 'inline-size',
      }}
    >
      <Title title={`${studentCase.name} · Case file`} />
      {back}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {studentCase.name}
        </Typography>
        <StageChip stage={studentCase.stage} />
      </Box>
      <CaseControls studentCase={studentCase} counsellors={counsellors} onChanged={reload} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <AboutStudent file={file} />
        <CaseTasks caseId={studentCase.id} />
        <CaseNotes caseId={studentCase.id} />
        <BookingsSection file={file} onChanged={reload} />
        <MessagesSection file={file} />
        <SharedSection file={file} />
        <ApplicationsSection file={file} onChanged={reload} />
        <HistorySection file={file} nameOf={nameOf} />
      </Box>
    </Box>
  );
};

export default CaseFile;
