// The backend the benchmark builds against: the local stack on PGlite in a throwaway folder, migrated
// and seeded, and, for the scale figures, a generated data set written straight through the engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../supabase/local/src/stack.ts';

export interface BenchStack {
  url: string;
  /** Adds `universities` more generated universities (numbered on from those already added), with programs. */
  addUniversities(universities: number, programsPerUniversity: number): Promise<void>;
  /** Leaves exactly `universities` generated universities (adding or deleting the last ones). */
  resizeUniversities(universities: number, programsPerUniversity: number): Promise<void>;
  close(): Promise<void>;
}

const CITIES = [
  ['Berlin', 'Germany', 'DE'],
  ['Munich', 'Germany', 'DE'],
  ['Vienna', 'Austria', 'AT'],
  ['Paris', 'France', 'FR'],
  ['Lyon', 'France', 'FR'],
  ['Milan', 'Italy', 'IT'],
  ['Bologna', 'Italy', 'IT'],
  ['Madrid', 'Spain', 'ES'],
  ['Utrecht', 'Netherlands', 'NL'],
  ['Dublin', 'Ireland', 'IE'],
  ['Stockholm', 'Sweden', 'SE'],
  ['Copenhagen', 'Denmark', 'DK'],
];

export async function startBenchStack(port: number): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-backend-'));
  const stack = await startStack({ dataDir, config: { port } });
  return {
    url: stack.url,
    async addUniversities(universities, programsPerUniversity) {
      const generated = await countGenerated();
      await insertUniversities(generated + 1, generated + universities, programsPerUniversity);
    },
    async resizeUniversities(universities, programsPerUniversity) {
      const generated = await countGenerated();
      if (generated > universities) {
        // Programs go with their university (on delete cascade).
        await stack.engine.owner.query(
          `delete from public.universities_data where university_name like 'Generated University %' and university_name > $1`,
          [generatedName(universities)],
        );
      } else if (generated < universities) {
        await insertUniversities(generated + 1, universities, programsPerUniversity);
      }
    },
    async close() {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  async function countGenerated(): Promise<number> {
    const result = await stack.engine.owner.query<{ count: number }>(
      `select count(*)::int as count from public.universities_data where university_name like 'Generated University %'`,
    );
    return result.rows[0]?.count ?? 0;
  }

  /** Universities numbered first..last, each with its programs. */
  async function insertUniversities(first: number, last: number, programsPerUniversity: number) {
    const cities = `array[${CITIES.map(([city]) => `'${city}'`).join(',')}]`;
    const countries = `array[${CITIES.map(([, country]) => `'${country}'`).join(',')}]`;
    const codes = `array[${CITIES.map(([, , code]) => `'${code}'`).join(',')}]`;
    // Realistic card text: a two-sentence description, a fee range and three popular programs.
    await stack.engine.owner.query(`
        insert into public.universities_data (university_name, city, country, country_code, description,
          approx_tuition_fee_range, popular_programs, application_deadline_info, official_website_url,
          institution_type, global_ranking)
        select 'Generated University ' || lpad(i::text, 5, '0'),
          (${cities})[1 + i % ${CITIES.length}], (${countries})[1 + i % ${CITIES.length}],
          (${codes})[1 + i % ${CITIES.length}],
          'A public research university with low tuition for international students. Programs ' ||
            'taught in English across engineering, business and the sciences (' || i || ').',
          '€0 – €' || (500 + i % 20 * 250) || ' per year',
          array['Computer Science', 'Economics', 'Mechanical Engineering'],
          'Winter intake: apply by 15 July; summer intake: by 15 January.',
          'https://university-' || i || '.example.org', 'Public', 1 + i % 1500
        from generate_series(${first}, ${last}) as i`);
    await stack.engine.owner.query(`
        insert into public.programs (university_id, name, level, description, tuition_fee, duration_in_years, application_link)
        select u.id, 'Program ' || p || ' of ' || u.university_name,
          (case when p % 2 = 0 then 'Bachelor''s' else 'Master''s' end)::public.program_level,
          'Taught in English; internships with local industry.', '€' || (p * 300) || ' per semester',
          case when p % 2 = 0 then 3 else 2 end, 'https://apply.example.org/' || u.id || '/' || p
        from public.universities_data u cross join generate_series(1, ${programsPerUniversity}) as p
        where u.university_name like 'Generated University %'
          and u.university_name between '${generatedName(first)}' and '${generatedName(last)}'`);
  }
}

/** Generated names sort in their number's order (zero-padded), so a range of names is a range of numbers. */
const generatedName = (i: number) => `Generated University ${String(i).padStart(5, '0')}`;
