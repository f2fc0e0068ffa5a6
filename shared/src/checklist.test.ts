import { describe, expect, it } from 'vitest';
import {
  buildChecklist,
  type ChecklistProgram,
  type DestinationStep,
  daysBefore,
  type HomeStepRow,
  leadTimeDays,
  noDueDateReason,
} from './checklist.ts';
import type { EnglishFigure } from './figures.ts';

// Fixture rows shaped like public.home_country_steps (the real ones come from the seed and the console).
const row = (over: Partial<HomeStepRow> & Pick<HomeStepRow, 'home_country' | 'title'>): HomeStepRow => ({
  destination_code: null,
  level: null,
  position: 0,
  detail: null,
  official_url: 'https://example.gov/page',
  lead_time_days: 30,
  applies_to: '2027 intake',
  checked_on: '2026-11-20',
  ...over,
});
const HOME_STEPS: HomeStepRow[] = [
  row({
    home_country: 'India',
    destination_code: 'DE',
    position: 1,
    title: 'Get the APS certificate',
    official_url: 'https://aps-india.de/',
    lead_time_days: 60,
  }),
  row({
    home_country: 'India',
    destination_code: 'FR',
    position: 1,
    title: 'Register on Études en France',
    official_url: 'https://www.inde.campusfrance.org/',
    lead_time_days: 90,
  }),
  row({
    home_country: 'India',
    destination_code: 'DE',
    level: "Bachelor's",
    position: 2,
    title: 'Bachelor-only step',
    lead_time_days: 10,
  }),
  row({
    home_country: 'Nepal',
    destination_code: null,
    position: 1,
    title: 'Get the No Objection Certificate',
    official_url: 'https://moecdc.gov.np/',
    lead_time_days: 14,
  }),
  row({
    home_country: 'Pakistan',
    destination_code: null,
    position: 1,
    title: 'Attest your degree at HEC',
    official_url: 'https://www.hec.gov.pk/',
    lead_time_days: 21,
  }),
  row({
    home_country: 'Bangladesh',
    destination_code: 'NL',
    position: 2,
    title: 'Second Bangladesh step',
    lead_time_days: 7,
  }),
  row({
    home_country: 'Bangladesh',
    destination_code: 'NL',
    position: 1,
    title: 'First Bangladesh step',
    lead_time_days: 45,
  }),
];

const english = (ielts: number, toefl?: number): EnglishFigure => ({
  state: 'known',
  ielts,
  ...(toefl === undefined ? {} : { toefl }),
  source_url: 'https://uni.example/english',
  checked_on: '2026-11-01',
  applies_to: 'Winter 2027',
});
const program = (over: Partial<ChecklistProgram> = {}): ChecklistProgram => ({
  name: 'MSc Example',
  english_requirement: english(6.5, 90),
  application_link: 'https://www.uni-assist.de/apply',
  ...over,
});
const GERMANY: DestinationStep[] = [
  { title: 'Apply and obtain the admission letter', url: 'https://www.uni-assist.de/' },
  { title: 'Open a blocked account', lead_time: 'about two weeks', url: 'https://www.auswaertiges-amt.de/sperrkonto' },
  { title: 'Apply for the national visa', lead_time: '6-8 weeks', url: 'https://india.diplo.de/visa' },
];
const DE = { code: 'DE', name: 'Germany', checklist: GERMANY };

const titles = (steps: { title: string }[]) => steps.map((s) => s.title);

