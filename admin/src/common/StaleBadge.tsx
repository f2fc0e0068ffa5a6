// "Figures older than 12 months": a row with any figure whose official page was last read that long ago
// wants a fresh look (the dashboard's tile counts these rows); so does an exchange rate of that age.
import { type FigureTable, STALE_AFTER_MONTHS } from '@app/shared/figures';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { staleBefore, staleFigures, todayIso } from './figures.ts';

const LABEL = `Figures older than ${STALE_AFTER_MONTHS} months`;

/** The chip's tooltip names the stale figures. */
export const StaleBadge = ({ table, record }: { table: FigureTable; record: Record<string, unknown> }) => {
  const stale = staleFigures(table, record, todayIso());
  if (stale.length === 0) return null;
  return (
    // Focusable, so keyboard users reach the tooltip too; it describes the chip rather than renaming it.
    <Tooltip title={stale.join(', ')} describeChild>
      <Chip size="small" color="warning" tabIndex={0} label={LABEL} />
    </Tooltip>
  );
};

/** A dated value that is not a figure (an exchange rate's date), held to the same limit. */
export const StaleDateBadge = ({ day }: { day: string | null | undefined }) =>
  day && day < staleBefore(todayIso()) ? <Chip size="small" color="warning" label={LABEL} /> : null;
