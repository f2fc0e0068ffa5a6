// A consultation's time in the words of the person reading the mail. A mail cannot know its reader's
// time zone, so it names the office's (Europe/Berlin, where counsellors' hours are set) and, for a
// student from one of the countries we serve, their home country's zone; elsewhere Berlin only.

export const OFFICE_TIME_ZONE = 'Europe/Berlin';
export const CONSULTATION_MINUTES = 30;

interface Zone {
  timeZone: string;
  /** How the line names it: "India time (IST)". */
  label: string;
}

const HOME_ZONES: { names: string[]; zone: Zone }[] = [
  { names: ['india', 'in'], zone: { timeZone: 'Asia/Kolkata', label: 'India time (IST)' } },
  { names: ['nepal', 'np'], zone: { timeZone: 'Asia/Kathmandu', label: 'Nepal time (NPT)' } },
  { names: ['bangladesh', 'bd'], zone: { timeZone: 'Asia/Dhaka', label: 'Bangladesh time' } },
  { names: ['pakistan', 'pk'], zone: { timeZone: 'Asia/Karachi', label: 'Pakistan time (PKT)' } },
  { names: ['sri lanka', 'lk'], zone: { timeZone: 'Asia/Colombo', label: 'Sri Lanka time' } },
];

/** The zone of a booker's home country (by name or ISO code), or null when we do not map it. */
export function homeZone(country: string | null | undefined): Zone | null {
  const key = (country ?? '').trim().toLowerCase();
  return HOME_ZONES.find((entry) => entry.names.includes(key))?.zone ?? null;
}

/** Europe/Berlin as it stands on that day: CET in winter, CEST in summer. */
function officeZone(at: Date): Zone {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone: OFFICE_TIME_ZONE, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const abbreviation = name === 'GMT+2' ? 'CEST' : name === 'GMT+1' ? 'CET' : name;
  return { timeZone: OFFICE_TIME_ZONE, label: `Germany time (${abbreviation})` };
}

/** Any IANA zone, labelled by its own name (a counsellor's zone other than Berlin). */
function namedZone(timeZone: string): Zone {
  return { timeZone, label: `${timeZone.split('/').at(-1)?.replaceAll('_', ' ')} time` };
}

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const shortFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

export const endOf = (startsAt: Date) => new Date(startsAt.getTime() + CONSULTATION_MINUTES * 60_000);

/** "Tuesday, 1 December 2026, 14:30–15:00 India time (IST)". */
function slotLine(startsAt: Date, zone: Zone): string {
  const time = timeFormat(zone.timeZone);
  return `${dayFormat(zone.timeZone).format(startsAt)}, ${time.format(startsAt)}–${time.format(endOf(startsAt))} ${zone.label}`;
}

/**
 * The slot's lines for a student: their home zone first when we know it, then the office's. For a
 * counsellor (`ownZone`): the office's, then their own when it differs.
 */
export function slotLines(startsAt: Date, reader: { homeCountry?: string | null; ownZone?: string | null }): string[] {
  const office = officeZone(startsAt);
  const other = reader.ownZone
    ? reader.ownZone === OFFICE_TIME_ZONE
      ? null
      : namedZone(reader.ownZone)
    : homeZone(reader.homeCountry);
  const lines = [slotLine(startsAt, office)];
  if (other) reader.ownZone ? lines.push(slotLine(startsAt, other)) : lines.unshift(slotLine(startsAt, other));
  return lines;
}

/** "Tue 1 Dec, 14:30 India time": for subjects, in the reader's first zone. */
export function shortSlot(startsAt: Date, homeCountry?: string | null): string {
  const zone = homeZone(homeCountry) ?? officeZone(startsAt);
  return `${shortFormat(zone.timeZone).format(startsAt).replace(',', '')} ${zone.label.replace(/ \(.*\)$/, '')}`;
}
