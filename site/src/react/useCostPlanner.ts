// The cost planner's state (islands/CostPlanner.tsx shows it; lib/cost-planner.ts does the arithmetic).
// The student's choices live in the URL, so a plan sent to a parent opens with the same total; a plain
// visit keeps its plain URL until the student changes something.
import { bandText } from '@app/shared/figure-text';
import type { MoneyFigure } from '@app/shared/figures';
import { formatRange, formatWhole } from '@app/shared/format';
import type { HousingType } from '@app/shared/living-costs';
import { plannerMessages as texts } from '@app/shared/planner-messages';
import type { ProgramFacts } from '@app/shared/scholarships';
import { useEffect, useMemo, useState } from 'react';
import {
  type ConvertedPlan,
  convertPlan,
  DEFAULT_PLAN,
  defaultHousing,
  type Plan,
  type PlannerCity,
  type PlannerCountry,
  type PlanQuery,
  parsePlanChoices,
  planFirstYear,
  planQuery,
} from '../lib/cost-planner';
import { rateAgeWarning } from '../lib/currency';
import { storedHomeCountry } from '../lib/home-country';
import type { Rate } from '../lib/money';
import { toast } from '../lib/notices';
import {
  convertAfterAwards,
  nationalityOf,
  type PlanAfterAwards,
  type PlanScholarship,
  planAfterAwards,
  scholarshipOptions,
} from '../lib/scholarship-plan';
import { useCurrency } from './useCurrency';
import { useUrlState } from './useUrlState';

/** A programme page's figures: its non-EU tuition (its own, or its university's for the level) and fees. */
type PlannerProgram = {
  name: string;
  tuition: MoneyFigure;
  semesterFees: MoneyFigure;
  cityId: number | null;
  /** What scholarships are matched against. */
  facts: ProgramFacts;
};

export type PlannerSetup = {
  cities: PlannerCity[];
  countries: PlannerCountry[];
  rates: Rate[];
  /** The scholarships of the destination (on /plan: all), which the student may tick. */
  scholarships: PlanScholarship[];
  /** On a programme page: its figures and city, which the student does not choose. */
  program?: PlannerProgram;
};

export type Currency = PlanQuery['currency'];

export type CostPlanner = {
  choices: PlanQuery;
  /** The chosen housing type, or until one is chosen the first one the city's rent is checked for. */
  housing: HousingType;
  currency: Currency;
  /** The country whose cities are offered: the city's, else the one chosen on its own. */
  countryCode: string;
  city: PlannerCity | null;
  country: PlannerCountry | null;
  plan: Plan;
  converted: ConvertedPlan | null;
  /** The scholarships to offer: open to the student first, then the others for the country. */
  scholarshipOptions: { eligible: PlanScholarship[]; others: PlanScholarship[] };
  /** The plan after the ticked scholarships; null while none is ticked. */
  after: PlanAfterAwards | null;
  convertedAfter: ReturnType<typeof convertAfterAwards>;
  toggleScholarship: (slug: string) => void;
  rate: Rate | undefined;
  rateWarning: string | null;
  /** The plan's link; empty until the URL has been read (the server-rendered HTML has no address). */
  shareUrl: string;
  shareText: string;
  update: (patch: Partial<PlanQuery>) => void;
  chooseCountry: (code: string) => void;
  chooseCurrency: (currency: Currency) => void;
  copyLink: () => void;
};

/** What the student has chosen, read from a shared plan's URL once the page has hydrated. */
function useChoices() {
  const [choices, setChoices] = useState<PlanQuery>(DEFAULT_PLAN);
  const [housingChosen, setHousingChosen] = useState(false);
  const [urlCurrency, setUrlCurrency] = useState<Currency | null>(null);
  const [storedCurrency, storeCurrency] = useCurrency(urlCurrency);
  const [touched, setTouched] = useState(false);
  const url = useUrlState((params) => {
    const parsed = parsePlanChoices(params);
    setChoices(parsed);
    setHousingChosen(params.has('housing'));
    if (params.has('cur')) setUrlCurrency(parsed.currency);
  });
  const update = (patch: Partial<PlanQuery>) => {
    setTouched(true);
    if (patch.housing) setHousingChosen(true);
    setChoices((current) => ({ ...current, ...patch }));
  };
  const chooseCurrency = (next: Currency) => {
    setTouched(true);
    setUrlCurrency(null);
    storeCurrency(next);
  };
  const currency = urlCurrency ?? storedCurrency;
  return { choices, housingChosen, currency, touched, url, update, chooseCurrency };
}

