// One programme's first-year estimate in the visitor's currency beside the euro figure, and what it
// leaves out (a figure no official page gives). The planner on the programme page has the breakdown.

import { formatMoney, formatRange, formatWhole } from '@app/shared/format';
import { HOUSING_LABELS } from '@app/shared/living-costs';
import { convertPlan, PLAN_LINES } from '../lib/cost-planner';
import type { Estimate } from '../lib/first-year-estimate';
import type { Rate } from '../lib/money';
import { useCurrency } from './useCurrency';

export function FirstYearEstimate({ estimate, rates }: { estimate: Estimate; rates: ReadonlyMap<string, Rate> }) {
  const [currency] = useCurrency();
  const { plan, housing } = estimate;
  if (plan.lines.length === 0) return <span>Not enough published figures yet</span>;
  const converted = convertPlan(plan, rates.get(currency));
  const eur = formatRange(formatMoney(plan.low, 'EUR') ?? '', formatMoney(plan.high, 'EUR') ?? '');
  return (
    <span data-first-year-estimate>
      {converted ? (
        <>
          <span className="font-semibold">
            {formatRange(formatWhole(converted.low, currency), formatWhole(converted.high, currency))}
          </span>{' '}
          ({eur})
        </>
      ) : (
        <span className="font-semibold">{eur}</span>
      )}
      {housing && <span className="block text-xs">with a {HOUSING_LABELS[housing].toLowerCase()}</span>}
      {plan.missing.length > 0 && (
        <span className="block text-xs">
          Without {plan.missing.map((key) => PLAN_LINES[key].toLowerCase()).join(', ')} (not published)
        </span>
      )}
    </span>
  );
}
