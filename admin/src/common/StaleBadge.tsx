// "Figures older than 12 months": a row with any figure whose official page was last read that long ago
// wants a fresh look (the dashboard's tile counts these rows). An exchange rate goes stale sooner: the
// site warns about one older than RATE_WARNING_DAYS, and so does its badge here.
import { type FigureTable, STALE_AFTER_MONTHS } from '@app/shared/figures';
import { RATE_WARNING_DAYS } from '@app/shared/living-costs';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { staleFigures, todayIso } from './figures.ts';

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

/** An exchange rate older than the site accepts without a warning. */
export const StaleRateBadge = ({ day }: { day: string | null | undefined }) => {
  const limit = new Date(Date.now() - RATE_WARNING_DAYS * 86_400_000).toISOString().slice(0, 10);
  return day && day < limit ? (
    <Chip size="small" color="warning" label={`Rate older than ${RATE_WARNING_DAYS} days`} />
  ) : null;
};
