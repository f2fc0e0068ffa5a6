// Which application reminders are due, on the student's own calendar (issue 33). A tracked date D (an
// application's deadline while it is still being prepared, a checklist step's due date while it is
// neither done nor "not needed") earns reminders 14, 7 and 2 days before. The reminder for D-n is due
// from midnight of day D-n in the student's zone (reminder_preferences.time_zone) and stays due until
// the next one takes over, the last until the end of day D: a job that missed a day, or a date added
// five days ahead, sends the one reminder that fits (with the days really left), never a burst of stale
// ones. Everything is counted in local calendar days, so Europe's daylight-saving changes (and zones
// that have none, such as Asia/Kolkata at +5:30 and Asia/Kathmandu at +5:45) never move a reminder by a
// day. The weekly digest is due from Monday 08:00 local time, once per week.
//
// The database applies the same rule when it claims reminders to send (private.due_reminders, migration
// 20261127120000_create_reminder_sends.sql); supabase/tests/functions/reminders.test.ts holds the two
// equal. Intl only: the site's /account and /applications islands import this too.
import { dayKey, wallClock } from './slot-time.ts';

/** Days before a tracked date that earn a reminder, farthest first. */
export const REMINDER_OFFSETS = [14, 7, 2] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

/** The weekly digest's moment: ISO weekday (1 = Monday) and local hour. */
export const DIGEST_WEEKDAY = 1;
export const DIGEST_HOUR = 8;

export type TrackedKind = 'deadline' | 'step';

export interface TrackedDate {
  kind: TrackedKind;
  /** The application's id (deadline) or the step's id (step). */
  id: number;
  /** The date itself, YYYY-MM-DD (a calendar day, no zone). */
  date: string;
}

export interface DueReminder extends TrackedDate {
  offset: ReminderOffset;
  /** The instant the reminder became due: local midnight of `date` minus `offset` days. */
  dueFrom: Date;
  /** Whole days from the student's today to the date (0 = today). */
  daysLeft: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

const dateOfNumber = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** `date` moved by `days` calendar days. */
export const addDays = (date: string, days: number): string => dateOfNumber(dayNumber(date) + days);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The student's calendar day at `at`. */
export const localDate = (at: Date | number, timeZone: string): string => dayKey(at, timeZone);

/**
 * The first instant of `date` in `timeZone`: its midnight, or the first minute that exists where a
 * daylight-saving change skips midnight (as in America/Santiago).
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  // Zones lie within UTC-12 and UTC+14: the day starts somewhere in these 27 hours. Local dates only
  // grow with time, so the first minute whose local date is `date` is found by halving.
  let low = (dayNumber(date) * 1440 - 14 * 60) | 0;
  let high = dayNumber(date) * 1440 + 13 * 60;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (localDate(middle * 60_000, timeZone) < date) low = middle + 1;
    else high = middle;
  }
  return new Date(low * 60_000);
}

/** Which reminder of a date is due on local day `today`, or null (too early, or the date passed). */
export function reminderOffset(date: string, today: string): ReminderOffset | null {
  const left = daysBetween(today, date);
  if (left < 0) return null;
  // The nearest offset whose day has come: 2 covers D-2 … D, 7 covers D-7 … D-3, 14 covers D-14 … D-8.
  return [...REMINDER_OFFSETS].reverse().find((offset) => left <= offset) ?? null;
}

/** The instant the reminder for `date` `offset` days ahead is due from. */
export const reminderDueFrom = (date: string, offset: number, timeZone: string): Date =>
  startOfLocalDay(addDays(date, -offset), timeZone);

/** The reminders due at `now` for a student in `timeZone`, one per tracked date at most. */
export function dueReminders(
  dates: readonly TrackedDate[],
  { now, timeZone }: { now: Date | number; timeZone: string },
): DueReminder[] {
  const today = localDate(now, timeZone);
  return dates.flatMap((tracked) => {
    const offset = reminderOffset(tracked.date, today);
    if (offset === null) return [];
    return [
      {
        ...tracked,
        offset,
        dueFrom: reminderDueFrom(tracked.date, offset, timeZone),
        daysLeft: daysBetween(today, tracked.date),
      },
    ];
  });
}

/** The next reminder a date will get after `now` (for "next reminder on …"), or null. */
export function nextReminder(
  date: string,
  { now, timeZone }: { now: Date | number; timeZone: string },
): { offset: ReminderOffset; dueFrom: Date } | null {
  const at = new Date(now).getTime();
  for (const offset of REMINDER_OFFSETS) {
    const dueFrom = reminderDueFrom(date, offset, timeZone);
    if (dueFrom.getTime() > at) return { offset, dueFrom };
  }
  return null;
}

/** The Monday (YYYY-MM-DD) of the local week `now` falls in. */
export function weekOf(now: Date | number, timeZone: string): string {
  const today = localDate(now, timeZone);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay() || 7;
  return addDays(today, DIGEST_WEEKDAY - weekday);
}

/** The instant this week's digest is due from: Monday 08:00 on the student's clock. */
export function digestDueFrom(monday: string, timeZone: string): Date {
  const midnight = startOfLocalDay(monday, timeZone);
  // Walk the hours of the day: 08:00 exists in every zone (changes happen at night), and adding hours
  // to midnight would be an hour off on a day whose night had a change.
  for (let minutes = 0; minutes < 26 * 60; minutes += 15) {
    const at = new Date(midnight.getTime() + minutes * 60_000);
    const clock = wallClock(at, timeZone);
    if (clock.hour >= DIGEST_HOUR) return at;
  }
  return midnight;
}

/** This week's digest when it is due at `now` ({ weekOf, dueFrom }), else null (before Monday 08:00). */
export function dueDigest(now: Date | number, timeZone: string): { weekOf: string; dueFrom: Date } | null {
  const monday = weekOf(now, timeZone);
  const dueFrom = digestDueFrom(monday, timeZone);
  return new Date(now).getTime() >= dueFrom.getTime() ? { weekOf: monday, dueFrom } : null;
}

/** "today", "tomorrow", "in 5 days": how a reminder speaks of the days left. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return 'today';
  return daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
}
