// The plan with the ticked scholarships: what their valued parts take off, and the total after them,
// in euros and the family's currency; then the award parts not subtracted, named. Rows of the plan
// table's footer, under the total without scholarships.
import { bandText } from '@app/shared/figure-text';
import { formatRange, formatWhole } from '@app/shared/format';
import { afterAwardsWording, type PlanAfterAwards } from '../lib/scholarship-plan';
import type { CostPlanner } from './useCostPlanner';

const eur = (low: number, high: number) => bandText(low, high, 'EUR');
const whole = (low: number, high: number, currency: string) =>
  formatRange(formatWhole(low, currency), formatWhole(high, currency));

type Props = { after: PlanAfterAwards; converted: CostPlanner['convertedAfter']; currency: string };

export function PlanAfterAwardsRows({ after, converted, currency }: Props) {
  const wording = afterAwardsWording(after);
  const atLeast = after.atLeast ? 'at least ' : '';
  return (
    <>
      <tr className="border-t border-slate-200" data-plan-awards>
        <th scope="row" className="py-2 font-normal">
          Scholarships ticked (what we could value)
          <span className="block text-xs text-slate-600">{after.awards.map((a) => a.name).join(', ')}</span>
        </th>
        <td className="py-2 text-right">− {eur(after.awardLow, after.awardHigh)}</td>
        {converted && <td className="py-2 text-right">− {whole(converted.awardLow, converted.awardHigh, currency)}</td>}
      </tr>
      <tr>
        <th scope="row" className="py-3 font-semibold" data-plan-after-label>
          {wording.label}
        </th>
        <td className="py-3 text-right font-semibold" data-plan-after-eur>
          {atLeast}
          {eur(after.low, after.high)}
        </td>
        {converted && (
          <td className="py-3 text-right text-lg font-bold text-brand-700" data-plan-after>
            {atLeast}
            {whole(converted.low, converted.high, currency)}
          </td>
        )}
      </tr>
    </>
  );
}

/** The award parts the total after scholarships does not subtract. */
export function NotSubtracted({ after }: { after: PlanAfterAwards }) {
  const { notSubtracted } = afterAwardsWording(after);
  return notSubtracted ? (
    <p className="mt-2 text-sm font-semibold text-amber-900" data-plan-not-subtracted>
      {notSubtracted}
    </p>
  ) : null;
}
