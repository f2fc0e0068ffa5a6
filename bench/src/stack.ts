// The backend the benchmark builds against: the local stack on PGlite in a throwaway folder, migrated
// and seeded, and, for the scale figures, a generated data set written straight through the engine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_IMAGE_BUCKETS, type ContentImageTable } from '@app/shared/content-images';
import { DEMO_STUDENT, LOCAL_SERVICE_ROLE_KEY } from '@app/shared/local-backend';
import { startStack } from '@app/supabase/local/stack';

/** A generated picture (sky over buildings, 1600 × 1000 JPEG, 120 KB), as staff might upload. */
const SAMPLE_PHOTO = new URL('../../e2e/fixtures/sample-photo.jpg', import.meta.url);

export interface BenchStack {
  url: string;
  /** Adds `universities` more generated universities (numbered on from those already added), with programs. */
  addUniversities(universities: number, programsPerUniversity: number): Promise<void>;
  /** Leaves exactly `universities` generated universities (adding or deleting the last ones). */
  resizeUniversities(universities: number, programsPerUniversity: number): Promise<void>;
  /** Gives the first news item, university, testimonial and city a picture (the seed has none). */
  addSampleImages(): Promise<void>;
  /** Gives the demo student three applications with checklists (the seed has none), for /applications. */
  addSampleApplications(): Promise<void>;
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

/** Subjects for generated programme names: a university's five programmes get five different ones. */
const SUBJECTS = [
  'Computer Science',
  'Data Science',
  'Mechanical Engineering',
  'Electrical Engineering',
  'Civil Engineering',
  'Economics',
  'Business Administration',
  'Finance',
  'International Relations',
  'Political Science',
  'Psychology',
  'Sociology',
  'Physics',
  'Chemistry',
  'Biology',
  'Mathematics',
  'Statistics',
  'Environmental Science',
  'Architecture',
  'Urban Planning',
  'Medicine',
  'Public Health',
  'Pharmacy',
  'Nursing',
  'Law',
  'History',
  'Philosophy',
  'Linguistics',
  'Education',
  'Media Studies',
  'Design',
  'Music',
  'Agricultural Science',
  'Food Technology',
  'Materials Science',
  'Aerospace Engineering',
  'Chemical Engineering',
  'Biotechnology',
  'Artificial Intelligence',
  'Renewable Energy',
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
    async addSampleImages() {
      const photo = readFileSync(SAMPLE_PHOTO);
      const firstRows: Record<ContentImageTable, string> = {
        news: '(select id from public.news order by date desc nulls first, id limit 1)',
        // The detail pages the bench audits are the first of their kind in path order.
        universities_data: '(select id from public.universities_data order by slug limit 1)',
        testimonials: '(select id from public.testimonials order by is_featured desc, created_at desc limit 1)',
        cities: `(select id from public.cities
          where country_code = (select code from public.countries order by code limit 1) order by id limit 1)`,
      };
      for (const [table, first] of Object.entries(firstRows) as [ContentImageTable, string][]) {
        const bucket = CONTENT_IMAGE_BUCKETS[table];
        // Through the Storage API, as the console uploads, so the bytes are where the site fetches them.
        const response = await fetch(`${stack.url}/storage/v1/object/${bucket}/bench-sample.jpg`, {
          method: 'POST',
          headers: {
            apikey: LOCAL_SERVICE_ROLE_KEY,
            Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
            'Content-Type': 'image/jpeg',
            'x-upsert': 'true',
          },
          body: photo,
        });
        if (!response.ok) throw new Error(`sample image upload to ${bucket}: HTTP ${response.status}`);
        await stack.engine.owner.query(
          `update public.${table} set image_path = 'bench-sample.jpg', image_alt = 'Sample picture: a sky over buildings' where id = ${first}`,
        );
      }
    },
    async addSampleApplications() {
      // Three stages, each with a few steps (one done), deadlines ahead: the board as a student has it.
      await stack.engine.owner.query(
        `with student as (select id from auth.users where email = $1),
         apps as (
           insert into public.applications (user_id, program_id, stage, portal, deadline)
           select student.id, p.id, s.stage::public.application_stage, s.portal, current_date + s.days
             from student
             cross join (values (1, 'preparing', 'uni-assist', 30), (2, 'submitted', 'Direct', 60),
                                (3, 'admitted', 'Studielink', 90)) as s (n, stage, portal, days)
             cross join lateral (select id from public.programs order by id offset s.n - 1 limit 1) as p
           returning id, deadline)
         insert into public.application_steps (application_id, source, position, title, lead_time_days, due_on, done_at)
         select apps.id, 'student', t.position, t.title, t.lead, apps.deadline - t.lead,
                case when t.position = 0 then now() end
           from apps
           cross join (values (0, 'Take the IELTS', 60), (1, 'Get the APS certificate', 45),
                              (2, 'Send the transcripts', 14)) as t (position, title, lead)`,
        [DEMO_STUDENT.email],
      );
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
    // Names and figures as a real catalogue has them: the same subjects at many universities, and
    // figures varied so every filter and sort has work to do: a third of the fees confirmed none (as in
    // Germany), deadlines across the year, IELTS 6.0 to 7.0, one or two languages. Every figure is a
    // checked value object (shared/src/figures.ts), with the page and day it was read.
    const subjects = `array[${SUBJECTS.map((subject) => `'${subject}'`).join(',')}]`;
    const source = `'source_url', 'https://university-' || u.id || '.example.org/fees', 'checked_on', '2026-11-01'`;
    const known = (value: string) =>
      `jsonb_build_object('state', 'known', ${value}, 'applies_to', '2027/28', ${source})`;
    const none = `jsonb_build_object('state', 'none', ${source})`;
    const euros = (cents: string) => known(`'low_cents', ${cents}, 'high_cents', ${cents}, 'currency', 'EUR'`);
    await stack.engine.owner.query(`
        insert into public.programs (university_id, name, level, description, duration_in_years,
          application_link, field_code, languages, ects, intake_months, deadline,
          tuition_non_eu, tuition_eu, semester_fees, english_requirement)
        select u.id, (${subjects})[1 + (u.id * 3 + p * 7) % ${SUBJECTS.length}]::text
            || case when p % 2 = 0 then ' (B.Sc.)' else ' (M.Sc.)' end,
          (case when p % 2 = 0 then 'Bachelor''s' else 'Master''s' end)::public.program_level,
          'Taught in English; internships with local industry.',
          case when p % 2 = 0 then 3 else 2 end, 'https://apply.example.org/' || u.id || '/' || p,
          lpad(((u.id + p) % 11)::text, 2, '0'),
          case when (u.id + p) % 3 = 0 then array['de', 'en'] else array['en'] end,
          case when p % 2 = 0 then 180 else 120 end,
          case when (u.id + p) % 4 = 0 then array[3, 10]::smallint[] else array[9]::smallint[] end,
          ${known(`'date', date '2027-01-15' + ((u.id * 7 + p * 31) % 200)::int`)},
          case when (u.id + p) % 3 = 0 then ${none} else ${euros('150000 + ((u.id * 13 + p) % 40) * 50000')} end,
          ${none}, ${euros('30000 + (u.id % 5) * 5000')},
          ${known(`'ielts', 6 + ((u.id + p) % 3) * 0.5`)}
        from public.universities_data u cross join generate_series(1, ${programsPerUniversity}) as p
        where u.university_name like 'Generated University %'
          and u.university_name between '${generatedName(first)}' and '${generatedName(last)}'`);
  }
}

/** Generated names sort in their number's order (zero-padded), so a range of names is a range of numbers. */
const generatedName = (i: number) => `Generated University ${String(i).padStart(5, '0')}`;
