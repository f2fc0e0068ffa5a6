// The case's stage (any staff of the case; Closed asks for the reason) and its counsellor (admins hand a
// case over; a counsellor cannot give theirs away: RLS would refuse the row they could no longer see).
import { CASE_STAGE_LABELS, CASE_STAGES, type CaseStage } from '@app/shared/consultations';
import { notice } from '@app/shared/notice';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePermissions, useUpdate } from 'react-admin';
import { CloseCaseDialog } from '../../common/CloseCaseDialog.tsx';
import { useNotices } from '../../common/notices.tsx';
import type { CounsellorChoice } from '../../common/useCounsellors.ts';
import type { CaseFile } from '../../providers/types.ts';

const saved = notice('Case updated');
const saveError = notice('Error updating the case');

type Props = { studentCase: CaseFile['case']; counsellors: CounsellorChoice[]; onChanged: () => void };

export const CaseControls = ({ studentCase, counsellors, onChanged }: Props) => {
  const { permissions } = usePermissions();
  const [update, { isPending }] = useUpdate();
  const notices = useNotices();
  const [closing, setClosing] = useState(false);

  const save = (data: Record<string, unknown>) =>
    update(
      'cases',
      { id: studentCase.id, data, previousData: studentCase },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notices.success(saved);
          onChanged();
        },
        onError: (error) => notices.error(saveError, error),
      },
    );

  const moveTo = (stage: CaseStage) => {
    if (stage === studentCase.stage) return;
    if (stage === 'closed') setClosing(true);
    else save({ stage, closed_reason: null });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <TextField
        select
        label="Stage"
        value={studentCase.stage}
        disabled={isPending}
        onChange={(event) => moveTo(event.target.value as CaseStage)}
        sx={{ minWidth: 220 }}
        size="small"
      >
        {CASE_STAGES.map((stage) => (
          <MenuItem key={stage} value={stage}>
            {CASE_STAGE_LABELS[stage]}
          </MenuItem>
        ))}
      </TextField>
      {permissions === 'admin' ? (
        <TextField
          select
          label="Counsellor"
          value={studentCase.counsellor_id ?? ''}
          disabled={isPending}
          onChange={(event) => save({ counsellor_id: event.target.value || null })}
          sx={{ minWidth: 220 }}
          size="small"
        >
          <MenuItem value="">Unassigned</MenuItem>
          {counsellors
            .filter((c) => c.active || c.id === studentCase.counsellor_id)
            .map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.display_name}
              </MenuItem>
            ))}
        </TextField>
      ) : (
        <Typography sx={{ alignSelf: 'center' }}>
          Counsellor: <strong>{studentCase.counsellor_name ?? 'Unassigned'}</strong>
        </Typography>
      )}
      {studentCase.stage === 'closed' && studentCase.closed_reason && (
        <Typography sx={{ alignSelf: 'center', flexBasis: '100%' }} data-testid="closed-reason">
          Closed because: {studentCase.closed_reason}
        </Typography>
      )}
      {closing && (
        <CloseCaseDialog
          name={studentCase.name}
          onCancel={() => setClosing(false)}
          onClose={(reason) => {
            setClosing(false);
            save({ stage: 'closed', closed_reason: reason });
          }}
        />
      )}
    </Box>
  );
};
