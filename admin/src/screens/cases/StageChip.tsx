import { CASE_STAGE_LABELS, type CaseStage } from '@app/shared/consultations';
import Chip from '@mui/material/Chip';

/** A case's stage: outlined while new, green once enrolled, grey when closed. */
export const StageChip = ({ stage }: { stage: CaseStage }) => (
  <Chip
    size="small"
    label={CASE_STAGE_LABELS[stage]}
    color={stage === 'enrolled' ? 'success' : stage === 'closed' ? 'default' : 'primary'}
    variant={stage === 'new' ? 'outlined' : 'filled'}
  />
);
