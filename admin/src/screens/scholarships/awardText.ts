// What a scholarship pays, in a few words for the console's list: one phrase per award part. A part
// whose amount nobody has checked reads "amount not checked yet", never as zero; a deadline the page
// says is not fixed reads "Rolling".
import type { DateFigure } from '@app/shared/figures';
import { AWARD_KIND_LABELS, AWARD_PERIOD_LABELS, type AwardPart } from '@app/shared/scholarships';
import { figureText } from '../../common/figures.ts';

/** "Tuition: 100% waived", "Living allowance: €934 a month × 12", "Travel: amount not checked yet". */
export function awardPartText(part: AwardPart): string {
  const kind = AWARD_KIND_LABELS[part.kind];
  if (part.waiver_percent !== undefined) return `${kind}: ${part.waiver_percent}% waived`;
  if (!part.amount || part.amount.state === 'unchecked') return `${kind}: amount not checked yet`;
  if (part.amount.state === 'none') return `${kind}: none`;
  const period = part.period ? ` ${AWARD_PERIOD_LABELS[part.period]}` : '';
  const months = part.months !== undefined ? ` × ${part.months}` : '';
  return `${kind}: ${figureText(part.amount, 'money')}${period}${months}`;
}

/** A deadline for staff: its day, "Rolling" (the page sets none) or "Not checked yet". */
export const deadlineText = (deadline: DateFigure) =>
  deadline.state === 'none' ? 'Rolling' : figureText(deadline, 'date');
