import { describe, expect, it } from 'vitest';
import type { CatalogueProgram } from './catalogue';
import { NOT_PUBLISHED, programFacts } from './program-facts';

const base: CatalogueProgram = {
  id: 1,
  slug: 'informatics-msc',
  name: 'Informatics (M.Sc.)',
  level: "Master's",
  description: null,
  tuition_fee: '€4,000 – €6,000 per semester (non-EU)',
  duration_in_years: 2,
  application_link: null,
  field_code: '06',
  ects: 120,
  study_mode: 'Full-time',
  intake_months: [4, 10],
  fee_note: null,
  languages: ['en', 'de'],
  application_deadline: null,
  deadline_note: null,
  fee_currency: 'EUR',
  tuition_non_eu_cents: null,
  tuition_eu_cents: null,
  semester_fees_cents: null,
  ielts_min: null,
  toefl_min: null,
  program_url: null,
  source_url: null,
  deadline_source_url: null,
  checked_on: null,
};

describe('programFacts', () => {
  it('shows the spec’s free-text tuition until staff have entered checked figures', () => {
    expect(programFacts(base).tuition).toBe('€4,000 – €6,000 per semester (non-EU)');
  });

  it('says a checked programme without a non-EU fee has none published, never the old text', () => {
    const facts = programFacts({ ...base, checked_on: '2026-11-23', source_url: 'https://example.edu/fees' });
    expect(facts.tuition).toBe(NOT_PUBLISHED);
    expect(facts.checked).toBe('23 November 2026');
    expect(facts.sourceHref).toBe('https://example.edu/fees');
  });

  it('formats money per year in the published currency, scores, languages and intakes', () => {
    const facts = programFacts({
      ...base,
      checked_on: '2026-11-23',
      fee_currency: 'DKK',
      tuition_non_eu_cents: 7_500_000,
      semester_fees_cents: 0,
      ielts_min: 6.5,
      toefl_min: 83,
      application_deadline: '2027-01-15',
    });
    expect(facts.tuition).toBe('DKK\u00a075,000 a year');
    expect(facts.semesterFees).toBe('DKK\u00a00 a year');
    expect(facts.english).toEqual(['IELTS 6.5', 'TOEFL iBT 83']);
    expect(facts.languages).toEqual(['English', 'German']);
    expect(facts.intakes).toEqual(['April', 'October']);
    expect(facts.deadline).toBe('15 January 2027');
  });

  it('never links a source that is not a safe web address', () => {
    expect(programFacts({ ...base, source_url: 'javascript:alert(1)' }).sourceHref).toBeNull();
  });
});
