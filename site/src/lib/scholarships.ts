// The scholarships (public.scholarships), read once per build with the anon key (RLS decides, as for a
// visitor): the /scholarships list, each scholarship's page, the programme pages and the sitemap share
// this copy. The rules over them are shared/src/scholarships.ts'.
import { type Scholarship, scholarshipRowSchema } from '@app/shared/entities/scholarship';
import {
  candidateFor,
  firstYearValue,
  isEligible,
  type ProgramFacts,
  scholarshipFacts,
  type ToEuroCents,
} from '@app/shared/scholarships';
import { TABLES } from '@app/shared/tables';
import { readTable } from './build-reads';
import { type Rate, toEurCents } from './money';
import type { ScholarshipItem } from './scholarship-list';
import { destinationText, nationalityText } from './scholarship-text';

const columns = scholarshipRowSchema.omit({ created_at: true, updated_at: true });
export type CatalogueScholarship = Omit<Scholarship, 'created_at' | 'updated_at'>;

let rows: Promise<CatalogueScholarship[]> | undefined;

/** Every scholarship, by name. */
export function scholarships(): Promise<CatalogueScholarship[]> {
  rows ??= readTable(
    TABLES.scholarships,
    columns,
    [{ column: 'name', ascending: true }],
    Object.keys(columns.shape).join(','),
  );
  return rows;
}

export const euroCentsAt = (rates: readonly Rate[]): ToEuroCents => {
  const table = new Map(rates.map((rate) => [rate.currency, rate]));
  return (cents, currency) => toEurCents(cents, currency, table);
};

/** What the list's island needs of a scholarship: its facts, the kinds it covers and its value (waivers unvalued). */
export function listItem(s: CatalogueScholarship, rates: readonly Rate[]): ScholarshipItem {
  return {
    ...scholarshipFacts(s),
    slug: s.slug,
    name: s.name,
    provider: s.provider,
    criteria: s.criteria,
    covers: s.covers.map(({ kind }) => ({ kind })),
    value: firstYearValue(s, null, euroCentsAt(rates)),
    who: nationalityText(s.nationalities, s.nationalities_checked),
    where: destinationText(s.destination_codes),
  };
}

/** The scholarships a programme qualifies for, whatever the student's nationality (each page spells that limit out). */
export async function scholarshipsFor(program: ProgramFacts): Promise<CatalogueScholarship[]> {
  const candidate = candidateFor(program, null);
  return (await scholarships()).filter((s) => isEligible(s, candidate));
}
