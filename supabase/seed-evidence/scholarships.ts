// The seed's scholarships come from one evidence file (scholarships.json): for every scholarship, what
// its official page said (its words, the page, which edition was read, the intake it is for). This
// module turns one entry into the row public.scholarships stores (amounts in cents as money figures,
// dates as date figures, an unstated amount or date left "unchecked" with what the page said instead)
// and writes the seed's block of inserts, so seed.sql never holds a scholarship the evidence lacks.
// After editing scholarships.json run `npx -y pnpm@12.21.0 --filter @app/supabase seed:scholarships`.
import type { DateFigure, MoneyFigure } from '../../shared/src/figures.ts';
import type { AwardKind, AwardPart, AwardPeriod } from '../../shared/src/scholarships.ts';

export const BLOCK_START = '-- scholarships:start';
export const BLOCK_END = '-- scholarships:end';

export type EvidencePart = {
  kind: AwardKind;
  quote: string;
  period?: AwardPeriod | null;
  months?: number | null;
  waiver_percent?: number | null;
  /** Major units as the page states them (992 = €992); absent: the page names no amount. */
  low?: number | null;
  high?: number | null;
  currency?: string | null;
  applies_to?: string | null;
  /** When the amount is on another official page than the scholarship's. */
  source_url?: string | null;
  note?: string | null;
};

export type EvidenceScholarship = {
  slug: string;
  name: string;
  provider: string;
  official_url: string;
  page_version: string;
  levels: string[];
  fields: string[] | null;
  destinations: string[];
  /** Seeded universities by name; null: any in the destinations; empty: none of ours (programme_note says which). */
  universities: string[] | null;
  programme_note: string | null;
  nationalities: string[] | null;
  /** False: the official list of nationalities could not be read (stored as not checked yet). */
  nationalities_checked: boolean;
  nationalities_quote?: string | null;
  covers: EvidencePart[];
  awards: number | null;
  awards_quote?: string | null;
  opens_on: string | null;
  deadline: string | null;
  deadline_quote?: string | null;
  /** Shown to families beside a deadline that is not checked yet (what the page said instead). */
  deadline_note?: string | null;
  /** The official page says there is no fixed deadline (applications all year). */
  rolling?: boolean;
  intake: string;
  criteria: string;
  quotes?: string[];
  checked_on: string;
};

export type EvidenceFile = {
  checked_on: string;
  about: string;
  scholarships: EvidenceScholarship[];
  not_seeded: { name: string; why: string }[];
};

const CENTS = 100;
const NOTE_MAX = 500;

function amountOf(part: EvidencePart, s: EvidenceScholarship): MoneyFigure {
  if (part.low == null || !part.currency) return { state: 'unchecked' };
  return {
    state: 'known',
    low_cents: Math.round(part.low * CENTS),
    high_cents: Math.round((part.high ?? part.low) * CENTS),
    currency: part.currency,
    source_url: part.source_url ?? s.official_url,
    checked_on: s.checked_on,
    applies_to: part.applies_to ?? s.intake,
  };
}

/**
 * One part of what it pays, as the database stores it (private.award_problem's rules): a share of
 * tuition, or an amount (not checked yet when the page names none) with how often it is paid.
 */
export function awardPartOf(part: EvidencePart, s: EvidenceScholarship): AwardPart {
  const stored: AwardPart = { kind: part.kind };
  if (part.waiver_percent) {
    stored.waiver_percent = part.waiver_percent;
  } else {
    stored.period = part.period ?? (part.kind === 'tuition' ? 'year' : 'once');
    if (part.months && part.period === 'month' && part.kind === 'stipend') stored.months = part.months;
    stored.amount = amountOf(part, s);
  }
  if (part.note) stored.note = part.note.slice(0, 200);
  return stored;
}

const knownDate = (date: string, s: EvidenceScholarship): DateFigure => ({
  state: 'known',
  date,
  source_url: s.official_url,
  checked_on: s.checked_on,
  applies_to: s.intake,
});

/** The deadline: checked, "none" when the page says there is no fixed one, else unchecked with what it said. */
function deadlineOf(s: EvidenceScholarship): DateFigure {
  if (s.deadline) return knownDate(s.deadline, s);
  if (s.rolling) return { state: 'none', source_url: s.official_url, checked_on: s.checked_on };
  return s.deadline_note ? { state: 'unchecked', note: s.deadline_note.slice(0, NOTE_MAX) } : { state: 'unchecked' };
}

/** The row the seed inserts (universities by name, resolved in SQL). */
export function rowOf(s: EvidenceScholarship) {
  return {
    slug: s.slug,
    name: s.name,
    provider: s.provider,
    official_url: s.official_url,
    levels: s.levels,
    field_codes: s.fields,
    destination_codes: s.destinations,
    nationalities: s.nationalities,
    nationalities_checked: s.nationalities_checked,
    covers: s.covers.map((part) => awardPartOf(part, s)),
    awards_count: s.awards,
    intake: s.intake,
    criteria: s.criteria,
    eligibility_note: s.programme_note,
    opens_on: s.opens_on ? knownDate(s.opens_on, s) : { state: 'unchecked' },
    deadline: deadlineOf(s),
    checked_on: s.checked_on,
  };
}

const text = (v: string | null) => (v === null ? 'null' : `'${v.replaceAll("'", "''")}'`);
const textArray = (v: readonly string[] | null, type = 'text') =>
  v === null ? 'null' : `array[${v.map(text).join(', ')}]::${type}[]`;
const json = (v: unknown) => `${text(JSON.stringify(v))}::jsonb`;

/** The seed's block: one insert per scholarship, universities looked up by name. */
export function seedScholarshipsSql(file: EvidenceFile): string {
  const values = file.scholarships.map((s) => {
    const row = rowOf(s);
    const universities =
      s.universities === null
        ? 'null'
        : s.universities.length === 0
          ? "'{}'::bigint[]"
          : `(select array_agg(u.id order by u.id) from public.universities_data u where u.university_name in (${s.universities.map(text).join(', ')}))`;
    return `  (${[
      text(row.slug),
      text(row.name),
      text(row.provider),
      text(row.official_url),
      textArray(row.levels, 'public.program_level'),
      textArray(row.field_codes),
      textArray(row.destination_codes),
      universities,
      textArray(row.nationalities),
      String(row.nationalities_checked),
      json(row.covers),
      row.awards_count === null ? 'null' : String(row.awards_count),
      text(row.intake),
      text(row.criteria),
      text(row.eligibility_note),
      json(row.opens_on),
      json(row.deadline),
      text(row.checked_on),
    ].join(', ')})`;
  });
  return `${BLOCK_START}
-- Generated from supabase/seed-evidence/scholarships.json by seed-evidence/write-seed-scholarships.ts.
insert into public.scholarships (
  slug, name, provider, official_url, levels, field_codes, destination_codes, university_ids, nationalities,
  nationalities_checked, covers, awards_count, intake, criteria, eligibility_note, opens_on, deadline, checked_on
) values
${values.join(',\n')};
${BLOCK_END}`;
}
