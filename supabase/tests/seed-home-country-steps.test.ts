// The seeded home-country steps and their evidence (supabase/seed-evidence/home-country-steps.json):
// every step a student is shown comes from an official page read on the day recorded, with the quote
// and the page's version, and the seed holds no step the evidence does not give, nor the other way.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.ts';

interface EvidenceStep {
  home_country: string;
  destination_code: string | null;
  level: string | null;
  position: number;
  title: string;
  detail: string;
  official_url: string;
  lead_time_days: number;
  applies_to: string;
  checked_on: string;
  page_version: string;
  quote: string;
  lead_time_basis: string;
  supporting: { url: string; quote: string }[];
}
interface EvidenceFile {
  checked_on: string;
  steps: EvidenceStep[];
  not_sourced: { home_country: string; searched: string }[];
  /** Home countries with some steps seeded and others not found on an official page. */
  gaps: { home_country: string; searched: string }[];
}

const evidence = JSON.parse(
  readFileSync(new URL('../seed-evidence/home-country-steps.json', import.meta.url), 'utf8'),
) as EvidenceFile;

/** The official sites a home-country step may cite: the authority that runs the step, or its government. */
const OFFICIAL_HOSTS = [
  /(^|\.)aps-india\.de$/,
  /(^|\.)campusfrance\.org$/,
  /\.gov\.np$/,
  /\.gov\.pk$/,
  /\.gov\.lk$/,
  /\.gov\.bd$/,
  /\.gov\.bt$/,
  /\.gov\.mv$/,
  /(^|\.)egov\.mv$/,
  // The destination's mission in the home country (the German Embassy Dhaka's study-visa page).
  /(^|\.)diplo\.de$/,
];
const SEEDED_COLUMNS = [
  'home_country',
  'destination_code',
  'level',
  'position',
  'title',
  'detail',
  'official_url',
  'lead_time_days',
  'applies_to',
  'checked_on',
] as const;
const keyOf = (row: { home_country: string; destination_code: string | null; title: string }) =>
  `${row.home_country} → ${row.destination_code ?? 'anywhere'}: ${row.title}`;

let stack: TestStack;
let seeded: Record<string, unknown>[];

beforeAll(async () => {
  stack = await startTestStack();
  const { data, error } = await stack.anon().from('home_country_steps').select(SEEDED_COLUMNS.join(','));
  if (error) throw new Error(error.message);
  seeded = data as unknown as Record<string, unknown>[];
});
afterAll(() => stack?.close());

describe('the seeded home-country steps', () => {
  it('are exactly the steps of the evidence file, column for column', () => {
    const fromEvidence = new Map(
      evidence.steps.map((step) => [keyOf(step), Object.fromEntries(SEEDED_COLUMNS.map((c) => [c, step[c]]))]),
    );
    const fromSeed = new Map(seeded.map((row) => [keyOf(row as never), row]));
    expect([...fromSeed.keys()].sort()).toEqual([...fromEvidence.keys()].sort());
    for (const [key, row] of fromSeed) expect(row, key).toEqual(fromEvidence.get(key));
  });

  it('each cite an official page, quoted, read on the day recorded, with the page’s version', () => {
    for (const step of evidence.steps) {
      const key = keyOf(step);
      expect(
        OFFICIAL_HOSTS.some((host) => host.test(new URL(step.official_url).hostname)),
        key,
      ).toBe(true);
      expect(step.quote.trim().length, key).toBeGreaterThan(40);
      expect(step.page_version.trim().length, key).toBeGreaterThan(10);
      expect(step.checked_on, key).toBe(evidence.checked_on);
      expect(step.lead_time_basis.trim().length, key).toBeGreaterThan(10);
    }
  });

  it('say in the detail when the lead time is our allowance rather than the page’s figure', () => {
    for (const step of evidence.steps) {
      if (/no (total )?processing time|states no|gives no/i.test(step.lead_time_basis)) {
        expect(step.detail, keyOf(step)).toMatch(/gives? no (total )?processing time/);
        expect(step.detail, keyOf(step)).toContain(`${step.lead_time_days} days`);
      }
    }
  });

  it('cover APS for Indian applicants to Germany and not for Nepalese ones', () => {
    const germanyFor = (country: string) =>
      seeded.filter(
        (row) => row.home_country === country && (row.destination_code === 'DE' || row.destination_code === null),
      );
    expect(germanyFor('India').some((row) => String(row.title).startsWith('APS'))).toBe(true);
    expect(germanyFor('Nepal').some((row) => String(row.title).startsWith('APS'))).toBe(false);
    expect(germanyFor('Nepal').some((row) => String(row.title).includes('No Objection'))).toBe(true);
  });

  it('name the home countries left out, or only partly sourced, and why', () => {
    const seededCountries = new Set(evidence.steps.map((step) => step.home_country));
    for (const gap of evidence.not_sourced) {
      expect(seededCountries.has(gap.home_country), gap.home_country).toBe(false);
      expect(gap.searched.length).toBeGreaterThan(10);
    }
    for (const gap of evidence.gaps) {
      expect(seededCountries.has(gap.home_country), gap.home_country).toBe(true);
      expect(gap.searched.length).toBeGreaterThan(10);
    }
  });

  it('give every home country the site offers some steps', () => {
    const seededCountries = new Set(evidence.steps.map((step) => step.home_country));
    for (const country of ['India', 'Nepal', 'Bangladesh', 'Pakistan', 'Sri Lanka', 'Bhutan', 'Maldives']) {
      expect(seededCountries.has(country), country).toBe(true);
    }
  });
});
