// rpc/import_rows, the CSV import's database half: per-row answers checked against the real
// constraints, nothing written on a preview, the valid rows (or none) written on confirm, rows matched
// by their key, and only admins able to write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE, MONEY } from '../support/figures.ts';
import { unique } from '../support/rls.ts';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

type Answer = {
  written: boolean;
  failed: number;
  rows: { index: number; action?: string; error?: string; column?: string }[];
};

describe('rpc/import_rows', () => {
  let stack: TestStack;
  let admin: Awaited<ReturnType<TestStack['signedIn']>>;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await stack.signedIn(DEMO_ADMIN);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const importAs = async (
    client: typeof admin,
    target: string,
    rows: unknown[],
    write = false,
    allOrNothing = true,
  ) => {
    const { data, error } = await client.rpc('import_rows', {
      target,
      rows: rows as never,
      write,
      all_or_nothing: allOrNothing,
    });
    if (error) throw error;
    return data as unknown as Answer;
  };
  const universitiesWithSlug = async (slugs: string[]) => {
    const { data } = await stack
      .service()
      .from('universities_data')
      .select('slug, university_name, global_ranking')
      .in('slug', slugs);
    return data ?? [];
  };

  it('a preview answers per row and writes nothing', async () => {
    const slug = `preview-${unique()}`;
    const answer = await importAs(admin, 'universities', [
      { university_name: 'Preview University', slug },
      { university_name: 'Bad ranking', slug: `${slug}-2`, global_ranking: 0 },
    ]);
    expect(answer.written).toBe(false);
    expect(answer.failed).toBe(1);
    expect(answer.rows[0]).toEqual({ index: 0, action: 'insert' });
    expect(answer.rows[1]).toMatchObject({ index: 1, column: 'global_ranking' });
    expect(await universitiesWithSlug([slug, `${slug}-2`])).toEqual([]);
  });

  it('writes the valid rows when asked, or none with all-or-nothing', async () => {
    const slug = `write-${unique()}`;
    const rows = [
      { university_name: 'Written University', slug },
      { university_name: '', slug: `${slug}-bad` },
    ];
    const none = await importAs(admin, 'universities', rows, true, true);
    expect(none).toMatchObject({ written: false, failed: 1 });
    expect(await universitiesWithSlug([slug])).toEqual([]);

    const valid = await importAs(admin, 'universities', rows, true, false);
    expect(valid).toMatchObject({ written: true, failed: 1 });
    expect(await universitiesWithSlug([slug, `${slug}-bad`])).toEqual([
      { slug, university_name: 'Written University', global_ranking: null },
    ]);
  });

  it('updates the row with the same slug instead of adding one, changing only the columns given', async () => {
    const slug = `match-${unique()}`;
    await importAs(admin, 'universities', [{ university_name: 'Match University', slug, global_ranking: 300 }], true);
    const answer = await importAs(
      admin,
      'universities',
      [{ slug, university_name: 'Match University (renamed)' }],
      true,
    );
    expect(answer.rows).toEqual([{ index: 0, action: 'update' }]);
    expect(await universitiesWithSlug([slug])).toEqual([
      { slug, university_name: 'Match University (renamed)', global_ranking: 300 },
    ]);
  });

  it('finds a programme’s university by slug and matches the programme by its slug there', async () => {
    const { data: university } = await stack.service().from('universities_data').select('slug').limit(1).single();
    const slug = `prog-${unique()}`;
    const row = { university_slug: university?.slug, name: 'Imported MSc', slug, level: "Master's" };
    expect((await importAs(admin, 'programs', [row], true)).rows).toEqual([{ index: 0, action: 'insert' }]);
    expect((await importAs(admin, 'programs', [{ ...row, ects: 120 }], true)).rows).toEqual([
      { index: 0, action: 'update' },
    ]);
    const { data } = await stack.service().from('programs').select('name, ects').eq('slug', slug);
    expect(data).toEqual([{ name: 'Imported MSc', ects: 120 }]);

    const unknown = await importAs(admin, 'programs', [{ ...row, university_slug: 'no-such-university' }]);
    expect(unknown.rows[0]).toMatchObject({
      column: 'university_slug',
      error: expect.stringContaining('no-such-university'),
    });
  });

  it('writes a figure as given; refuses a fee without its source, a negative fee and an unknown level, naming the column and what to fix', async () => {
    const { data: university } = await stack.service().from('universities_data').select('slug').limit(1).single();
    const base = { university_slug: university?.slug, name: 'Checked MSc', level: "Master's" };
    const slug = `fig-${unique()}`;
    const answer = await importAs(admin, 'programs', [
      { ...base, slug, tuition_non_eu: MONEY, deadline: DATE },
      // undefined: the key is left out of the JSON sent.
      { ...base, slug: `a-${unique()}`, tuition_non_eu: { ...MONEY, source_url: undefined } },
      { ...base, slug: `b-${unique()}`, semester_fees: { ...MONEY, low_cents: -5, high_cents: 0 } },
      { ...base, slug: `c-${unique()}`, level: 'Doctorate' },
    ]);
    expect(answer.failed).toBe(3);
    expect(answer.rows.slice(0, 3)).toEqual([
      { index: 0, action: 'insert' },
      {
        index: 1,
        column: 'tuition_non_eu',
        error: 'tuition_non_eu: needs the official page it comes from (an http(s) URL)',
      },
      {
        index: 2,
        column: 'semester_fees',
        error: 'semester_fees: needs an amount: whole cents, 0 or more (low_cents and high_cents)',
      },
    ]);
    expect(answer.rows[3]?.error).toBeTruthy();

    await importAs(admin, 'programs', [{ ...base, slug, tuition_non_eu: MONEY, deadline: DATE }], true);
    const { data } = await stack.service().from('programs').select('tuition_non_eu, deadline').eq('slug', slug);
    expect(data).toEqual([{ tuition_non_eu: MONEY, deadline: DATE }]);
  });

  it('refuses a figure citing a page that cannot exist, so a sample file (sample.invalid) writes nothing', async () => {
    const { data: university } = await stack.service().from('universities_data').select('slug').limit(1).single();
    const slug = `sample-${unique()}`;
    const rows = [
      'https://sample.invalid/fees',
      'https://www.uni.test/fees',
      'https://fees.example/',
      'http://localhost/x',
    ].map((source_url, index) => ({
      university_slug: university?.slug,
      slug: `${slug}-${index}`,
      name: 'Sample MSc',
      level: "Master's",
      tuition_non_eu: { ...MONEY, source_url },
    }));
    const answer = await importAs(admin, 'programs', rows, true, false);
    expect(answer.written).toBe(true);
    expect(answer.failed).toBe(4);
    for (const row of answer.rows) {
      expect(row).toMatchObject({ column: 'tuition_non_eu', error: expect.stringContaining('official page') });
    }
    const { data } = await stack.service().from('programs').select('id').like('slug', `${slug}-%`);
    expect(data).toEqual([]);
    // A real page on an ordinary host is taken.
    const real = await importAs(admin, 'programs', [{ ...rows[0], tuition_non_eu: MONEY }]);
    expect(real.rows[0]).toEqual({ index: 0, action: 'insert' });
  });

  it('students and visitors are refused before any row is tried; unknown targets are refused', async () => {
    const { client } = await stack.newUser();
    const slug = `student-${unique()}`;
    const many = Array.from({ length: 300 }, (_, i) => ({ university_name: `Sneaky ${i}`, slug: `${slug}-${i}` }));
    const { data, error } = await client.rpc('import_rows', { target: 'universities', rows: many, write: true });
    // One refusal for the call, not 300 row errors the database had to work through.
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(await universitiesWithSlug([`${slug}-0`, `${slug}-299`])).toEqual([]);

    const { error: anonError } = await stack.anon().rpc('import_rows', { target: 'universities', rows: [] });
    expect(anonError?.code).toBe('42501');
    const { error: targetError } = await admin.rpc('import_rows', { target: 'purchases', rows: [] });
    expect(targetError?.code).toBe('22023');
  });

  it('takes at most 5,000 rows a call, saying to split the file', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => ({ university_name: `Too many ${i}` }));
    const { data, error } = await admin.rpc('import_rows', { target: 'universities', rows });
    expect(data).toBeNull();
    expect(error?.message).toBe('Import at most 5000 rows at a time: split the file.');
  });

  it('takes only the target table’s columns from a row', async () => {
    const slug = `columns-${unique()}`;
    const answer = await importAs(
      admin,
      'universities',
      [{ university_name: 'Columns University', slug, id: 999_999, created_at: '2000-01-01', nonsense: 'x' }],
      true,
    );
    expect(answer.rows).toEqual([{ index: 0, action: 'insert' }]);
    const { data } = await stack.service().from('universities_data').select('id, created_at').eq('slug', slug).single();
    expect(data?.id).not.toBe(999_999);
    expect(data?.created_at.startsWith('2000')).toBe(false);
  });
});
