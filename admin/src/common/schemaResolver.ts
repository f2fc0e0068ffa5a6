// A react-hook-form resolver from a shared zod input schema: field errors show next to their inputs
// before any request, and the form submits the schema's output (trimmed text, blanks as null, lists
// split, defaults applied), which is exactly what the table stores.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

const REQUIRED = 'Required';

export function schemaResolver<S extends z.ZodType>(schema: S): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      if (!name || errors[name]) continue;
      const input = issue.path.reduce<unknown>(
        (value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key as PropertyKey],
        values,
      );
      // An untouched input is null or undefined: say "Required" rather than "expected string".
      const missing = issue.code === 'invalid_type' && (input === null || input === undefined);
      errors[name] = { type: issue.code, message: missing ? REQUIRED : issue.message };
    }
    return { values: {}, errors };
  };
}
