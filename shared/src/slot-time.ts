// Consultation times in the visitor's own zone, with Intl alone (no date library: the /book island and
// /contact's small script load this). Slots are instants (timestamptz from open_slots); a visitor in
// Kathmandu sees them on Kathmandu's days and clock, and Europe's daylight-saving changes move them on
// that clock (the database keeps the counsellor's hours on Europe's clock: private.slots_between).
import { OFFICE_HOURS, OFFICE_TIME_ZONE, SLOT_MINUTES, TIME_ZONE_CHOICES } from './consultations.ts';

type Instant = Date | string | number;

// Old names some runtimes still report (Chromium says Asia/Calcutta in India), by today's names.
const ZONE_ALIASES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
};

/** A zone by its current IANA name. */
export const canonicalZone = (zone: string): string => ZONE_ALIASES[zone] ?? zone;

/** The browser's zone (Intl), or the office's where the runtime does not say. */
export function visitorTimeZone(): string {
  try {
    return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone || OFFICE_TIME_ZONE);
  } catch {
    return OFFICE_TIME_ZONE;
  }
}

/** Whether the runtime knows this IANA zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Made on first use and kept per zone: making a formatter is slow on a phone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** The date and time an instant shows on a clock in `zone`. */
export function wallClock(instant: Instant, zone: string): WallClock {
  const parts = formatter(`wall:${zone}`, () =>
    Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }),
  ).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** Minutes `zone` is ahead of UTC at that instant (330 in India, 60 or 120 in Berlin). */
export function offsetMinutes(instant: Instant, zone: string): number {
  const at = Math.floor(new Date(instant).getTime() / 60_000) * 60_000;
  const c = wallClock(at, zone);
  return (Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - at) / 60_000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The visitor's day an instant falls on, 'YYYY-MM-DD'. */
export function dayKey(instant: Instant, zone: string): string {
  const c = wallClock(instant, zone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The instant a wall-clock date and time ('YYYY-MM-DD', 'HH:MM') in `zone` stands for. */
export function wallTimeToInstant(day: string, time: string, zone: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  // Twice: the first guess's offset may be the other side of a daylight-saving change.
  const first = asUtc - offsetMinutes(asUtc, zone) * 60_000;
  return new Date(asUtc - offsetMinutes(first, zone) * 60_000);
}

/** '1:30 PM': the 12-hour clock families in South Asia read, the same on every runtime. */
export function formatTime(instant: Instant, zone: string): string {
  const { hour, minute } = wallClock(instant, zone);
  return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Monday 29 March' (or 'Mon 29 Mar' when short) for a day key. */
export function formatDay(day: string, { short = false } = {}): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const parts = formatter(`day:${short}`, () =>
    Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: short ? 'short' : 'long',
      day: 'numeric',
      month: short ? 'short' : 'long',
    }),
  ).formatToParts(new Date(Date.UTC(y, m - 1, d, 12)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** What the zone's clock is called: IST, NPT, …, CET or CEST for Europe; Intl's own name otherwise. */
export function zoneAbbreviation(zone: string, instant: Instant): string {
  if (zone === OFFICE_TIME_ZONE) return offsetMinutes(instant, zone) === 120 ? 'CEST' : 'CET';
  const known = TIME_ZONE_CHOICES.find((choice) => choice.zone === canonicalZone(zone));
  if (known) return known.abbr;
  const parts = formatter(`name:${zone}`, () =>
    Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' }),
  ).formatToParts(new Date(instant));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/** 'Monday 29 March, 12:30 PM IST': a slot as the visitor reads it in the booking's confirmation. */
export function formatSlot(instant: Instant, zone: string): string {
  return `${formatDay(dayKey(instant, zone))}, ${formatTime(instant, zone)} ${zoneAbbreviation(zone, instant)}`;
}

export type SlotDay<T> = { day: string; slots: T[] };

/** Slots grouped by the day they fall on in `zone`, days and slots in time order. */
export function groupByDay<T extends { starts_at: string }>(slots: readonly T[], zone: string): SlotDay<T>[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const days: SlotDay<T>[] = [];
  for (const slot of sorted) {
    const day = dayKey(slot.starts_at, zone);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

/** The office hours on `zone`'s clock in the week of `reference` (Europe's daylight saving then applies). */
export function officeHoursIn(zone: string, reference: Instant = Date.now()): { days: string; hours: string }[] {
  const today = dayKey(reference, OFFICE_TIME_ZONE);
  return OFFICE_HOURS.map((block) => {
    if (!block.opens || !block.closes) return { days: block.days, hours: 'Closed' };
    // This block's next office day (today, if it is one), on the office's calendar.
    const day = nextOfficeDay(today, block.weekdays);
    const opens = wallTimeToInstant(day, block.opens, OFFICE_TIME_ZONE);
    const closes = wallTimeToInstant(day, block.closes, OFFICE_TIME_ZONE);
    const shift = Date.parse(`${dayKey(opens, zone)}T00:00Z`) - Date.parse(`${day}T00:00Z`);
    const note = shift > 0 ? ' (next day)' : shift < 0 ? ' (day before)' : '';
    return {
      days: block.days,
      hours: `${formatTime(opens, zone)}–${formatTime(closes, zone)} ${zoneAbbreviation(zone, opens)}${note}`,
    };
  });
}

/** The first day on or after `day` ('YYYY-MM-DD') that is one of the ISO `weekdays`. */
function nextOfficeDay(day: string, weekdays: readonly number[]): string {
  const date = new Date(`${day}T12:00Z`);
  while (!weekdays.includes(date.getUTCDay() || 7)) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The 30-minute slots of office hours on one office day, as private.slots_between makes them. */
export function officeSlotsOn(day: string): Date[] {
  const weekday = new Date(`${day}T12:00Z`).getUTCDay() || 7;
  const block = OFFICE_HOURS.find((b) => b.weekdays.includes(weekday));
  if (!block?.opens || !block.closes) return [];
  const slots: Date[] = [];
  const closes = wallTimeToInstant(day, block.closes, OFFICE_TIME_ZONE).getTime();
  for (let t = wallTimeToInstant(day, block.opens, OFFICE_TIME_ZONE).getTime(); t < closes; t += SLOT_MINUTES * 60_000)
    slots.push(new Date(t));
  return slots;
}
