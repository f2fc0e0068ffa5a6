// "Figures older than 12 months": rows whose checked_on is that old (or missing while figures exist)
// want a fresh look at their official pages.
import { STALE_FIGURES_MONTHS } from '@app/shared/living-costs';
import Chip from '@mui/material/Chip';

/** The first day that is still fresh: checked on or after it is fine. */
export function staleBefore(today = new Date()): string {
  const cutoff = new Date(today);
  cutoff.setMonth(cutoff.getMonth() - STALE_FIGURES_MONTHS);
  return cutoff.toLocaleDateString('en-CA');
}

export const isStale = (checkedOn: string | null | undefined, today = new Date()) =>
  !!checkedOn && checkedOn < staleBefore(today);

export const StaleBadge = ({ checkedOn }: { checkedOn: string | null | undefined }) =>
  isStale(checkedOn) ? (
    <Chip size="small" color="warning" label={`Figures older than ${STALE_FIGURES_MONTHS} months`} />
  ) : null;
