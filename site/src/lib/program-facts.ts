// What a programme's card and page say about its figures, worked out once from the stored row: money
// in the currency the university publishes, dates as people read them, and "not published" rather than
// a guess where the university states no figure.

import { formatCalendarDate, formatPerYear, tuitionOrFallback } from '@app/shared/format';
import { INSTRUCTION_LANGUAGES, MONTH_NAMES } from '@app/shared/program-labels';
import { externalHref } from '@app/shared/safe-url';
import type { CatalogueProgram } from './catalogue';

export const NOT_PUBLISHED = 'Not published for non-EU students';
export const DEADLINE_NOT_PUBLISHED = 'Not yet published';

export interface ProgramFacts {
  /** Staff have entered checked figures (else the spec's free-text tuition is what is shown). */
  structured: boolean;
  tuition: string;
  euTuition: string | null;
  semesterFees: string | null;
  deadline: string | null;
  languages: string[];
  english: string[];
  intakes: string[];
  checked: string | null;
  sourceHref: string | null;
  deadlineSourceHref: string | null;
}

export function programFacts(program: CatalogueProgram): ProgramFacts {
  const perYear = (cents: number | null) => formatPerYear(cents, program.fee_currency);
  const structured = program.checked_on !== null;
  return {
    structured,
    tuition:
      perYear(program.tuition_non_eu_cents) ?? (structured ? NOT_PUBLISHED : tuitionOrFallback(program.tuition_fee)),
    euTuition: perYear(program.tuition_eu_cents),
    semesterFees: perYear(program.semester_fees_cents),
    deadline: formatCalendarDate(program.application_deadline),
    languages: program.languages.map(
      (code) => INSTRUCTION_LANGUAGES[code as keyof typeof INSTRUCTION_LANGUAGES] ?? code.toUpperCase(),
    ),
    english: [
      program.ielts_min !== null ? `IELTS ${program.ielts_min.toFixed(1)}` : null,
      program.toefl_min !== null ? `TOEFL iBT ${program.toefl_min}` : null,
    ].filter((text): text is string => text !== null),
    intakes: program.intake_months.map((month) => MONTH_NAMES[month - 1] ?? String(month)),
    checked: formatCalendarDate(program.checked_on),
    sourceHref: externalHref(program.source_url),
    deadlineSourceHref: externalHref(program.deadline_source_url),
  };
}

/** A university's page. */
export const universityPath = (slug: string) => `/universities/${slug}`;

/** A programme's own page. */
export const programPath = (universitySlug: string, programSlug: string) =>
  `/programs/${universitySlug}/${programSlug}`;
