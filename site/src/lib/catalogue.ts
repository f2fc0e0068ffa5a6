// The university catalogue (universities and their programs), read at build time by the pages that
// show it: the detail pages, the list's data files and the sitemap. It is not a content collection
// on purpose: a collection's rows are held by the content layer, serialized into the data store,
// bundled as one JS module and parsed again for rendering, so at 10,000 universities and 50,000
// programs the build held every row several times over. Here each table is read page by
// page, only the columns the pages show are kept, once, and programs are grouped as they arrive.
import { PROGRAM_LEVELS } from '@app/shared/constants';
import { programRowSchema } from '@app/shared/entities/program';
import { universityRowSchema } from '@app/shared/entities/university';
import { TABLES } from '@app/shared/tables';
import { z } from 'zod';
import { BuildDataError, readPages, readTable } from './build-reads';
import { supabaseUrl } from './env';

const universityColumns = universityRowSchema.pick({
  id: true,
  slug: true,
  country_code: true,
  other_names: true,
  university_name: true,
  city: true,
  country: true,
  description: true,
  approx_tuition_fee_range: true,
  popular_programs: true,
  application_deadline_info: true,
  official_website_url: true,
  global_ranking: true,
  image_path: true,
  image_alt: true,
  tuition_non_eu_bachelor: true,
  tuition_non_eu_master: true,
});
const programColumns = programRowSchema.pick({
  id: true,
  university_id: true,
  slug: true,
  name: true,
  level: true,
  description: true,
  duration_in_years: true,
  application_link: true,
  field_code: true,
  ects: true,
  study_mode: true,
  intake_months: true,
  languages: true,
  program_url: true,
  tuition_non_eu: true,
  tuition_eu: true,
  semester_fees: true,
  deadline: true,
  english_requirement: true,
  application_fee: true,
  documents: true,
  documents_source_url: true,
  documents_checked_on: true,
});
const columnsOf = (schema: { shape: object }) => Object.keys(schema.shape).join(',');

type Level = (typeof PROGRAM_LEVELS)[number];
export type CatalogueProgram = Omit<z.infer<typeof programColumns>, 'university_id'>;
export type CatalogueUniversity = Omit<z.infer<typeof universityColumns>, 'id'> & {
  /** The row id as decimal text: the detail page's URL segment. */
  id: string;
  /** The program levels this university offers, in PROGRAM_LEVELS order. */
  levels: Level[];
};

interface Catalogue {
  /** By university_name (en locale order). */
  universities: CatalogueUniversity[];
  /** Programs of each university (by its id as text), by name. */
  programs: Map<string, CatalogueProgram[]>;
}

let catalogue: Promise<Catalogue> | undefined;

/** Read once per build; every page that needs the catalogue shares this one copy. */
function loadCatalogue(): Promise<Catalogue> {
  catalogue ??= (async () => {
    const programs = new Map<string, CatalogueProgram[]>();
    const universities: CatalogueUniversity[] = [];
    await Promise.all([
      readPages(
        TABLES.programs,
        programColumns,
        [{ column: 'name', ascending: true }],
        columnsOf(programColumns),
        (page) => {
          for (const { university_id, ...program } of page) {
            const key = String(university_id);
            const group = programs.get(key);
            if (group) group.push(program);
            else programs.set(key, [program]);
          }
        },
      ),
      readPages(
        TABLES.universities,
        universityColumns,
        [{ column: 'university_name', ascending: true }],
        columnsOf(universityColumns),
        (page) => {
          for (const row of page) universities.push({ ...row, id: String(row.id), levels: [] });
        },
      ),
    ]);
    if (universities.length === 0) {
      throw new BuildDataError(
        `Site build: the backend at ${supabaseUrl} returned no universities. Refusing to publish an empty ` +
          'directory: seed the database (`pnpm backend` seeds a fresh data folder) or check the anon read policy.',
      );
    }
    for (const group of programs.values()) group.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    for (const university of universities) {
      const offered = new Set(programs.get(university.id)?.map((p) => p.level));
      university.levels = PROGRAM_LEVELS.filter((level) => offered.has(level));
    }
    universities.sort((a, b) => a.university_name.localeCompare(b.university_name, 'en'));
    return { universities, programs };
  })();
  return catalogue;
}

export async function universities(): Promise<CatalogueUniversity[]> {
  return (await loadCatalogue()).universities;
}

/** Programs of one university, by name. */
export async function programsOf(universityId: string): Promise<CatalogueProgram[]> {
  return (await loadCatalogue()).programs.get(universityId) ?? [];
}

const fieldColumns = z.object({ code: z.string(), name: z.string() });
let fields: Promise<Map<string, string>> | undefined;

/** The ISCED-F broad fields (public.fields_of_study), code → name; read once per build. */
export function fieldsOfStudy(): Promise<Map<string, string>> {
  fields ??= readTable(
    TABLES.fieldsOfStudy,
    fieldColumns,
    [{ column: 'code', ascending: true }],
    'code,name',
    'code',
  ).then((rows) => new Map(rows.map((row) => [row.code, row.name])));
  return fields;
}
