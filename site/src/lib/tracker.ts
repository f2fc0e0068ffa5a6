// The tracker's arithmetic (/applications): a checklist's progress, each application's next due step,
// and dates in words. Intl only, no dates library.
import { CLOSED_STAGES } from '@app/shared/application-stages';
import type { ApplicationRow, StepRow } from './applications.ts';

type StepState = Pick<StepRow, 'done_at' | 'not_needed_reason'>;
export const isOpen = (step: StepState) => step.done_at === null && step.not_needed_reason === null;

/** Steps settled (done or not needed) out of all, and the rounded percentage. */
export function progressOf(steps: readonly StepState[]): { settled: number; total: number; percent: number } {
  const total = steps.length;
  const settled = steps.filter((step) => !isOpen(step)).length;
  return { settled, total, percent: total === 0 ? 0 : Math.round((settled / total) * 100) };
}

/** The open step due first (dated ones first, then in checklist order); null when all are settled. */
export function nextDue<S extends StepRow>(steps: readonly S[]): S | null {
  const open = steps.filter(isOpen);
  open.sort(
    (a, b) =>
      (a.due_on === null ? 1 : 0) - (b.due_on === null ? 1 : 0) ||
      (a.due_on ?? '').localeCompare(b.due_on ?? '') ||
      a.position - b.position,
  );
  return open[0] ?? null;
}

/** Applications by their next due date (soonest first; closed or settled ones last). */
export function byNextDue(applications: readonly ApplicationRow[]): ApplicationRow[] {
  // Code-unit order (not localeCompare, whose collation puts punctuation before digits).
  const key = (a: ApplicationRow) =>
    CLOSED_STAGES.includes(a.stage) ? '~' : (nextDue(a.steps)?.due_on ?? a.deadline ?? '}');
  return [...applications].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
}

/** Today in the student's own zone, YYYY-MM-DD. */
export function todayIn(zone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
export const formatDay = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));

/** "in 5 days", "today", "3 days ago" between two ISO days. */
export function relativeDays(iso: string, today: string): string {
  const days = Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(days, 'day');
}
