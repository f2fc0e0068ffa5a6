// The seed's figures come from one evidence file (figures.json): for every figure, what the official page
// said (its words, the page, the year it is for, which edition was read) as it said it: per semester, per
// year, for five months. This module turns one piece of evidence into the value object the database
// stores (money per year for fees, per month for city costs, once for visa and permit fees, in cents),
// and writes the seed's block of figure updates, so seed.sql never holds a figure the evidence lacks.
// After editing figures.json run `npx -y pnpm@12.21.0 --filter @app/supabase seed:figures`.
import type { CefrLevel, Figure, FigureKind } from '../../shared/src/figures.ts';

/** How the page states an amount. */
export type Per = 'year' | 'semester' | 'month' | 'once' | 'period' | 'programme';

type Source = {
  source_url: string;
  checked_on: string;
  page_version?: string;
  quote: string;
  /** Shown to families with the figure. */
  note?: string;
  /** For staff only: doubts, how the page was read. */
  remark?: string;
};
export type Evidence =
  | (Source & {
      state: 'known';
      applies_to: string;
      low?: number;
      high?: number;
      currency?: string;
      per?: Per;
      /** With per 'period': how many months the amount covers. */
      months?: number;
      /** With per 'programme': how many years the programme lasts. */
      years?: number;
      date?: string;
      recurring?: boolean;
      ielts?: number | null;
      toefl?: number | null;
      /** The minimum CEFR level the page names (never derived from a score). */
      cefr?: CefrLevel | null;
    })
  | (Source & { state: 'none'; applies_to?: string })
  | { state: 'unchecked'; searched?: string; note?: string };

/** What a column holds: fees per year, city costs per month, visa and permit fees once. */
export type Period = 'year' | 'month' | 'once';

/** The documents a programme's application page asks for, as it lists them. */
export type DocumentsEvidence = {
  items: string[];
  source_url: string;
  checked_on: string;
  page_version: string;
  quote: string;
};

export type EvidenceFile = {
  checked_on: string;
  programmes: {
    university: string;
    programme: string;
    figures: Record<string, Evidence>;
    documents?: DocumentsEvidence;
  }[];
  universities: { university: string; figures: Record<string, Evidence> }[];
  cities: { city: string; country_code: string; figures: Record<string, Evidence> }[];
  countries: { code: string; figures: Record<string, Evidence> }[];
};

const NOTE_MAX = 500;

/** Months an amount stated `per` covers, to bring it to the column's period. */
function monthsOf(e: Extract<Evidence, { state: 'known' }>): number {
  switch (e.per) {
    case 'year':
      return 12;
    case 'semester':
      return 6;
    case 'month':
      return 1;
    case 'period':
      if (!e.months) throw new Error(`per "period" needs months: ${e.source_url}`);
      return e.months;
    case 'programme':
      if (!e.years) throw new Error(`per "programme" needs years: ${e.source_url}`);
      return e.years * 12;
    default:
      throw new Error(`money needs per: ${e.source_url}`);
  }
}

const PER_WORDS: Record<Per, (e: Extract<Evidence, { state: 'known' }>) => string> = {
  year: () => 'a year',
  semester: () => 'a semester',
  month: () => 'a month',
  once: () => 'once',
  period: (e) => `for ${e.months} months`,
  programme: (e) => `for the whole programme (${e.years} years)`,
};

const amountText = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

function moneyOf(e: Extract<Evidence, { state: 'known' }>, period: Period) {
  if (e.low === undefined || e.currency === undefined) throw new Error(`money needs low and currency: ${e.source_url}`);
  const low = Math.round(e.low * 100);
  const high = Math.round((e.high ?? e.low) * 100);
  let factor = 1;
  if (period !== 'once' && e.per !== 'once') factor = (period === 'year' ? 12 : 1) / monthsOf(e);
  else if (period === 'once' && e.per !== 'once' && e.per !== 'year') {
    throw new Error(`a one-off fee cannot be stated ${e.per}: ${e.source_url}`);
  }
  const published =
    factor === 1
      ? null
      : `Published as ${low === high ? amountText(low, e.currency) : `${amountText(low, e.currency)}–${amountText(high, e.currency)}`} ${PER_WORDS[e.per ?? 'year'](e)}.`;
  return {
    low_cents: Math.round(low * factor),
    high_cents: Math.round(high * factor),
    currency: e.currency,
    note: [published, e.note].filter(Boolean).join(' ') || undefined,
  };
}

