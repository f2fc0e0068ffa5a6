// Build-time reads of living costs, country facts and exchange rates, shaped for pages and islands.

import { getCollection } from 'astro:content';
import type { City } from '@app/shared/entities/city';
import { type ChecklistStep, type Country, checklistStepSchema } from '@app/shared/entities/country';
import { CITY_COSTS, VISITOR_CURRENCIES } from '@app/shared/living-costs';
import type { PlannerCity, PlannerCountry } from './cost-planner';
import { type Places, placesOf } from './filters';
import { type Rate, ratesFrom } from './money';

export type CityCosts = Omit<City, 'id' | 'created_at'> & { id: number };
export type CountryFacts = Omit<Country, 'id' | 'created_at' | 'checklist'> & {
  id: number;
  checklist: ChecklistStep[];
};
/** The rates of the visitor currencies (for the switch) and of the currencies figures are published in. */
export type RateList = Rate[];

const without = <T extends { created_at: string }>({ created_at: _, ...rest }: T) => rest;

export async function cityCosts(): Promise<CityCosts[]> {
  return (await getCollection('cities')).map(({ data }) => ({ ...without(data), id: Number(data.id) }));
}

/** A checklist as staff saved it; a step the site cannot show (no link) is left out, not guessed. */
const steps = (checklist: unknown): ChecklistStep[] =>
  (Array.isArray(checklist) ? checklist : []).flatMap((step) => {
    const parsed = checklistStepSchema.safeParse(step);
    return parsed.success && parsed.data.url ? [parsed.data as ChecklistStep] : [];
  });

export async function countryFacts(): Promise<CountryFacts[]> {
  return (await getCollection('countries')).map(({ data }) => ({
    ...without(data),
    id: Number(data.id),
    checklist: steps(data.checklist),
  }));
}

export async function exchangeRates(): Promise<RateList> {
  const rows = (await getCollection('exchangeRates')).map(({ data }) => data);
  return [...ratesFrom(rows).values()];
}

/** The visitor currencies staff have set a rate for, in the switch's order. */
export const visitorRates = (rates: RateList): RateList =>
  VISITOR_CURRENCIES.flatMap((code) => rates.filter((rate) => rate.currency === code));

/** A city by the country code and name a university row gives; names compare as people type them. */
export function findCity<T extends Pick<City, 'country_code' | 'name'>>(
  cities: readonly T[],
  countryCode: string | null,
  name: string | null,
): T | null {
  const wanted = name?.trim().toLocaleLowerCase('en');
  return cities.find((c) => c.country_code === countryCode && c.name.toLocaleLowerCase('en') === wanted) ?? null;
}

export const countryPath = (code: string) => `/countries/${code.toLowerCase()}`;

/** What the planner island needs of a city: its id, place and cost figures (not its notes or pictures). */
export function plannerCity(city: CityCosts): PlannerCity {
  const costs = Object.fromEntries(CITY_COSTS.map((key) => [key, city[key]]));
  return { id: city.id, name: city.name, country_code: city.country_code, ...costs } as PlannerCity;
}

export function plannerCountry(country: CountryFacts): PlannerCountry {
  const { code, name, visa_fee, permit_fee, proof_of_funds, living_norm } = country;
  return { code, name, visa_fee, permit_fee, proof_of_funds, living_norm };
}

/** The accommodation and transportation filters' data: cities with their country's name, and the options. */
export async function placesWithCosts(): Promise<{ cities: (CityCosts & { country: string })[]; places: Places }> {
  const [cities, countries] = await Promise.all([cityCosts(), countryFacts()]);
  const names = new Map(countries.map((country) => [country.code, country.name]));
  return {
    cities: cities.flatMap((city) => {
      const country = names.get(city.country_code);
      return country ? [{ ...city, country }] : [];
    }),
    places: placesOf(cities, names),
  };
}
