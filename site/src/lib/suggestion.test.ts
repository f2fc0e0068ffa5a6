import { describe, expect, it } from 'vitest';
import { parseSuggestionTarget, subjectName, subjectSelect } from './suggestion';

describe('a suggestion link', () => {
  it('points to a figure column of a figure table and a row', () => {
    expect(parseSuggestionTarget('?table=programs&id=5&figure=tuition_non_eu')).toEqual({
      table: 'programs',
      id: 5,
      figure: 'tuition_non_eu',
      label: 'Tuition for non-EU students (a year)',
      kind: 'money',
    });
    expect(parseSuggestionTarget('?table=cities&id=2&figure=food')?.label).toBe('Food (a month)');
    // The kind says how the current value reads (a level-only English figure has no scores to tell it by).
    expect(parseSuggestionTarget('?table=programs&id=5&figure=english_requirement')?.kind).toBe('english');
  });

  it.each([
    '?table=contacts&id=1&figure=email',
    '?table=programs&id=1&figure=name',
    '?table=programs&id=-1&figure=deadline',
    '?table=programs&id=1.5&figure=deadline',
    '?table=__proto__&id=1&figure=deadline',
    '?table=programs&id=1&figure=constructor',
    '',
  ])('refuses %j', (search) => {
    expect(parseSuggestionTarget(search)).toBeNull();
  });

  it('reads the names of what the figure belongs to', () => {
    const target = parseSuggestionTarget('?table=programs&id=5&figure=deadline');
    expect(target && subjectSelect(target)).toBe('name,deadline,university:universities_data(university_name)');
    expect(subjectName({ name: 'Aerospace (M.Sc.)', university: { university_name: 'TUM' } })).toBe(
      'Aerospace (M.Sc.), TUM',
    );
    expect(subjectName({ university_name: 'TU Delft' })).toBe('TU Delft');
  });
});
