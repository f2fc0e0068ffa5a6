// The scholarships a programme qualifies for, read at run time by the shortlist, compare and the
// applications page (their programmes are the student's own, so the scholarships are read when they
// are): which are open to the student (the remembered home country decides; unknown, every one the
// programme qualifies for, each with its nationality limits), and their deadlines for the calendar file.
import type { ProgramFacts } from '@app/shared/scholarships';
import { candidateFor, deadlineStatus, isEligible } from '@app/shared/scholarships';
import { restClient } from './rest';
import type { PlanScholarship } from './scholarship-plan';

/** The columns matching and deadlines need, and the name, slug and official page to show. */
export type MatchedScholarship = PlanScholarship;
export const SCHOLARSHIP_MATCH_SELECT =
  'slug,name,official_url,levels,field_codes,destination_codes,university_ids,program_ids,nationalities,nationalities_checked,covers,opens_on,deadline';

/** A programme as the shortlist reads it (lib/shortlist.ts SHORTLIST_SELECT), for matching. */
export const programFactsOf = (row: {
  id: number;
  level: string;
  field_code: string | null;
  university_id: number;
  university: { country_code: string | null } | null;
}): ProgramFacts => ({
  id: row.id,
  university_id: row.university_id,
  level: row.level,
  field_code: row.field_code,
  country_code: row.university?.country_code ?? null,
});

const deadlineKey = (s: MatchedScholarship) => (s.deadline.state === 'known' ? s.deadline.date : '9999');

/** The scholarships the programme qualifies for, open to the student when the nationality is known; soonest first. */
export function scholarshipsFor(
  list: readonly MatchedScholarship[],
  program: ProgramFacts,
  nationality: string | null,
): MatchedScholarship[] {
  if (program.country_code === null) return [];
  const who = candidateFor(program, nationality);
  return list
    .filter((s) => isEligible(s, who))
    .sort((a, b) => deadlineKey(a).localeCompare(deadlineKey(b)) || a.name.localeCompare(b.name, 'en'));
}

/** The scholarships for the given destinations (one read for a whole shortlist). */
export async function loadScholarships(countryCodes: readonly string[]): Promise<MatchedScholarship[]> {
  const codes = [...new Set(countryCodes)];
  if (codes.length === 0) return [];
  const { data, error } = await restClient()
    .from('scholarships')
    .select(SCHOLARSHIP_MATCH_SELECT)
    .overlaps('destination_codes', codes);
  if (error) throw error;
  return data as unknown as MatchedScholarship[];
}

/** A scholarship deadline for the calendar file. */
export type ScholarshipDeadline = { slug: string; name: string; date: string; url: string };

/** The checked deadlines not passed yet, each scholarship once, from each programme's list. */
export function scholarshipDeadlines(
  perProgram: readonly (readonly MatchedScholarship[])[],
  today: string,
): ScholarshipDeadline[] {
  const bySlug = new Map<string, ScholarshipDeadline>();
  for (const s of perProgram.flat()) {
    if (s.deadline.state !== 'known' || deadlineStatus(s, today) === 'closed') continue;
    bySlug.set(s.slug, { slug: s.slug, name: s.name, date: s.deadline.date, url: s.official_url });
  }
  return [...bySlug.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The student's own checklist step for a scholarship: the existing reminders remind of its due date. */
export function scholarshipStep(s: MatchedScholarship, position: number) {
  const known = s.deadline.state === 'known';
  return {
    source: 'student' as const,
    position,
    title: `Apply for ${s.name}`.slice(0, 150),
    official_url: s.official_url,
    due_on: s.deadline.state === 'known' ? s.deadline.date : null,
    detail: known
      ? null
      : s.deadline.state === 'none'
        ? 'No fixed deadline: apply early.'
        : 'Deadline not checked yet: see the official page.',
  };
}

/** Whether the checklist already holds the scholarship (added before, by its page or its title). */
export const alreadyInChecklist = (
  s: MatchedScholarship,
  steps: readonly { title: string; official_url: string | null }[],
): boolean => steps.some((step) => step.official_url === s.official_url || step.title === scholarshipStep(s, 0).title);
