// Build-time read of the scholarships the planner, the finder, the shortlist, compare and the
// applications page match against programmes: the facts for matching, valuing and deadlines (not the
// texts the scholarship pages show). Read once per build with the public anon key, like the catalogue.
import { scholarshipRowSchema } from '@app/shared/entities/scholarship';
import { TABLES } from '@app/shared/tables';
import type { z } from 'zod';
import { readTable } from './build-reads';

const matchColumns = scholarshipRowSchema.pick({
  id: true,
  slug: true,
  name: true,
  official_url: true,
  levels: true,
  field_codes: true,
  destination_codes: true,
  university_ids: true,
  program_ids: true,
  nationalities: true,
  nationalities_checked: true,
  covers: true,
  opens_on: true,
  deadline: true,
});
export type MatchScholarship = z.infer<typeof matchColumns>;

let read: Promise<MatchScholarship[]> | undefined;

/** Every published scholarship, by name. */
export function scholarshipsToMatch(): Promise<MatchScholarship[]> {
  read ??= readTable(
    TABLES.scholarships,
    matchColumns,
    [{ column: 'name', ascending: true }],
    Object.keys(matchColumns.shape).join(','),
  );
  return read;
}

/** What the planner island needs of a scholarship (lib/scholarship-plan.ts PlanScholarship). */
export const planScholarship = ({ id: _, ...rest }: MatchScholarship) => rest;
