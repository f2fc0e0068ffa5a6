// An application's checklist (issue 33), generated from data only: (a) the programme's own steps (its
// English requirement when checked, its application fee when known, submitting through its portal, the
// documents it asks for when our data has them), (b) the destination country's checklist
// (countries.checklist, in its order) and (c) the student's home-country rules (home_country_steps rows
// for that destination or every destination, that level or every level). Each step keeps its official
// page and lead time, and is due `lead time` days before the deadline: no deadline (or no lead time)
// means no due date, and the step says so. No zod and no dates library: the site's islands import this.
//
// Order: the home country's steps first (certificates and attestations such as India's APS for Germany
// are asked for with the application or before the visa), then the programme's (the application
// itself), then the destination's (admission, money, insurance, visa, arrival), each group in its own
// order. The tracker puts the next due step on top whatever its position.
import { HOME_COUNTRIES, type HomeCountry } from './consultations.ts';
import type { Database } from './database.types.ts';
import type { EnglishFigure, MoneyFigure } from './figures.ts';

export type ChecklistSource = Database['public']['Enums']['checklist_source'];
export type ProgramLevel = Database['public']['Enums']['program_level'];

export { HOME_COUNTRIES, type HomeCountry };
export const isHomeCountry = (value: unknown): value is HomeCountry =>
  typeof value === 'string' && (HOME_COUNTRIES as readonly string[]).includes(value);

/** A row of public.home_country_steps (the columns the generator reads). */
export type HomeStepRow = {
  home_country: string;
  destination_code: string | null;
  level: ProgramLevel | null;
  position: number;
  title: string;
  detail: string | null;
  official_url: string;
  lead_time_days: number;
  applies_to?: string;
  checked_on?: string;
};

/**
 * The home country a destination step names as its only audience, e.g. "Get the APS certificate
 * (India)": such a step is for students from there alone. Null: for everyone.
 */
export function stepAudience(title: string): HomeCountry | null {
  const named = /\(([^()]+)\)\s*$/.exec(title)?.[1]?.trim();
  return isHomeCountry(named) ? named : null;
}

/** One entry of countries.checklist (shared/src/entities/country.ts' ChecklistStep). */
export type DestinationStep = { title: string; detail?: string | null; lead_time?: string | null; url: string };

/** What the generator needs of a programme (programs' columns; fee, portal and documents when our data has them). */
export type ChecklistProgram = {
  name: string;
  english_requirement: EnglishFigure;
  /** The official application page (programs.application_link), else the programme's page. */
  application_link?: string | null;
  program_url?: string | null;
  application_fee?: MoneyFigure | null;
  documents?: readonly string[] | null;
  /** The official page that asks for the documents. */
  documents_source_url?: string | null;
};

export type ChecklistInput = {
  program: ChecklistProgram;
  destination: { code: string; name: string; checklist: readonly DestinationStep[] };
  homeCountry: string | null;
  homeSteps: readonly HomeStepRow[];
  /** The application deadline, YYYY-MM-DD, or null when not known. */
  deadline: string | null;
  level: ProgramLevel;
  /** The portal the student applies through (applications.portal), e.g. "uni-assist". */
  portal?: string | null;
};

/** A generated step, shaped as an application_steps insert (without its application). */
export type GeneratedStep = {
  source: ChecklistSource;
  position: number;
  title: string;
  detail: string | null;
  official_url: string | null;
  lead_time_days: number | null;
  due_on: string | null;
};

/** The day `days` before an ISO date (YYYY-MM-DD), in calendar days (no time zone involved). */
export function daysBefore(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

/** The due date of a step: the deadline less its lead time; null when either is unknown. */
export const dueOn = (deadline: string | null, leadTimeDays: number | null): string | null =>
  deadline === null || leadTimeDays === null ? null : daysBefore(deadline, leadTimeDays);

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };
const LEAD_TIME =
  /(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)(?:\s*[-–]\s*(\d+))?\s+(day|week|month)s?/i;

/**
 * Days from a country checklist's free-text lead time ("3-5 months", "within 15 days", "approximately
 * three weeks"): the first amount it names, a range's upper end; null when it names none.
 */
export function leadTimeDays(text: string | null | undefined): number | null {
  const match = text ? LEAD_TIME.exec(text) : null;
  if (!match) return null;
  const [, first, upper, unit] = match as unknown as [string, string, string | undefined, string];
  const amount = Number(upper ?? WORD_NUMBERS[first.toLowerCase()] ?? first);
  const days = amount * (UNIT_DAYS[unit.toLowerCase()] ?? 1);
  return Number.isFinite(days) && days <= 365 ? days : null;
}

const hostOf = (url: string | null | undefined): string | null => {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
};

