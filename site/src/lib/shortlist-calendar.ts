// The shortlist's deadlines as a calendar file (RFC 5545), written by the `ics` library. Kept apart from
// lib/shortlist.ts so the pages' small Save script never pulls in the library or its loader.
import type { EventAttributes } from 'ics';
import type { ScholarshipDeadline } from './program-scholarships';
import type { ShortlistProgram } from './shortlist';

/**
 * One all-day event per program deadline (RFC 5545, written by the `ics` library), each with a reminder
 * two weeks before. Programs without a deadline are left out.
 */
function deadlineEvents(programs: readonly ShortlistProgram[], siteUrl: string): EventAttributes[] {
  return programs.flatMap((p) => {
    if (!p.application_deadline) return [];
    const [year, month, day] = p.application_deadline.split('-').map(Number) as [number, number, number];
    const url = `${siteUrl}${p.path}`;
    return [
      {
        uid: `deadline-${p.id}-${p.application_deadline}@eurostudy`,
        title: `Application deadline: ${p.name}, ${p.university}`,
        description: [p.deadline_note, `Fees, requirements and the official page: ${url}`].filter(Boolean).join('\n'),
        url,
        start: [year, month, day],
        duration: { days: 1 },
        alarms: [
          {
            action: 'display',
            description: `Two weeks to apply: ${p.name}, ${p.university}`,
            trigger: { weeks: 2, before: true },
          },
        ],
      } satisfies EventAttributes,
    ];
  });
}

/** One all-day event per deadline of a scholarship the shortlisted programmes qualify for, reminded two weeks before. */
function scholarshipEvents(deadlines: readonly ScholarshipDeadline[]): EventAttributes[] {
  return deadlines.map((d) => {
    const [year, month, day] = d.date.split('-').map(Number) as [number, number, number];
    return {
      uid: `scholarship-${d.slug}-${d.date}@eurostudy`,
      title: `Scholarship deadline: ${d.name}`,
      description: `How to apply, on the official page: ${d.url}`,
      url: d.url,
      start: [year, month, day],
      duration: { days: 1 },
      alarms: [
        { action: 'display', description: `Two weeks to apply: ${d.name}`, trigger: { weeks: 2, before: true } },
      ],
    } satisfies EventAttributes;
  });
}

/** The calendar file's text; the `ics` library is loaded only when a visitor asks for the file. */
export async function deadlinesCalendar(
  programs: readonly ShortlistProgram[],
  siteUrl: string,
  scholarships: readonly ScholarshipDeadline[] = [],
): Promise<string> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents([...deadlineEvents(programs, siteUrl), ...scholarshipEvents(scholarships)], {
    productId: 'eurostudy/shortlist',
    calName: 'Application deadlines',
  });
  if (error || !value) throw error ?? new Error('No calendar was produced.');
  return value;
}
