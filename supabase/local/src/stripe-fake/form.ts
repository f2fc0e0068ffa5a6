// Stripe's API takes application/x-www-form-urlencoded bodies with bracketed keys, as the SDK
// writes them: `line_items[0][price]=price_1&metadata[plan_id]=3`. This turns them back into objects
// (numeric keys become arrays), which is all the fake needs.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '');
    let node: Record<string, FormValue> = root;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) {
        node[part] = value;
        break;
      }
      node[part] ??= {};
      node = node[part] as Record<string, FormValue>;
    }
  }
  return arraysFromIndexedObjects(root) as Record<string, FormValue>;
}

function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, FormValue>).map(
    ([key, inner]) => [key, arraysFromIndexedObjects(inner)] as const,
  );
  const indexed = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  if (indexed) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  return Object.fromEntries(entries);
}