function formatFee(fee: MoneyFigure & { state: 'known' }): string {
  const amount = (cents: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: fee.currency, maximumFractionDigits: 2 }).format(
      cents / 100,
    );
  return fee.low_cents === fee.high_cents
    ? amount(fee.low_cents)
    : `${amount(fee.low_cents)}–${amount(fee.high_cents)}`;
}

function englishStep(english: EnglishFigure): Omit<GeneratedStep, 'position' | 'due_on'> | null {
  if (english.state !== 'known') return null;
  const scores = [
    english.ielts !== undefined ? `IELTS Academic ${english.ielts}` : null,
    english.toefl !== undefined ? `TOEFL iBT ${english.toefl}` : null,
  ].filter((score): score is string => score !== null);
  const common = { source: 'programme', official_url: english.source_url, lead_time_days: 0 } as const;
  if (scores.length > 0) {
    const level =
      english.cefr === undefined
        ? ''
        : ` Its page also names level ${english.cefr} (CEFR): see which other certificates it accepts.`;
    return {
      ...common,
      title: `Take an English test: ${scores.join(' or ')} or higher`,
      detail: `The programme's minimum (${english.applies_to}).${level} Book early: results take days to arrive and must be in with the application.`,
    };
  }
  if (english.cefr === undefined) return null;
  return {
    ...common,
    title: `Prove your English at level ${english.cefr} (CEFR) or higher`,
    detail: `The programme's minimum (${english.applies_to}). It names a level, not a test score: check which certificates its page accepts before you book a test.`,
  };
}

const TITLE_MAX = 150;

function programmeSteps(
  program: ChecklistProgram,
  portal: string | null,
): Omit<GeneratedStep, 'position' | 'due_on'>[] {
  const link = program.application_link ?? program.program_url ?? null;
  const steps: Omit<GeneratedStep, 'position' | 'due_on'>[] = [];
  const english = englishStep(program.english_requirement);
  if (english) steps.push(english);
  for (const document of program.documents ?? []) {
    // A step's title holds 150 characters (application_steps); a longer item is whole in the detail.
    const title = `Prepare: ${document}`;
    steps.push({
      source: 'programme',
      title: title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1)}…`,
      detail: title.length <= TITLE_MAX ? 'Asked for by the programme.' : `${document} (asked for by the programme).`,
      official_url: program.documents_source_url ?? link,
      lead_time_days: 0,
    });
  }
  const fee = program.application_fee;
  if (fee?.state === 'known') {
    steps.push({
      source: 'programme',
      title: `Pay the application fee (${formatFee(fee)})`,
      detail: `As the programme's page says (${fee.applies_to}).`,
      official_url: fee.source_url,
      lead_time_days: 0,
    });
  }
  const where = portal?.trim() || hostOf(link);
  steps.push({
    source: 'programme',
    title: where ? `Submit the application via ${where}` : 'Submit the application',
    detail: `${program.name}: submit by the deadline.`,
    official_url: link,
    lead_time_days: 0,
  });
  return steps;
}

/** The home-country rows for this destination (or every one) and level (or every one), in their order. */
export function homeStepsFor(
  rows: readonly HomeStepRow[],
  homeCountry: string | null,
  destinationCode: string,
  level: ProgramLevel | null,
): HomeStepRow[] {
  return rows
    .filter(
      (row) =>
        row.home_country === homeCountry &&
        (row.destination_code === null || row.destination_code === destinationCode) &&
        (level === null || row.level === null || row.level === level),
    )
    .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title, 'en'));
}

export function buildChecklist(input: ChecklistInput): GeneratedStep[] {
  const { program, destination, homeCountry, homeSteps, deadline, level } = input;
  const steps: Omit<GeneratedStep, 'position' | 'due_on'>[] = [
    ...homeStepsFor(homeSteps, homeCountry, destination.code, level).map((row) => ({
      source: 'home' as const,
      title: row.title,
      detail: row.detail,
      official_url: row.official_url,
      lead_time_days: row.lead_time_days,
    })),
    ...programmeSteps(program, input.portal ?? null),
    ...destination.checklist
      .filter((step) => {
        const audience = stepAudience(step.title);
        return audience === null || audience === homeCountry;
      })
      .map((step) => ({
        source: 'destination' as const,
        title: step.title,
        detail: step.detail ?? null,
        official_url: step.url,
        lead_time_days: leadTimeDays(step.lead_time),
      })),
  ];
  return steps.map((step, index) => ({ ...step, position: index, due_on: dueOn(deadline, step.lead_time_days) }));
}

/** Why a step has no due date, in words (the tracker shows it instead of a date). */
export function noDueDateReason(deadline: string | null, leadTime: number | null): string | null {
  if (deadline === null) return 'No due date: the deadline is not known yet.';
  if (leadTime === null) return 'No due date: its official page gives no typical time.';
  return null;
}
