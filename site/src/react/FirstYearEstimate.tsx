// One programme's first-year estimate in the visitor's currency beside the euro figure: a total only when
// every part is counted, else "at least" with what is missing, and where living costs come from. The
// planner on the programme page has the breakdown.

import { bandText } from '@app/shared/figure-text';
import { formatRange, formatWhole } from '@app/shared/format';
import { HOUSING_LABELS } from '@app/shared/living-costs';
import { convertPlan, totalWording } from '../lib/cost-planner';
import type { Estimate } from '../lib/first-year-estimate';
import type { Rate } from '../lib/money';
import { useCurrency } from './useCurrency';

export function FirstYearEstimate({ estimate, rates }: { estimate: Estimate; rates: ReadonlyMap<string, Rate> }) {
  const [currency] = useCurrency();
  const { plan, housing } = estimate;
  const wording = totalWording(plan);
  const converted = convertPlan(plan, rates.get(currency));
  const eur = bandText(plan.low, plan.high, 'EUR');
  const prefix = wording.atLeast ? 'At least ' : '';
  return (
    <span data-first-year-estimate data-complete={plan.complete}>
      {converted ? (
        <>
          <span className="font-semibold">
            {prefix}
            {formatRange(formatWhole(converted.low, currency), formatWhole(converted.high, currency))}
          </span>{' '}
          ({eur})
        </>
      ) : (
        <span className="font-semibold">
          {prefix}
          {eur}
        </span>
      )}
      <span className="block text-xs">
        {plan.living === 'norm'
          ? "Living costs: the country's official norm"
          : `With a ${HOUSING_LABELS[housing].toLowerCase()}`}
      </span>
      {wording.reason && <span className="block text-xs font-semibold text-amber-900">{wording.reason}</span>}
    </span>
  );
}
