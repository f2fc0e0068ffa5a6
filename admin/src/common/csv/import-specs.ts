// What each importable resource's CSV holds: its columns (the form's fields, named as the database's
// columns, a figure spread over flat columns by figure-cells.ts, so an exported file imports back
// unchanged), how list and JSON cells are written, the key that finds an existing row, the form's own
// schema that checks each row, and a sample file.
import { cityInputSchema } from '@app/shared/entities/city';
import { countryInputSchema } from '@app/shared/entities/country';
import { checkProgramDocuments, programFieldsSchema } from '@app/shared/entities/program';
import { scholarshipInputSchema } from '@app/shared/entities/scholarship';
import { universityInputSchema } from '@app/shared/entities/university';
import { FIGURE_COLUMNS, type FigureKind } from '@app/shared/figures';
import { slugify } from '@app/shared/slug';
import { z } from 'zod';
import type { ImportTarget } from '../../providers/types.ts';
import { splitCell } from './csv.ts';
import { type CellProblem, cellsToFigure, figureCsvColumn, figureCsvColumns, figureToCells } from './figure-cells.ts';

export type ImportSpec = {
  /** rpc/import_rows's target. */
  target: ImportTarget;
  /** What the rows are, in the dialog's title ('universities'). */
  noun: string;
  /** The file's columns. */
  columns: readonly string[];
  /** The figure columns of the table and their kinds; each is several columns of the file. */
  figures: Readonly<Record<string, FigureKind>>;
  /** Cells holding a list, items separated by semicolons ("en; de"). */
  listColumns: readonly string[];
  /** Cells holding JSON (a country's checklist of steps). */
  jsonColumns: readonly string[];
  /** Cells holding true or false (blank: the column's default). */
  booleanColumns?: readonly string[];
  /** The columns that find an existing row to update instead of adding one. */
  key: readonly string[];
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  sample: Record<string, string>[];
  /** The public page a written row changes (the database fills a missing slug from the name, as here). */
  publicPath: (values: Record<string, unknown>) => string;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const slugOf = (values: Record<string, unknown>, name: string) => text(values.slug) || slugify(text(values[name]));
const guidePath = (code: unknown) => `/countries/${text(code).toLowerCase()}`;

const programImportSchema = programFieldsSchema
  .extend({ university_slug: z.string().trim().min(1, 'Required: the slug of the programme’s university.') })
  .superRefine(checkProgramDocuments);

const figuresOf = (table: keyof typeof FIGURE_COLUMNS): Record<string, FigureKind> =>
  Object.fromEntries(Object.entries(FIGURE_COLUMNS[table]).map(([column, { kind }]) => [column, kind]));

/** The schema's fields in order, `first` ahead, each figure as its flat columns. */
const columnsOf = (shape: Record<string, unknown>, figures: Record<string, FigureKind>, first: string[] = []) =>
  [...first, ...Object.keys(shape).filter((column) => !first.includes(column))].flatMap((column) => {
    const kind = figures[column];
    return kind ? figureCsvColumns(column, kind) : [column];
  });

/**
 * A checked figure of the samples: its cells, citing sample.invalid, a name that can never be a real
 * page, so the database refuses to write a sample row (migration samples_cite_no_page) while its preview
 * still shows how a file is read.
 */
const sampleFigure = (column: string, cells: Record<string, string>, state = 'known') => ({
  [`${column}_state`]: state,
  ...Object.fromEntries(Object.entries(cells).map(([part, cell]) => [`${column}_${part}`, cell])),
  [`${column}_source_url`]: SAMPLE_PAGE,
  [`${column}_checked_on`]: '2026-11-20',
  [`${column}_applies_to`]: '2027/28',
});

/** The page every sample figure cites. */
export const SAMPLE_PAGE = 'https://sample.invalid/fees';

const UNIVERSITY_FIGURES = figuresOf('universities_data');
const PROGRAM_FIGURES = figuresOf('programs');
const CITY_FIGURES = figuresOf('cities');
const COUNTRY_FIGURES = figuresOf('countries');
const SCHOLARSHIP_FIGURES = figuresOf('scholarships');

export const IMPORT_SPECS = {
  universities: {
    target: 'universities',
    noun: 'universities',
    columns: columnsOf(universityInputSchema.shape, UNIVERSITY_FIGURES, ['slug']),
    figures: UNIVERSITY_FIGURES,
    listColumns: ['other_names', 'popular_programs', 'masters_programs'],
    jsonColumns: [],
    key: ['slug'],
    schema: universityInputSchema,
    publicPath: (values) => `/universities/${slugOf(values, 'university_name')}`,
    sample: [
      {
        slug: 'sample-university',
        university_name: 'Sample University (a sample row: replace it)',
        country_code: 'DE',
        city: 'Sample City',
        country: 'Germany',
        other_names: 'ETU; Technische Universität Beispiel',
        official_website_url: 'https://sample.invalid/',
        global_ranking: '250',
        institution_type: 'Public',
        ...sampleFigure('tuition_non_eu_master', { low: '3000', currency: 'EUR' }),
      },
    ],
  },
  programs: {
    target: 'programs',
    noun: 'programs',
    columns: columnsOf(programImportSchema.shape, PROGRAM_FIGURES, ['university_slug', 'slug']),
    figures: PROGRAM_FIGURES,
    listColumns: ['languages', 'intake_months', 'documents'],
    jsonColumns: [],
    key: ['university_slug', 'slug'],
    schema: programImportSchema,
    publicPath: (values) => `/programs/${text(values.university_slug)}/${slugOf(values, 'name')}`,
    sample: [
      {
        // A seeded university, so the sample previews without another file imported first.
        university_slug: 'technical-university-of-munich',
        slug: 'sample-data-science-msc',
        name: 'Sample Data Science (MSc) (a sample row: replace it)',
        level: "Master's",
        field_code: '06',
        languages: 'en',
        duration_in_years: '2',
        ects: '120',
        study_mode: 'Full-time',
        intake_months: '10',
        ...sampleFigure('tuition_non_eu', { low: '3000', high: '3500.50', currency: 'EUR' }),
        // The official page says EU students pay no tuition.
        ...sampleFigure('tuition_eu', {}, 'none'),
        ...sampleFigure('deadline', { date: '2027-05-31' }),
        ...sampleFigure('english_requirement', { ielts: '6.5', toefl: '90', cefr: 'B2' }),
        semester_fees_state: 'unchecked',
        semester_fees_note: 'The page announces the 2027/28 fees in March.',
      },
    ],
  },
  cities: {
    target: 'cities',
    noun: 'cities',
    columns: columnsOf(cityInputSchema.shape, CITY_FIGURES, ['country_code', 'name']),
    figures: CITY_FIGURES,
    listColumns: [],
    jsonColumns: [],
    key: ['country_code', 'name'],
    schema: cityInputSchema,
    // A city's costs show on its country's guide (and in the planner).
    publicPath: (values) => guidePath(values.country_code),
    sample: [
      {
        country_code: 'DE',
        name: 'Sample City',
        ...sampleFigure('housing_shared', { low: '450', high: '650', currency: 'EUR' }),
        ...sampleFigure('food', { low: '250', high: '320', currency: 'EUR' }),
      },
    ],
  },
  countries: {
    target: 'countries',
    noun: 'countries',
    columns: columnsOf(countryInputSchema.shape, COUNTRY_FIGURES, ['code']),
    figures: COUNTRY_FIGURES,
    listColumns: [],
    jsonColumns: ['checklist'],
    key: ['code'],
    schema: countryInputSchema,
    publicPath: (values) => guidePath(values.code),
    sample: [
      {
        code: 'ZZ',
        name: 'Sample Country',
        currency: 'EUR',
        ...sampleFigure('proof_of_funds', { low: '11904', currency: 'EUR' }),
        checklist: '[]',
      },
    ],
  },
  scholarships: {
    target: 'scholarships',
    noun: 'scholarships',
    columns: columnsOf(scholarshipInputSchema.shape, SCHOLARSHIP_FIGURES, ['slug', 'name']),
    figures: SCHOLARSHIP_FIGURES,
    listColumns: ['levels', 'field_codes', 'destination_codes', 'nationalities'],
    // What it pays: the parts as the database stores them (private.award_problem), amounts as figures.
    // Universities and programmes as JSON, so "none of ours" ([]) and "any" (null or blank) survive a round trip.
    jsonColumns: ['covers', 'university_ids', 'program_ids'],
    booleanColumns: ['nationalities_checked'],
    key: ['slug'],
    schema: scholarshipInputSchema,
    publicPath: (values) => `/scholarships/${slugOf(values, 'name')}`,
    sample: [
      {
        slug: 'sample-scholarship',
        name: 'Sample Scholarship (a sample row: replace it)',
        provider: 'Sample Foundation',
        official_url: 'https://sample.invalid/scholarship',
        levels: "Master's",
        destination_codes: 'DE',
        nationalities: 'IN; NP; BD',
        covers: JSON.stringify([
          { kind: 'tuition', waiver_percent: 100 },
          {
            kind: 'stipend',
            period: 'month',
            months: 12,
            amount: {
              state: 'known',
              low_cents: 93_400,
              high_cents: 93_400,
              currency: 'EUR',
              source_url: SAMPLE_PAGE,
              checked_on: '2026-11-20',
              applies_to: '2027/28',
            },
          },
        ]),
        intake: '2027/28',
        criteria: 'Academic excellence and a motivation letter.',
        checked_on: '2026-11-20',
        ...sampleFigure('deadline', { date: '2027-10-15' }),
      },
    ],
  },
} as const satisfies Record<ImportTarget, ImportSpec>;

/** A CSV row's cells as the form's schema reads them: lists split, JSON parsed, figures assembled. */
export function cellsToInput(
  spec: ImportSpec,
  cells: Record<string, string>,
): { input: Record<string, unknown>; problems: CellProblem[]; absentFigures: string[] } {
  const input: Record<string, unknown> = {};
  const problems: CellProblem[] = [];
  const absentFigures: string[] = [];
  for (const [column, kind] of Object.entries(spec.figures)) {
    const figure = cellsToFigure(column, kind, cells);
    if (figure === undefined) absentFigures.push(column);
    else {
      input[column] = figure.value;
      problems.push(...figure.problems);
    }
  }
  const figureCells = new Set(Object.entries(spec.figures).flatMap(([column, kind]) => figureCsvColumns(column, kind)));
  for (const column of spec.columns) {
    const cell = cells[column];
    if (cell === undefined || figureCells.has(column)) continue;
    if (spec.listColumns.includes(column)) input[column] = splitCell(cell);
    else if (spec.jsonColumns.includes(column)) input[column] = parseJsonCell(cell);
    else if (spec.booleanColumns?.includes(column)) input[column] = parseBooleanCell(cell);
    else input[column] = cell;
  }
  return { input, problems, absentFigures };
}

/** The file's column that a schema issue's path points at (a figure's part, or the column itself). */
export function csvColumnOf(spec: ImportSpec, path: readonly PropertyKey[]): string | null {
  const [column, key] = path;
  if (typeof column !== 'string') return null;
  return spec.figures[column] ? figureCsvColumn(column, typeof key === 'string' ? key : undefined) : column;
}

/** A stored row as the file's cells: JSON cells as JSON text, each figure spread over its columns. */
export function rowToCells(spec: ImportSpec, row: Record<string, unknown>): Record<string, unknown> {
  const cells = { ...row };
  for (const column of spec.jsonColumns) if (row[column] != null) cells[column] = JSON.stringify(row[column]);
  for (const [column, kind] of Object.entries(spec.figures))
    Object.assign(cells, figureToCells(column, kind, row[column]));
  return cells;
}

/** "true"/"false" (any case, as spreadsheets write them); blank: absent, so the default applies. */
function parseBooleanCell(cell: string): unknown {
  const word = cell.trim().toLowerCase();
  if (word === '') return undefined;
  // Anything else stays text: the schema names the column and says what it expects.
  return word === 'true' ? true : word === 'false' ? false : cell;
}

function parseJsonCell(cell: string): unknown {
  if (cell.trim() === '') return null;
  try {
    return JSON.parse(cell);
  } catch {
    // The schema names the column and says what it expects.
    return cell;
  }
}
