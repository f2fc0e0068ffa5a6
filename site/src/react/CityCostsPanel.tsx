// A city's monthly student costs, each in its state: the amount in the visitor's currency beside the
// official one (with its year and source), "none" where students pay nothing for it, or "Not checked
// yet — ask us". Static on country guides, hydrated in the accommodation finder.

import type { MoneyFigure } from '@app/shared/figures';
import { CITY_COST_LABELS, CITY_COSTS, type CityCost } from '@app/shared/living-costs';
import { moneyFact } from '../lib/figure-facts';
import type { Rate } from '../lib/money';
import { FigureItem } from './FigureItem';

export type CityCostsData = { id: number; name: string; cost_note: string | null } & Record<CityCost, MoneyFigure>;

type Props = {
  city: CityCostsData;
  rates: readonly Rate[];
  /** The costs to show (the transportation page shows transport only). */
  only?: readonly CityCost[];
  headingLevel?: 'h2' | 'h3';
};

export function CityCostsPanel({ city, rates, only = CITY_COSTS, headingLevel: Heading = 'h2' }: Props) {
  return (
    <section className="card p-5" aria-label={`${city.name}: monthly costs`} data-city-costs={city.name}>
      <Heading className="text-lg font-semibold">{city.name}: monthly costs</Heading>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {only.map((key) => (
          <FigureItem
            key={key}
            label={CITY_COST_LABELS[key]}
            fact={moneyFact(city[key], 'fee', 'a month')}
            rates={rates}
            per="a month"
            about={`${CITY_COST_LABELS[key]} in ${city.name}`}
            suggest={{ table: 'cities', id: city.id, column: key }}
          />
        ))}
      </dl>
      {city.cost_note && <p className="mt-3 text-sm text-slate-700">{city.cost_note}</p>}
    </section>
  );
}
