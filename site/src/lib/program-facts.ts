// What a programme's card and page say about its figures, worked out once from the stored row (and its
// university's published fee for the level, which stands in until the programme's own is checked).

import { effectiveTuition, type UniversityFees } from '@app/shared/figures';
import { INSTRUCTION_LANGUAGES, MONTH_NAMES } from '@app/shared/program-labels';
import type { CatalogueProgram } from './catalogue';
import { dateFact, englishFact, type FigureFact, moneyFact } from './figure-facts';

export interface ProgramFacts {
  tuition: FigureFact & { universityWide: boolean };
  euTuition: FigureFact;
  semesterFees: FigureFact;
  deadline: FigureFact;
  english: FigureFact;
  applicationFee: FigureFact;
  languages: string[];
  intakes: string[];
}

export function programFacts(
  program: CatalogueProgram,
  university: (UniversityFees & { university_name: string }) | null,
): ProgramFacts {
  const tuition = effectiveTuition(program.tuition_non_eu, program.level, university);
  const own = moneyFact(tuition.figure, 'tuition', 'a year');
  return {
    tuition: {
      ...own,
      universityWide: tuition.universityWide,
      note: tuition.universityWide
        ? `${university?.university_name}'s published fee for all its ${program.level} programmes.${own.note ? ` ${own.note}` : ''}`
        : own.note,
    },
    euTuition: moneyFact(program.tuition_eu, 'tuition', 'a year'),
    semesterFees: moneyFact(program.semester_fees, 'fee', 'a year'),
    deadline: dateFact(program.deadline),
    english: englishFact(program.english_requirement),
    applicationFee: moneyFact(program.application_fee, 'fee'),
    languages: program.languages.map(
      (code) => INSTRUCTION_LANGUAGES[code as keyof typeof INSTRUCTION_LANGUAGES] ?? code.toUpperCase(),
    ),
    intakes: program.intake_months.map((month) => MONTH_NAMES[month - 1] ?? String(month)),
  };
}

/** A university's page. */
export const universityPath = (slug: string) => `/universities/${slug}`;

/** A programme's own page. */
export const programPath = (universitySlug: string, programSlug: string) =>
  `/programs/${universitySlug}/${programSlug}`;