type Total = { low: number; high: number };
/** A total in the family's currency (whole units) with the euro figure (cents) beside it. */
const rangeText = (eur: Total, converted: Total | null, currency: Currency) => {
  const inEuros = bandText(eur.low, eur.high, 'EUR');
  return converted
    ? `${formatRange(formatWhole(converted.low, currency), formatWhole(converted.high, currency))} (${inEuros})`
    : inEuros;
};

/**
 * The message a shared plan carries: the total in the family's currency, with the euro figure beside
 * it, and the total after the scholarships ticked (the link ticks them for whoever opens it).
 */
function shareTextOf(
  plan: Plan,
  converted: ConvertedPlan | null,
  currency: Currency,
  where: { program?: string; city?: string },
  after: { eur: PlanAfterAwards; converted: Total | null } | null,
) {
  const text = texts.shareText(where, !plan.complete, rangeText(plan, converted, currency));
  if (!after) return text;
  return text + texts.shareAfterScholarships(after.eur.atLeast, rangeText(after.eur, after.converted, currency));
}

/** Copies the plan's link, and says whether that worked (or shows the link to copy by hand). */
const copyLinkOf = (shareUrl: string) => () =>
  navigator.clipboard
    ?.writeText(shareUrl)
    .then(() => toast(texts.linkCopied))
    .catch(() => toast(texts.copyFailed(shareUrl)));

/** The student's nationality from the remembered home country, read after hydration (none on the server). */
function useNationality(): string | null {
  const [nationality, setNationality] = useState<string | null>(null);
  useEffect(() => setNationality(nationalityOf(storedHomeCountry())), []);
  return nationality;
}

export function useCostPlanner(setup: PlannerSetup): CostPlanner {
  const { cities, countries, rates, program, scholarships } = setup;
  const { choices, housingChosen, currency, touched, url, update, chooseCurrency } = useChoices();
  const rateTable = useMemo(() => new Map(rates.map((rate) => [rate.currency, rate])), [rates]);
  // A programme page's plan keeps only the student's own choices: its figures come with the page.
  const query = planQuery(
    program ? { ...choices, city: null, tuition: null, fees: null, currency } : { ...choices, currency },
  );
  const { write } = url;
  useEffect(() => {
    if (touched) write(query);
  }, [query, touched, write]);

  const [chosenCountry, setChosenCountry] = useState('');
  const city = cities.find((c) => c.id === (program ? program.cityId : choices.city)) ?? null;
  const countryCode = city?.country_code ?? chosenCountry;
  const country = countries.find((c) => c.code === countryCode) ?? null;
  const housing = housingChosen ? choices.housing : defaultHousing(city);
  const plan = planFirstYear(
    {
      tuition: program?.tuition ?? { state: 'typed', cents: choices.tuition },
      semesterFees: program?.semesterFees ?? { state: 'typed', cents: choices.fees },
      city,
      country,
    },
    { housing, months: choices.months },
    rateTable,
  );
  const rate = rateTable.get(currency);
  const converted = convertPlan(plan, rate);
  const nationality = useNationality();
  const options = scholarshipOptions(
    scholarships,
    program ? { program: program.facts, nationality } : { country: countryCode, nationality },
  );
  const ticked = [...options.eligible, ...options.others].filter((s) => choices.scholarships.includes(s.slug));
  const after = ticked.length > 0 ? planAfterAwards(plan, ticked, rateTable) : null;
  const toggleScholarship = (slug: string) =>
    update({
      scholarships: choices.scholarships.includes(slug)
        ? choices.scholarships.filter((s) => s !== slug)
        : [...choices.scholarships, slug],
    });
  const chooseCountry = (code: string) => {
    setChosenCountry(code);
    update({ city: null });
  };
  const rateWarning = url.ready && rate ? rateAgeWarning(rate, new Date().toLocaleDateString('en-CA')) : null;
  const shareUrl = url.ready ? `${window.location.origin}${window.location.pathname}?${query}` : '';
  const convertedAfter = after && convertAfterAwards(after, converted, rate);
  const shareText = shareTextOf(
    plan,
    converted,
    currency,
    { program: program?.name, city: city?.name },
    after && { eur: after, converted: convertedAfter },
  );
  const copyLink = copyLinkOf(shareUrl);
  return {
    choices,
    housing,
    currency,
    countryCode,
    city,
    country,
    plan,
    converted,
    scholarshipOptions: options,
    after,
    convertedAfter,
    toggleScholarship,
    rate,
    rateWarning,
    shareUrl,
    shareText,
    update,
    chooseCountry,
    chooseCurrency,
    copyLink,
  };
}
