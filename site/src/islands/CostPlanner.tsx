// The first-year cost planner: on /plan the student picks a city and types tuition and fees; on a
// programme page those come from the programme. react/useCostPlanner.ts holds the plan and keeps the
// choices in the URL, so the plan can be sent to a parent and opens with the same total. A part nobody
// has checked shows as such and turns the total into "at least" (react/PlanTable.tsx).
import { plannerMessages as texts } from '@app/shared/planner-messages';
import { useId } from 'react';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { PlanNotes } from '../react/PlanNotes';
import { PlannerChoices } from '../react/PlannerChoices';
import { PlanTable } from '../react/PlanTable';
import { ScholarshipChoices } from '../react/ScholarshipChoices';
import { type PlannerSetup, useCostPlanner } from '../react/useCostPlanner';

export default withErrorBoundary(function CostPlanner(setup: PlannerSetup) {
  const { cities, countries, program } = setup;
  const id = useId();
  const planner = useCostPlanner(setup);
  const { plan, converted, currency, city } = planner;
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6" data-cost-planner>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {texts.heading}
      </h2>
      <PlannerChoices idPrefix={id} planner={planner} cities={cities} countries={countries} withProgram={!!program} />
      {!program && !city && <p className="mt-3 text-sm font-semibold">{texts.chooseCityHint}</p>}
      <ScholarshipChoices idPrefix={id} planner={planner} />
      <PlanTable
        plan={plan}
        converted={converted}
        currency={currency}
        housing={planner.housing}
        about={[program?.name, city?.name].filter(Boolean).join(', ') || texts.about}
        after={planner.after}
        convertedAfter={planner.convertedAfter}
      />
      <PlanNotes
        plan={plan}
        converted={converted}
        currency={currency}
        city={city}
        country={planner.country}
        rate={planner.rate}
        rateWarning={planner.rateWarning}
      />
      <PlanShare text={planner.shareText} url={planner.shareUrl} onCopy={planner.copyLink} />
    </section>
  );
});

/** The plan's link, to send to the family. */
function PlanShare({ text, url, onCopy }: { text: string; url: string; onCopy: () => void }) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <a
        className="btn btn-primary"
        href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {texts.shareOnWhatsApp}
      </a>
      <button type="button" className="btn btn-outline" onClick={onCopy}>
        {texts.copyLink}
      </button>
    </div>
  );
}
