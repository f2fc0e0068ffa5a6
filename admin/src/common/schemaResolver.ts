// A react-hook-form resolver from a shared zod input schema: field errors show next to their inputs
// before any request, and the form submits the schema's output (trimmed text, blanks as null, lists
// split, defaults applied), which is exactly what the table stores.
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

const REQUIRED = 'Required';

type Node = Record<string, unknown> | unknown[];

/**
 * Errors nested as the values are (`tuition_non_eu.source_url`, `checklist.2.url`): react-hook-form reads
 * and clears an input's error at its path, so a flat dotted key would never clear once fixed. The first
 * issue at a path wins; `leaves` tells an error apart from a nested object holding errors.
 */
function place(errors: FieldErrors, path: string[], error: FieldError, leaves: WeakSet<object>): void {
  let node: Node = errors as Node;
  for (const [index, key] of path.entries()) {
    const slot = node as Record<string, unknown>;
    if (index === path.length - 1) {
      if (slot[key] === undefined) slot[key] = error;
      return;
    }
    const next = slot[key];
    if (next !== undefined && leaves.has(next as object)) return;
    slot[key] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    node = slot[key] as Node;
  }
}

export function schemaResolver<S extends z.ZodType>(schema: S): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    const errors: FieldErrors = {};
    const leaves = new WeakSet<object>();
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) continue;
      const input = issue.path.reduce<unknown>(
        (value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key as PropertyKey],
        values,
      );
      // An untouched input is null or undefined: say "Required" rather than "expected string".
      const missing = issue.code === 'invalid_type' && (input === null || input === undefined);
      const error: FieldError = { type: issue.code, message: missing ? REQUIRED : issue.message };
      leaves.add(error);
      place(errors, path, error, leaves);
    }
    return { values: {}, errors };
  };
}