describe('buildChecklist', () => {
  it('India → Germany master’s via uni-assist: APS, then the programme, then the destination, due dates counted back', () => {
    const steps = buildChecklist({
      program: program(),
      destination: DE,
      homeCountry: 'India',
      homeSteps: HOME_STEPS,
      deadline: '2027-07-15',
      level: "Master's",
      portal: 'uni-assist',
    });
    expect(titles(steps)).toEqual([
      'Get the APS certificate',
      'Take an English test: IELTS Academic 6.5 or TOEFL iBT 90 or higher',
      'Submit the application via uni-assist',
      'Apply and obtain the admission letter',
      'Open a blocked account',
      'Apply for the national visa',
    ]);
    // Scores alone: the detail names no level the page does not give.
    expect(steps[1]?.detail).not.toContain('CEFR');
    expect(steps.map((s) => s.source)).toEqual([
      'home',
      'programme',
      'programme',
      'destination',
      'destination',
      'destination',
    ]);
    expect(steps.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(steps.map((s) => s.due_on)).toEqual([
      '2027-05-16',
      '2027-07-15',
      '2027-07-15',
      null,
      '2027-07-01',
      '2027-05-20',
    ]);
    expect(steps[0]).toMatchObject({ official_url: 'https://aps-india.de/', lead_time_days: 60 });
    expect(steps[1]?.official_url).toBe('https://uni.example/english');
  });

  it('Nepal → Germany: the NOC (every destination), no APS', () => {
    const steps = buildChecklist({
      program: program(),
      destination: DE,
      homeCountry: 'Nepal',
      homeSteps: HOME_STEPS,
      deadline: '2027-07-15',
      level: "Master's",
    });
    expect(titles(steps)).not.toContain('Get the APS certificate');
    expect(steps[0]).toMatchObject({ source: 'home', title: 'Get the No Objection Certificate', due_on: '2027-07-01' });
    // No portal named: the application page's host.
    expect(steps[2]?.title).toBe('Submit the application via uni-assist.de');
  });

  it('India → France: Études en France, not the APS for Germany; a level-bound row only for its level', () => {
    const steps = buildChecklist({
      program: program({
        english_requirement: english(6),
        application_link: null,
        program_url: 'https://www.sorbonne.fr/p',
      }),
      destination: {
        code: 'FR',
        name: 'France',
        checklist: [{ title: 'Long-stay visa', lead_time: 'within 15 days', url: 'https://france-visas.gouv.fr/' }],
      },
      homeCountry: 'India',
      homeSteps: HOME_STEPS,
      deadline: '2027-03-01',
      level: "Bachelor's",
    });
    expect(titles(steps)).toEqual([
      'Register on Études en France',
      'Take an English test: IELTS Academic 6 or higher',
      'Submit the application via sorbonne.fr',
      'Long-stay visa',
    ]);
    expect(steps.map((s) => s.due_on)).toEqual(['2026-12-01', '2027-03-01', '2027-03-01', '2027-02-14']);
  });

  it('Pakistan → Italy: HEC attestation; unchecked English and unknown fee leave their steps out; no deadline, no due dates', () => {
    const steps = buildChecklist({
      program: program({ english_requirement: { state: 'unchecked' }, application_fee: { state: 'unchecked' } }),
      destination: {
        code: 'IT',
        name: 'Italy',
        checklist: [
          {
            title: 'Pre-enrol on Universitaly',
            lead_time: '3-5 months waiting time',
            url: 'https://www.universitaly.it/',
          },
        ],
      },
      homeCountry: 'Pakistan',
      homeSteps: HOME_STEPS,
      deadline: null,
      level: "Master's",
    });
    expect(titles(steps)).toEqual([
      'Attest your degree at HEC',
      'Submit the application via uni-assist.de',
      'Pre-enrol on Universitaly',
    ]);
    expect(steps.map((s) => s.due_on)).toEqual([null, null, null]);
    expect(steps[2]?.lead_time_days).toBe(150);
    expect(noDueDateReason(null, 21)).toMatch(/deadline is not known/);
  });

  /** The English step of a master's in Germany whose known requirement holds these scores or level. */
  function englishStep(requirement: Pick<EnglishFigure & { state: 'known' }, 'ielts' | 'toefl' | 'cefr'>) {
    const english: EnglishFigure = {
      state: 'known',
      ...requirement,
      source_url: 'https://uni.example/english',
      checked_on: '2026-11-01',
      applies_to: '2026/27',
    };
    const steps = buildChecklist({
      program: program({ english_requirement: english }),
      destination: DE,
      homeCountry: 'India',
      homeSteps: HOME_STEPS,
      deadline: '2027-07-15',
      level: "Master's",
    });
    return steps.find((s) => s.source === 'programme' && /English/.test(s.title));
  }

  it('a programme that names only a CEFR level asks for proof at that level, not for a test score', () => {
    const step = englishStep({ cefr: 'B2' });
    expect(step?.title).toBe('Prove your English at level B2 (CEFR) or higher');
    expect(step?.detail).toMatch(/names a level, not a test score/);
    expect(step?.official_url).toBe('https://uni.example/english');
  });

  it('a programme with scores and a level asks for the scores and names the level', () => {
    const step = englishStep({ ielts: 6.5, cefr: 'C1' });
    expect(step?.title).toBe('Take an English test: IELTS Academic 6.5 or higher');
    expect(step?.detail).toContain('Its page also names level C1 (CEFR)');
  });

  it('links each document to the page that asks for it, and keeps a long item whole in the detail', () => {
    const long =
      `Certified copies of all degree certificates and transcripts ${'with sworn translations '.repeat(6)}`.trim();
    const steps = buildChecklist({
      program: program({
        documents: ['CV', long],
        documents_source_url:
          'https://www.tudelft.nl/en/education/admission-and-application/msc-international-diploma/documents',
      }),
      destination: { code: 'NL', name: 'Netherlands', checklist: [] },
      homeCountry: null,
      homeSteps: [],
      deadline: null,
      level: "Master's",
    });
    const [cv, certificates] = steps.filter((s) => s.title.startsWith('Prepare:'));
    expect(cv?.official_url).toBe(
      'https://www.tudelft.nl/en/education/admission-and-application/msc-international-diploma/documents',
    );
    expect(certificates?.title.length).toBe(150);
    expect(certificates?.title.endsWith('…')).toBe(true);
    expect(certificates?.detail).toContain(long);
  });

  it('Bangladesh → Netherlands: home rows in their position order, fee and documents from the programme', () => {
    const steps = buildChecklist({
      program: program({
        english_requirement: { state: 'none', source_url: 'https://x.nl', checked_on: '2026-10-01' },
        application_fee: {
          state: 'known',
          low_cents: 10000,
          high_cents: 10000,
          currency: 'EUR',
          source_url: 'https://studielink.nl/fee',
          checked_on: '2026-10-01',
          applies_to: '2027',
        },
        documents: ['Motivation letter', 'CV'],
      }),
      destination: {
        code: 'NL',
        name: 'Netherlands',
        checklist: [
          {
            title: 'MVV and residence permit (by the university)',
            lead_time: 'IND decision within approximately three weeks',
            url: 'https://ind.nl/',
          },
        ],
      },
      homeCountry: 'Bangladesh',
      homeSteps: HOME_STEPS,
      deadline: '2027-05-01',
      level: "Master's",
      portal: 'Studielink',
    });
    expect(titles(steps)).toEqual([
      'First Bangladesh step',
      'Second Bangladesh step',
      'Prepare: Motivation letter',
      'Prepare: CV',
      'Pay the application fee (€100.00)',
      'Submit the application via Studielink',
      'MVV and residence permit (by the university)',
    ]);
    expect(steps.map((s) => s.due_on)).toEqual([
      '2027-03-17',
      '2027-04-24',
      '2027-05-01',
      '2027-05-01',
      '2027-05-01',
      '2027-05-01',
      '2027-04-10',
    ]);
  });

  it('a destination step naming one home country is for its students alone', () => {
    const destination = {
      ...DE,
      checklist: [{ title: 'Get the APS certificate (India)', url: 'https://aps-india.de/' }, ...GERMANY],
    };
    const base = { program: program(), destination, homeSteps: [], deadline: null, level: "Master's" as const };
    expect(titles(buildChecklist({ ...base, homeCountry: 'India' }))).toContain('Get the APS certificate (India)');
    expect(titles(buildChecklist({ ...base, homeCountry: 'Nepal' }))).not.toContain('Get the APS certificate (India)');
    expect(titles(buildChecklist({ ...base, homeCountry: null }))).not.toContain('Get the APS certificate (India)');
  });

  it('a student who has not said their home country gets no home steps', () => {
    const steps = buildChecklist({
      program: program(),
      destination: DE,
      homeCountry: null,
      homeSteps: HOME_STEPS,
      deadline: null,
      level: "Master's",
    });
    expect(steps.every((s) => s.source !== 'home')).toBe(true);
  });
});

describe('lead times and dates', () => {
  it.each([
    ['3-5 months waiting time (Politecnico di Milano GSOM)', 150],
    ['First permit 1 month (electronic application); 3 months (paper)', 30],
    ['IND decision within approximately three weeks', 21],
    ['Longer than Schengen visas - apply well in advance (no number of days given)', null],
    ['Reserve at least two months for the whole process', 60],
    ['Up to 90 days for a decision', 90],
    [null, null],
  ])('%s → %s days', (text, days) => expect(leadTimeDays(text)).toBe(days));

  it('counts back across months and leap days', () => {
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(daysBefore('2027-01-10', 30)).toBe('2026-12-11');
  });
});
