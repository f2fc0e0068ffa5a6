// Build-time side of the programme finder (see program-finder.ts): every programme as the finder
// shows it, grouped into one index file per country, the filter choices, and a version stamp of the
// content so a browser never mixes files of two builds.
import { createHash } from 'node:crypto';
import { HOME_COUNTRIES } from '@app/shared/checklist';
import { type DateFigure, type EnglishFigure, effectiveTuition, type MoneyFigure } from '@app/shared/figures';
import { INSTRUCTION_LANGUAGES } from '@app/shared/program-labels';
import { candidateFor, isEligible, NATIONALITY_OF_HOME_COUNTRY } from '@app/shared/scholarships';
import { fieldsOfStudy, programsOf, universities } from './catalogue';
import { NATIONALITY_CODES } from './nationality';
import {
  type FinderDate,
  type FinderEnglish,
  type FinderMoney,
  type FinderProgram,
  type FinderUniversity,
  NO_COUNTRY,
  rankByName,
} from './program-finder';
import { scholarships as allScholarships } from './scholarships';

export type FinderFacets = {
  countries: { code: string; name: string; count: number }[];
  /** Cities by country code, by name. */
  cities: Record<string, string[]>;
  fields: { code: string; name: string }[];
  languages: { code: string; name: string }[];
  /** The students' nationalities (home countries), for "has a scholarship open to". */
  nationalities: { code: string; name: string }[];
};

type Built = {
  byCountry: Map<string, FinderProgram[]>;
  facets: FinderFacets;
  total: number;
  version: string;
  /** The currencies fees are published in, other than the euro: the page sends their rates. */
  feeCurrencies: Set<string>;
};

// A stored figure without its provenance (the programme's page shows that).
const money = (f: MoneyFigure): FinderMoney =>
  f.state === 'known'
    ? { state: f.state, low: f.low_cents, high: f.high_cents, currency: f.currency }
    : { state: f.state };
const date = (f: DateFigure): FinderDate =>
  f.state === 'known' ? { state: f.state, date: f.date } : { state: f.state };
const english = (f: EnglishFigure): FinderEnglish =>
  f.state === 'known'
    ? { state: f.state, ielts: f.ielts ?? null, toefl: f.toefl ?? null, cefr: f.cefr ?? null }
    : { state: f.state };

let built: Promise<Built> | undefined;

export function finderData(): Promise<Built> {
  built ??= (async () => {
    const byCountry = new Map<string, FinderProgram[]>();
    const countryNames = new Map<string, string>();
    const cities = new Map<string, Set<string>>();
    const languages = new Set<string>();
    const fieldCodes = new Set<string>();
    const feeCurrencies = new Set<string>();
    let total = 0;
    const scholarships = await allScholarships();
    for (const u of await universities()) {
      const code = u.country_code ?? NO_COUNTRY;
      if (u.country) countryNames.set(code, u.country);
      if (u.city) cities.set(code, (cities.get(code) ?? new Set()).add(u.city));
      const university: FinderUniversity = {
        slug: u.slug,
        name: u.university_name,
        otherNames: u.other_names,
        city: u.city,
        country: u.country,
        countryCode: code,
        ranking: u.global_ranking,
      };
      const forCountry = scholarships.filter((s) => u.country_code && s.destination_codes.includes(u.country_code));
      for (const p of await programsOf(u.id)) {
        const tuition = effectiveTuition(p.tuition_non_eu, p.level, u);
        const program: FinderProgram = {
          id: p.id,
          rank: 0,
          slug: p.slug,
          name: p.name,
          university,
          level: p.level,
          field: p.field_code,
          languages: p.languages,
          tuition: { ...money(tuition.figure), universityWide: tuition.universityWide },
          semesterFees: money(p.semester_fees),
          deadline: date(p.deadline),
          english: english(p.english_requirement),
          intakes: p.intake_months,
          durationYears: p.duration_in_years,
          scholarshipsOpenTo: NATIONALITY_CODES.filter((nationality) => {
            const who = candidateFor({ ...p, university_id: Number(u.id), country_code: u.country_code }, nationality);
            return forCountry.some((s) => isEligible(s, who));
          }),
        };
        for (const fee of [program.tuition, program.semesterFees]) {
          if (fee.state === 'known' && fee.currency !== 'EUR') feeCurrencies.add(fee.currency);
        }
        const group = byCountry.get(code);
        if (group) group.push(program);
        else byCountry.set(code, [program]);
        for (const language of p.languages) languages.add(language);
        if (p.field_code) fieldCodes.add(p.field_code);
        total += 1;
      }
    }
    // Ranks in name order across countries; each country's file then lists its programs in that order.
    rankByName([...byCountry.values()].flat());
    for (const programs of byCountry.values()) programs.sort((a, b) => a.rank - b.rank);
    const names = await fieldsOfStudy();
    const facets: FinderFacets = {
      countries: [...byCountry.keys()]
        .map((code) => ({
          code,
          // Universities without a country code share one file, whatever their country text says.
          name: code === NO_COUNTRY ? 'Other countries' : (countryNames.get(code) ?? code),
          count: byCountry.get(code)?.length ?? 0,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
      cities: Object.fromEntries(
        [...cities].map(([code, set]) => [code, [...set].sort((a, b) => a.localeCompare(b, 'en'))]),
      ),
      fields: [...names].filter(([code]) => fieldCodes.has(code)).map(([code, name]) => ({ code, name })),
      nationalities: HOME_COUNTRIES.map((name) => ({ code: NATIONALITY_OF_HOME_COUNTRY[name], name })),
      languages: [...languages]
        .map((code) => ({ code, name: INSTRUCTION_LANGUAGES[code as keyof typeof INSTRUCTION_LANGUAGES] ?? code }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    };
    const hash = createHash('sha256');
    for (const [code, programs] of byCountry) hash.update(code).update(JSON.stringify(programs));
    return { byCountry, facets, total, version: hash.digest('hex').slice(0, 12), feeCurrencies };
  })();
  return built;
}

/** The programmes the finder shows before any filter: the first page in name order, across countries. */
export async function firstFinderPage(size: number): Promise<FinderProgram[]> {
  const { byCountry } = await finderData();
  return [...byCountry.values()]
    .flat()
    .sort((a, b) => a.rank - b.rank)
    .slice(0, size);
}
