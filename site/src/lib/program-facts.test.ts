import type { MoneyFigure } from '@app/shared/figures';
import { describe, expect, it } from 'vitest';
import type { CatalogueProgram } from './catalogue';
import { programFacts } from './program-facts';

const source = { source_url: 'https://example.edu/fees', checked_on: '2026-11-23' };
const known = (low: number, high = low, currency = 'EUR'): MoneyFigure => ({
  state: 'known',
  low_cents: low,
  high_cents: high,
  currency,
  applies_to: '2026/27',
  ...source,
});
const unchecked = { state: 'unchecked' } as const;

const base: CatalogueProgram = {
  id: 1,
  slug: 'informatics-msc',
  name: 'Informatics (M.Sc.)',
  level: "Master's",
  description: null,
  duration_in_years: 2,
  application_link: null,
  field_code: '06',
  ects: 120,
  study_mode: 'Full-time',
  intake_months: [4, 10],
  languages: ['en', 'de'],
  program_url: null,
  tuition_non_eu: unchecked,
  tuition_eu: unchecked,
  semester_fees: unchecked,
  deadline: unchecked,
  english_requirement: unchecked,
  application_fee: unchecked,
  documents: null,
  documents_source_url: null,
  documents_checked_on: null,
};
const tum = {
  university_name: 'Technical University of Munich',
  tuition_non_eu_bachelor: known(400_000, 600_000),
  tuition_non_eu_master: known(800_000, 1_200_000),
};
const noUniversityFee = { ...tum, tuition_non_eu_master: unchecked };

describe('programFacts', () => {
  it('says "Not checked yet — ask us" for a figure nobody has checked, never "not published"', () => {
    const facts = programFacts(
      { ...base, tuition_non_eu: { state: 'unchecked', note: '€4,000 per semester' } },
      noUniversityFee,
    );
    expect(facts.tuition.text).toBe('Not checked yet — ask us');
    expect(facts.tuition.state).toBe('unchecked');
    // The old free text is staff's note, never shown as a figure.
    expect(facts.tuition.note).toBeNull();
    expect(facts.deadline.text).toBe('Not checked yet — ask us');
    expect(facts.english.text).toBe('Not checked yet — ask us');
  });

  it("shows the university's published band for the level until the programme's own fee is checked, saying so", () => {
    const facts = programFacts(base, tum);
    expect(facts.tuition.universityWide).toBe(true);
    expect(facts.tuition.money).toEqual({ low: 800_000, high: 1_200_000, currency: 'EUR' });
    expect(facts.tuition.text).toBe('€8,000–€12,000 a year');
    expect(facts.tuition.note).toBe("Technical University of Munich's published fee for all its Master's programmes.");

    const own = programFacts({ ...base, tuition_non_eu: known(1_000_000) }, tum);
    expect(own.tuition.universityWide).toBe(false);
    expect(own.tuition.text).toBe('€10,000 a year');
  });

  it('words a confirmed "none" for what it is, with its source and year', () => {
    const facts = programFacts(
      {
        ...base,
        tuition_non_eu: { state: 'none', applies_to: '2026/27', ...source },
        english_requirement: { state: 'none', ...source, note: 'Taught in German: German C1 instead.' },
        deadline: { state: 'none', ...source },
      },
      noUniversityFee,
    );
    expect(facts.tuition.text).toBe('No tuition fee');
    expect(facts.tuition.provenance).toBe('2026/27 · checked on 23 November 2026');
    expect(facts.tuition.sourceHref).toBe('https://example.edu/fees');
    expect(facts.english.text).toBe('No English test required');
    expect(facts.english.note).toBe('Taught in German: German C1 instead.');
    expect(facts.deadline.text).toBe('No fixed deadline');
  });

  it('formats money per year in the published currency, scores, languages and intakes', () => {
    const facts = programFacts(
      {
        ...base,
        tuition_non_eu: known(7_500_000, 7_500_000, 'DKK'),
        semester_fees: { state: 'none', ...source },
        english_requirement: { state: 'known', ielts: 6.5, toefl: 83, applies_to: '2027 intake', ...source },
        deadline: { state: 'known', date: '2027-01-15', applies_to: 'September 2027 intake', ...source },
      },
      noUniversityFee,
    );
    expect(facts.tuition.text).toBe('DKK\u00a075,000 a year');
    expect(facts.semesterFees.text).toBe('None');
    expect(facts.english.text).toBe('IELTS 6.5 · TOEFL iBT 83');
    expect(facts.deadline.text).toBe('15 January 2027');
    expect(facts.deadline.provenance).toBe('September 2027 intake · checked on 23 November 2026');
    expect(facts.languages).toEqual(['English', 'German']);
    expect(facts.intakes).toEqual(['April', 'October']);
  });

  it('never links a source that is not a safe web address', () => {
    const unsafe: MoneyFigure = { state: 'none', source_url: 'javascript:alert(1)', checked_on: '2026-11-23' };
    const facts = programFacts({ ...base, tuition_non_eu: unsafe }, null);
    expect(facts.tuition.sourceHref).toBeNull();
  });
});
