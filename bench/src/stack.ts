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
  close(): Promise<void>;
}

const CITIES = [
  ['Berlin', 'Germany'],
  ['Munich', 'Germany'],
  ['Vienna', 'Austria'],
  ['Paris', 'France'],
  ['Lyon', 'France'],
  ['Milan', 'Italy'],
  ['Bologna', 'Italy'],
  ['Madrid', 'Spain'],
  ['Utrecht', 'Netherlands'],
  ['Dublin', 'Ireland'],
  ['Stockholm', 'Sweden'],
  ['Copenhagen', 'Denmark'],
];

export async function startBenchStack(port: number): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-backend-'));
  const stack = await startStack({ dataDir, config: { port } });
  return {
    url: stack.url,
    async addUniversities(universities, programsPerUniversity) {
      const cities = `array[${CITIES.map(([city]) => `'${city}'`).join(',')}]`;
      const countries = `array[${CITIES.map(([, country]) => `'${country}'`).join(',')}]`;
      const generated = `university_name like 'Generated University %'`;
      const before = await stack.engine.owner.query<{ n: number; last: number }>(
        `select count(*)::int as n, coalesce(max(id), 0)::int as last from public.universities_data where ${generated}`,
      );
      const { n: start, last } = before.rows[0] ?? { n: 0, last: 0 };
      // Realistic card text: a two-sentence description, a fee range and three popular programs.
      await stack.engine.owner.query(`
        insert into public.universities_data (university_name, city, country, description,
          approx_tuition_fee_range, popular_programs, application_deadline_info, official_website_url,
          institution_type, global_ranking)
        select 'Generated University ' || lpad(i::text, 5, '0'),
          (${cities})[1 + i % ${CITIES.length}], (${countries})[1 + i % ${CITIES.length}],
          'A public research university with low tuition for international students. Programs ' ||
            'taught in English across engineering, business and the sciences (' || i || ').',
          '€0 – €' || (500 + i % 20 * 250) || ' per year',
          array['Computer Science', 'Economics', 'Mechanical Engineering'],
          'Winter intake: apply by 15 July; summer intake: by 15 January.',
          'https://university-' || i || '.example.org', 'Public', 1 + i % 1500
        from generate_series(${start + 1}, ${start + universities}) as i`);
      await stack.engine.owner.query(`
        insert into public.programs (university_id, name, level, description, tuition_fee, duration_in_years, application_link)
        select u.id, 'Program ' || p || ' of ' || u.university_name,
          (case when p % 2 = 0 then 'Bachelor''s' else 'Master''s' end)::public.program_level,
          'Taught in English; internships with local industry.', '€' || (p * 300) || ' per semester',
          case when p % 2 = 0 then 3 else 2 end, 'https://apply.example.org/' || u.id || '/' || p
        from public.universities_data u cross join generate_series(1, ${programsPerUniversity}) as p
        where u.${generated} and u.id > ${last}`);
    },
    async close() {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
