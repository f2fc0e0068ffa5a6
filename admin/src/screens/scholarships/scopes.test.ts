import { describe, expect, it } from 'vitest';
import { scholarshipFormSchema, scopeOf } from './scopes.ts';

const base = {
  name: 'Joint Master Scholarship',
  provider: 'Erasmus Mundus',
  official_url: 'https://www.example.eu/joint',
  levels: ["Master's"],
  destination_codes: ['DE', 'FR'],
  covers: [{ kind: 'tuition', waiver_percent: 100 }],
  intake: '2027/28',
  criteria: 'Selected by the consortium.',
  checked_on: '2026-11-20',
};

describe('the universities and programmes a scholarship is for', () => {
  it('reads a stored list as any, only those, or none of ours', () => {
    expect(scopeOf(null)).toBe('any');
    expect(scopeOf([3, 4])).toBe('only');
    expect(scopeOf([])).toBe('none');
  });

  it('keeps "none of ours" as an empty list and "any" as null, whatever the select still holds', () => {
    const parsed = scholarshipFormSchema.parse({
      ...base,
      university_scope: 'none',
      university_ids: [3],
      program_scope: 'any',
      program_ids: [9],
    });
    expect(parsed).toMatchObject({ university_ids: [], program_ids: null });
    expect(parsed).not.toHaveProperty('university_scope');
    expect(scholarshipFormSchema.parse({ ...base, university_scope: 'only', university_ids: ['3'] })).toMatchObject({
      university_ids: [3],
    });
  });

  it('asks for the universities when only some are meant but none is chosen', () => {
    const issues = scholarshipFormSchema.safeParse({ ...base, university_scope: 'only', university_ids: [] }).error
      ?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['university_ids', 'Choose the universities, or any.'],
    ]);
  });
});
