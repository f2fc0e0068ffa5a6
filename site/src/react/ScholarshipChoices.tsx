// The planner's scholarship ticks: the ones open to the student for this programme (or the chosen
// country) first, then the others for the same country, which a student may still hold. What is
// ticked lives in the plan's link (useCostPlanner), so a parent sees the same plan; nothing is stored.
import { AWARD_KIND_LABELS } from '@app/shared/scholarships';
import type { PlanScholarship } from '../lib/scholarship-plan';
import type { CostPlanner } from './useCostPlanner';

type Props = { idPrefix: string; planner: CostPlanner };

const covers = (s: PlanScholarship) => [...new Set(s.covers.map((part) => AWARD_KIND_LABELS[part.kind]))].join(', ');

export function ScholarshipChoices({ idPrefix, planner }: Props) {
  const { eligible, others } = planner.scholarshipOptions;
  if (eligible.length + others.length === 0) return null;
  return (
    <fieldset className="mt-6" data-plan-scholarships>
      <legend className="label">Scholarships you hold or are applying for</legend>
      {eligible.length > 0 && (
        <ScholarshipList idPrefix={`${idPrefix}-open`} list={eligible} heading="Open to you" planner={planner} />
      )}
      {others.length > 0 && (
        <ScholarshipList
          idPrefix={`${idPrefix}-other`}
          list={others}
          heading="Other scholarships for this country (not listed as open to you here)"
          planner={planner}
        />
      )}
    </fieldset>
  );
}

function ScholarshipList({ idPrefix, list, heading, planner }: Props & { list: PlanScholarship[]; heading: string }) {
  return (
    <div className="mt-2">
      <p id={`${idPrefix}-heading`} className="text-sm font-semibold text-slate-700">
        {heading}
      </p>
      <ul aria-labelledby={`${idPrefix}-heading`} className="mt-1 grid gap-2 sm:grid-cols-2">
        {list.map((s) => (
          <li key={s.slug} className="flex items-start gap-2 text-sm">
            <input
              id={`${idPrefix}-${s.slug}`}
              type="checkbox"
              className="mt-1 size-4 accent-brand-600"
              checked={planner.choices.scholarships.includes(s.slug)}
              onChange={() => planner.toggleScholarship(s.slug)}
            />
            <label htmlFor={`${idPrefix}-${s.slug}`}>
              {s.name}
              <span className="block text-xs text-slate-600">Covers: {covers(s)}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
