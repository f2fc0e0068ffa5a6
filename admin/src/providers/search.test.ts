import { describe, expect, it } from 'vitest';
import { buildSearchFilter, containsPattern, quotePostgrestValue } from './search.ts';

describe('quotePostgrestValue', () => {
  it('always double-quotes, escaping backslashes and double quotes', () => {
    expect(quotePostgrestValue('plain')).toBe('"plain"');
    expect(quotePostgrestValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(quotePostgrestValue('a\\b')).toBe('"a\\\\b"');
  });

  it('leaves the characters PostgREST would otherwise split on inside the quotes', () => {
    expect(quotePostgrestValue('a,b.c:d(e)*')).toBe('"a,b.c:d(e)*"');
  });
});

describe('containsPattern', () => {
  it('wraps the term in wildcards', () => {
    expect(containsPattern('Berlin')).toBe('*Berlin*');
  });

  it('escapes LIKE metacharacters so they match themselves', () => {
    expect(containsPattern('50%')).toBe('*50\\%*');
    expect(containsPattern('snake_case')).toBe('*snake\\_case*');
    expect(containsPattern('back\\slash')).toBe('*back\\\\slash*');
  });

  it('turns a literal * (PostgREST wildcard) into a one-character wildcard', () => {
    expect(containsPattern('a*b')).toBe('*a_b*');
  });
});

describe('buildSearchFilter', () => {
  const fields = ['university_name', 'city'];

  it('ORs a case-insensitive substring match across the fields', () => {
    expect(buildSearchFilter('tech', fields)).toBe('(university_name.ilike."*tech*",city.ilike."*tech*")');
  });

  it('keeps several words together as one phrase and trims the term', () => {
    expect(buildSearchFilter('  Technical University  ', ['university_name'])).toBe(
      '(university_name.ilike."*Technical University*")',
    );
  });

  it('quotes commas, dots, parentheses and quotes', () => {
    expect(buildSearchFilter('Paris, France (Sorbonne) "1.0"', ['city'])).toBe(
      '(city.ilike."*Paris, France (Sorbonne) \\"1.0\\"*")',
    );
    expect(buildSearchFilter("O'Brien", ['city'])).toBe('(city.ilike."*O\'Brien*")');
  });

  it('returns null when there is nothing to search', () => {
    expect(buildSearchFilter('', fields)).toBeNull();
    expect(buildSearchFilter('   ', fields)).toBeNull();
    expect(buildSearchFilter(undefined, fields)).toBeNull();
    expect(buildSearchFilter({ nested: 1 }, fields)).toBeNull();
    expect(buildSearchFilter('x', [])).toBeNull();
  });

  it('searches numbers as text', () => {
    expect(buildSearchFilter(42, ['city'])).toBe('(city.ilike."*42*")');
  });
});
