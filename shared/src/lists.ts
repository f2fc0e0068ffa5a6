// Lists typed as comma text in forms and stored as text arrays. No other import: format.ts uses these on
// every page that shows money, and must not pull in the notices of validation.ts.

/** Comma text (or an existing list) → trimmed, non-empty items. */
export function splitList(text: string | readonly string[] | null | undefined): string[] {
  const items = typeof text === 'string' ? text.split(',') : (text ?? []);
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** List → comma text, as the admin forms pre-fill list fields. */
export function joinList(items: readonly string[] | null | undefined): string {
  return (items ?? []).join(', ');
}
