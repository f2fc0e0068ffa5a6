// The planner's breakdown: one row per part, counted or not, so a family sees what the total holds and
// what it does not; then the total, or "at least" with the parts not counted and why.
import { bandText } from '@app/shared/figure-text';
import { formatRange, formatWhole } from '@app/shared/format';
import { HOUSING_LABELS, type HousingType } from '@app/shared/living-costs';
import {
  type ConvertedPlan,
  type GapReason,
  type LineBasis,
  PLAN_LINES,
  type Plan,
  type PlanLineKey,
  totalWording,
} from '../lib/cost-planner';
import { askPath } from '../lib/figure-facts';
import type { PlanAfterAwards } from '../lib/scholarship-plan';
import { NotSubtracted, PlanAfterAwardsRows } from './PlanAfterAwards';
import type { CostPlanner } from './useCostPlanner';

const eur = (low: number, high: number) => bandText(low, high, 'EUR');
const whole = (low: number, high: number, currency: string) =>
  formatRange(formatWhole(low, currency), formatWhole(high, currency));

const BASIS_WORDS: Partial<Record<LineBasis, string>> = { none: 'officially nothing to pay', norm: 'official norm' };
const GAP_CELL: Record<GapReason, string> = {
  unchecked: 'Not checked yet — ask us',
  'no-rate': 'No exchange rate set',
  'not-entered': 'Type it in above',
};

type Props = {
  plan: Plan;
  converted: ConvertedPlan | null;
  currency: string;
  housing: HousingType;
  /** What the "ask us" links are about, e.g. the programme and city. */
  about: string;
  /** The plan after the scholarships ticked, when any is. */
  after?: PlanAfterAwards | null;
  convertedAfter?: CostPlanner['convertedAfter'];
};

function label(key: PlanLineKey, housing: HousingType): string {
  return key === 'housing' ? `${PLAN_LINES.housing} (${HOUSING_LABELS[housing].toLowerCase()})` : PLAN_LINES[key];
}

type Row = { key: PlanLineKey; line?: Plan['lines'][number]; index?: number; gap?: GapReason };

export function PlanTable({ plan, converted, currency, housing, about, after, convertedAfter }: Props) {
  const wording = totalWording(plan);
  const rows: Row[] = [
    ...plan.lines.map((line, index) => ({ key: line.key, line, index })),
    ...plan.gaps.map((gap) => ({ key: gap.key, gap: gap.reason })),
  ];
  return (
    <>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">First-year costs, line by line</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2">
              Item
            </th>
            <th scope="col" className="py-2 text-right">
              In euros
            </th>
            {converted && (
              <th scope="col" className="py-2 text-right">
                In {currency}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <PlanRow
              key={row.key}
              row={row}
              converted={converted}
              currency={currency}
              housing={housing}
              about={about}
            />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 font-semibold" data-plan-total-label>
              {wording.label}
              {after ? ' (without scholarships)' : ''}
            </th>
            <td className="py-3 text-right font-semibold" data-plan-total-eur>
              {wording.atLeast ? `at least ${eur(plan.low, plan.high)}` : eur(plan.low, plan.high)}
            </td>
            {converted && (
              <td className="py-3 text-right text-lg font-bold" data-plan-total>
                {wording.atLeast ? 'at least ' : ''}
                {whole(converted.low, converted.high, currency)}
              </td>
            )}
          </tr>
          {after && <PlanAfterAwardsRows after={after} converted={convertedAfter ?? null} currency={currency} />}
        </tfoot>
      </table>
      {wording.reason && (
        <p className="mt-3 text-sm font-semibold text-amber-900" data-plan-incomplete>
          {wording.reason}
        </p>
      )}
      {after && <NotSubtracted after={after} />}
    </>
  );
}

/** One part: its amounts when counted, else why not (one nobody has checked links to ask us). */
function PlanRow({ row, converted, currency, housing, about }: Omit<Props, 'plan'> & { row: Row }) {
  const { key, line, index, gap } = row;
  return (
    <tr className="border-b border-slate-100" data-plan-line={key} data-plan-gap={gap}>
      <th scope="row" className="py-2 font-normal">
        {label(key, housing)}
        {line && BASIS_WORDS[line.basis] && (
          <span className="block text-xs text-slate-600">{BASIS_WORDS[line.basis]}</span>
        )}
      </th>
      {line && index !== undefined ? (
        <>
          <td className="py-2 text-right">{eur(line.low, line.high)}</td>
          {converted && (
            <td className="py-2 text-right">
              {whole(converted.lines[index]?.low ?? 0, converted.lines[index]?.high ?? 0, currency)}
            </td>
          )}
        </>
      ) : (
        <td colSpan={converted ? 2 : 1} className="py-2 text-right">
          {gap === 'unchecked' ? (
            <a
              className="font-semibold text-brand-700 underline"
              href={askPath(`Question: ${label(key, housing)}, ${about}`)}
            >
              {GAP_CELL.unchecked}
            </a>
          ) : (
            GAP_CELL[gap ?? 'unchecked']
          )}
        </td>
      )}
    </tr>
  );
}
