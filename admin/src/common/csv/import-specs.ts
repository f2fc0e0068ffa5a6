// What each importable resource's CSV holds: its columns (the form's fields, named as the database's
// columns, so an exported file imports back unchanged), how list and JSON cells are written, the key
// that finds an existing row, the form's own schema that checks each row, and a sample file.
import {
  checkProvenance,
  cityInputSchema,
  countryInputSchema,
  programFieldsSchema,
  universityInputSchema,
} from '@app/shared/entities';
import { z } from 'zod';
import { splitCell } from './csv.ts';

import type { ImportTarget } from './import-targets.ts';

export type ImportSpec = {
  /** rpc/import_rows's target. */
  target: ImportTarget;
  /** What the rows are, in the dialog's title ('universities'). */
  noun: string;
  columns: readonly string[];
  /** Cells holding a list, items separated by semicolons ("en; de"). */
  listColumns: readonly string[];
  /** Cells holding JSON (a country's checklist of steps). */
  jsonColumns: readonly string[];
  /** The columns that find an existing row to update instead of adding one. */
  key: readonly string[];
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  sample: Record<string, string>[];
};

const programImportSchema = programFieldsSchema
  .omit({ university_id: true })
  .extend({ university_slug: z.string().trim().min(1, 'Required: the slug of the programme’s university.') })
  .superRefine(checkProvenance);

const columnsOf = (shape: Record<string, unknown>, first: string[] = []) => [
  ...first,
  ...Object.keys(shape).filter((column) => !first.includes(column)),
];

export const IMPORT_SPECS = {
  universities: {
    target: 'universities',
    noun: 'universities',
    columns: columnsOf(universityInputSchema.shape, ['slug']),
    listColumns: ['other_names', 'popular_programs', 'masters_programs'],
    jsonColumns: [],
    key: ['slug'],
    schema: universityInputSchema,
    sample: [
      {
        slug: 'example-technical-university',
        university_name: 'Example Technical University',
        country_code: 'DE',
        city: 'Example City',
        country: 'Germany',
        other_names: 'ETU; Technische Universität Beispiel',
        official_website_url: 'https://www.example.edu/',
        global_ranking: '250',
        institution_type: 'Public',
      },
    ],
  },
  programs: {
    target: 'programs',
    noun: 'programs',
    columns: columnsOf(programImportSchema.shape, ['university_slug', 'slug']),
    listColumns: ['languages', 'intake_months'],
    jsonColumns: [],
    key: ['university_slug', 'slug'],
    schema: programImportSchema,
    sample: [
      {
        university_slug: 'example-technical-university',
        slug: 'data-science-msc',
        name: 'Data Science (MSc)',
        level: "Master's",
        field_code: '06',
        languages: 'en',
        duration_in_years: '2',
        ects: '120',
        study_mode: 'Full-time',
        intake_months: '10',
        application_deadline: '2027-05-31',
        tuition_non_eu_cents: '300000',
        fee_currency: 'EUR',
        source_url: 'https://www.example.edu/fees',
        checked_on: '2026-11-20',
      },
    ],
  },
  cities: {
    target: 'cities',
    noun: 'cities',
    columns: columnsOf(cityInputSchema.shape, ['country_code', 'name']),
    listColumns: [],
    jsonColumns: [],
    key: ['country_code', 'name'],
    schema: cityInputSchema,
    sample: [{ country_code: 'DE', name: 'Example City', currency: 'EUR' }],
  },
  countries: {
    target: 'countries',
    noun: 'countries',
    columns: columnsOf(countryInputSchema.shape, ['code']),
    listColumns: [],
    jsonColumns: ['checklist'],
    key: ['code'],
    schema: countryInputSchema,
    sample: [{ code: 'ZZ', name: 'Example Country', currency: 'EUR', checklist: '[]' }],
  },
} as const satisfies Record<ImportTarget, ImportSpec>;

/** A CSV row's cells as the form's schema reads them: lists split, JSON parsed, blanks left blank. */
export function cellsToInput(spec: ImportSpec, cells: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of spec.columns) {
    const cell = cells[column];
    if (cell === undefined) continue;
    if (spec.listColumns.includes(column)) input[column] = splitCell(cell);
    else if (spec.jsonColumns.includes(column)) input[column] = parseJsonCell(cell);
    else input[column] = cell;
  }
  return input;
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
