import { type CaseStage, STAGE_LABELS } from '@app/shared/case-stages';
import Chip from '@mui/material/Chip';

/** A case's stage: outlined while new, green once enrolled, grey when closed. */
export const StageChip = ({ stage }: { stage: CaseStage }) => (
  <Chip
    size="small"
    label={STAGE_LABELS[stage]}
    color={stage === 'enrolled' ? 'success' : stage === 'closed' ? 'default' : 'primary'}
    variant={stage === 'new' ? 'outlined' : 'filled'}
  />
);
