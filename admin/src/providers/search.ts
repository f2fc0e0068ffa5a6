// Search as one PostgREST `or=` filter. ra-supabase ANDs its search fields and never quotes values, so
// "Smith, John" or 'O"Brien' would break the filter grammar; this builds the filter itself.

/**
 * A value inside `or=(...)`: always double-quoted, with `\` and `"` escaped by a backslash, so commas,
 * dots, colons, parentheses and quotes in the text are taken literally (PostgREST's quoting grammar).
 */
export function quotePostgrestValue(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * A LIKE pattern matching `term` anywhere: `%`, `_` and `\` in the term are escaped so they match
 * themselves; `*` is PostgREST's wildcard and cannot be escaped, so it matches any one character.
 */
export function containsPattern(term: string): string {
  const literal = term.replace(/[\\%_]/g, '\\$&').replace(/\*/g, '_');
  return `*${literal}*`;
}

/**
 * `(a.ilike."*term*",b.ilike."*term*")` for the `or` query parameter, or null when there is nothing
 * to search. The term is trimmed and matched as one phrase (several words stay together).
 */
export function buildSearchFilter(term: unknown, fields: readonly string[]): string | null {
  if (typeof term !== 'string' && typeof term !== 'number') return null;
  const text = String(term).trim();
  if (!text || fields.length === 0) return null;
  const value = quotePostgrestValue(containsPattern(text));
  return `(${fields.map((field) => `${field}.ilike.${value}`).join(',')})`;
}
