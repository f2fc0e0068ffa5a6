// The scholarships each of the student's programmes qualifies for (lib/program-scholarships.ts), read
// once for all of them after the programmes arrive; extra, like the first-year estimates: a failed
// read leaves the programmes shown without them.
import { formatCalendarDate } from '@app/shared/format';
import { useEffect, useMemo, useState } from 'react';
import { storedHomeCountry } from '../lib/home-country';
import { nationalityOf } from '../lib/nationality';
import {
  loadScholarships,
  type MatchedScholarship,
  programFactsOf,
  scholarshipsFor,
} from '../lib/program-scholarships';

type ProgramRow = Parameters<typeof programFactsOf>[0];

export type ProgramScholarships = {
  /** The home country's ISO code when the student has told us, else null. */
  nationality: string | null;
  /** Null until read (or when the read failed). */
  of: (row: ProgramRow) => MatchedScholarship[] | null;
};

export function useProgramScholarships(rows: readonly ProgramRow[] | null): ProgramScholarships {
  const [list, setList] = useState<MatchedScholarship[] | null>(null);
  const [nationality, setNationality] = useState<string | null>(null);
  const countries = (rows ?? []).flatMap((row) => row.university?.country_code ?? []).join(',');
  useEffect(() => setNationality(nationalityOf(storedHomeCountry())), []);
  useEffect(() => {
    if (rows === null) return;
    loadScholarships(countries ? countries.split(',') : []).then(setList, () => setList(null));
  }, [countries, rows]);
  return useMemo(
    () => ({ nationality, of: (row) => list && scholarshipsFor(list, programFactsOf(row), nationality) }),
    [list, nationality],
  );
}

/** "Deadline 15 Oct 2027", "No fixed deadline", or "Deadline not checked yet". */
export function scholarshipDeadlineText(s: MatchedScholarship): string {
  if (s.deadline.state === 'known') return `Deadline ${formatCalendarDate(s.deadline.date)}`;
  return s.deadline.state === 'none' ? 'No fixed deadline' : 'Deadline not checked yet';
}
