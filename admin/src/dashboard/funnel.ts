// The funnel's rows (public.funnel_report: one per week and home country) summed per week and per home
// country, with the rates computed again from the sums (a mean of rates would weigh a country of one
// student like a country of fifty).
import type { FunnelRow } from '../providers/types.ts';

const COUNTS = [
  'leads',
  'booked',
  'showed_up',
  'no_shows',
  'consulted',
  'applying',
  'admitted',
  'visa',
  'enrolled',
  'closed',
] as const;
type Count = (typeof COUNTS)[number];

export type FunnelLine = { key: string } & Record<Count, number> & {
    booking_rate: number | null;
    show_up_rate: number | null;
    enrolment_rate: number | null;
  };

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function sumBy(rows: readonly FunnelRow[], keyOf: (row: FunnelRow) => string): FunnelLine[] {
  const lines = new Map<string, Record<Count, number>>();
  for (const row of rows) {
    const key = keyOf(row);
    const line = lines.get(key) ?? (Object.fromEntries(COUNTS.map((c) => [c, 0])) as Record<Count, number>);
    for (const count of COUNTS) line[count] += Number(row[count]);
    lines.set(key, line);
  }
  return [...lines].map(([key, line]) => ({
    key,
    ...line,
    booking_rate: ratio(line.booked, line.leads),
    show_up_rate: ratio(line.showed_up, line.booked),
    enrolment_rate: ratio(line.enrolled, line.leads),
  }));
}

/** Newest week first, as the report orders them. */
export const funnelByWeek = (rows: readonly FunnelRow[]) => sumBy(rows, (row) => row.week);

/** Most leads first, then by name. */
export const funnelByCountry = (rows: readonly FunnelRow[]) =>
  sumBy(rows, (row) => row.home_country).sort((a, b) => b.leads - a.leads || a.key.localeCompare(b.key));

/** All weeks and countries together. */
export const funnelTotal = (rows: readonly FunnelRow[]) => sumBy(rows, () => 'All')[0];

export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
