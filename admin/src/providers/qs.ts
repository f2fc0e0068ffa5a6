// `qs` for ra-data-postgrest, which calls only `qs.stringify(query)` with qs's defaults to build its
// URLs (vite.config.ts points the `qs` import here). The real qs brings object-inspect, side-channel
// and get-intrinsic along into the console's first download (their weight: docs/decisions.md), for
// options that call never uses. This writes the same string for what the provider passes: keys and
// values percent-encoded as RFC 3986 (qs's default: only A–Z a–z 0–9 - . _ ~ stay), null as `key=`,
// undefined left out, dates as ISO strings, arrays and objects in qs's bracket form (`key[0]=…`).

// A lone surrogate (half an emoji, pasted) becomes U+FFFD, where encodeURIComponent would throw.
const encode = (text: string) =>
  encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function pairs(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined) return;
  if (value instanceof Date) out.push(`${encode(prefix)}=${encode(value.toISOString())}`);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pairs(`${prefix}[${index}]`, item, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pairs(`${prefix}[${key}]`, item, out);
  } else out.push(`${encode(prefix)}=${value === null ? '' : encode(String(value))}`);
}

/** `a=1&b=2` from `{ a: 1, b: 2 }`, as qs.stringify(object) with its default options writes it. */
export function stringify(object: Record<string, unknown>): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(object ?? {})) pairs(key, value, out);
  return out.join('&');
}

export default { stringify };