/** The value object the database stores for one piece of evidence. */
export function toFigure(e: Evidence, kind: FigureKind, period: Period = 'year'): Figure {
  if (e.state === 'unchecked')
    return e.note ? { state: 'unchecked', note: e.note.slice(0, NOTE_MAX) } : { state: 'unchecked' };
  const source = { source_url: e.source_url, checked_on: e.checked_on };
  const trimmed = (note: string | undefined) => (note ? { note: note.slice(0, NOTE_MAX) } : {});
  if (e.state === 'none') {
    return { state: 'none', ...source, ...(e.applies_to ? { applies_to: e.applies_to } : {}), ...trimmed(e.note) };
  }
  const base = { state: 'known' as const, ...source, applies_to: e.applies_to };
  if (kind === 'date') {
    if (!e.date) throw new Error(`a deadline needs its date: ${e.source_url}`);
    return { ...base, date: e.date, ...trimmed(e.note) };
  }
  if (kind === 'english') {
    return {
      ...base,
      ...(e.ielts == null ? {} : { ielts: e.ielts }),
      ...(e.toefl == null ? {} : { toefl: e.toefl }),
      ...(e.cefr == null ? {} : { cefr: e.cefr }),
      ...trimmed(e.note),
    };
  }
  const { note, ...money } = moneyOf(e, period);
  return { ...base, ...money, ...trimmed(note) };
}

/** Each table's figure columns: their kind and period. */
export const FIGURE_PERIODS: Record<string, Record<string, [FigureKind, Period]>> = {
  programs: {
    tuition_non_eu: ['money', 'year'],
    tuition_eu: ['money', 'year'],
    semester_fees: ['money', 'year'],
    deadline: ['date', 'once'],
    english_requirement: ['english', 'once'],
    application_fee: ['money', 'once'],
  },
  universities_data: { tuition_non_eu_bachelor: ['money', 'year'], tuition_non_eu_master: ['money', 'year'] },
  cities: Object.fromEntries(
    ['housing_dorm', 'housing_shared', 'housing_studio', 'food', 'transport', 'insurance', 'phone', 'other'].map(
      (key) => [key, ['money', 'month'] as [FigureKind, Period]],
    ),
  ),
  countries: {
    proof_of_funds: ['money', 'year'],
    living_norm: ['money', 'year'],
    visa_fee: ['money', 'once'],
    permit_fee: ['money', 'once'],
  },
};

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function assignments(table: string, figures: Record<string, Evidence>): string {
  return Object.entries(figures)
    .map(([column, evidence]) => {
      const spec = FIGURE_PERIODS[table]?.[column];
      if (!spec) throw new Error(`${column} is not a figure of ${table}`);
      return `${column} = ${literal(JSON.stringify(toFigure(evidence, spec[0], spec[1])))}`;
    })
    .join(', ');
}

function update(table: string, figures: Record<string, Evidence>, where: string, what: string): string {
  if (Object.keys(figures).length === 0) return '';
  const missing = literal(`seed figures: no ${what}`.replaceAll('%', '%%'));
  return `  update public.${table} x set ${assignments(table, figures)}${where};\n  if not found then raise exception ${missing}; end if;\n`;
}

function documentsUpdate(documents: DocumentsEvidence, where: string, what: string): string {
  const missing = literal(`seed documents: no ${what}`.replaceAll('%', '%%'));
  const items = `array[${documents.items.map(literal).join(', ')}]::text[]`;
  return `  update public.programs x set documents = ${items}, documents_source_url = ${literal(documents.source_url)}, documents_checked_on = ${literal(documents.checked_on)}${where};\n  if not found then raise exception ${missing}; end if;\n`;
}

export const BLOCK_START = '-- figures:start';
export const BLOCK_END = '-- figures:end';

/** The seed's block of figure updates: one statement per row, failing loudly when a row is missing. */
export function seedFiguresSql(file: EvidenceFile): string {
  let body = '';
  for (const { university, programme, figures, documents } of file.programmes) {
    const where = ` from public.universities_data u where u.id = x.university_id and u.university_name = ${literal(university)} and x.name = ${literal(programme)}`;
    body += update('programs', figures, where, `programme ${programme} at ${university}`);
    if (documents) body += documentsUpdate(documents, where, `programme ${programme} at ${university}`);
  }
  for (const { university, figures } of file.universities) {
    body += update(
      'universities_data',
      figures,
      ` where x.university_name = ${literal(university)}`,
      `university ${university}`,
    );
  }
  for (const { city, country_code, figures } of file.cities) {
    body += update(
      'cities',
      figures,
      ` where x.name = ${literal(city)} and x.country_code = ${literal(country_code)}`,
      `city ${city}`,
    );
  }
  for (const { code, figures } of file.countries) {
    body += update('countries', figures, ` where x.code = ${literal(code)}`, `country ${code}`);
  }
  return [
    `${BLOCK_START} (written by supabase/seed-evidence/write-seed-figures.ts from figures.json: edit the evidence, not this block)`,
    'do $figures$',
    'begin',
    `${body}end`,
    '$figures$;',
    BLOCK_END,
  ].join('\n');
}
