// HTTP-level PostgREST semantics shared by reads, writes and RPC: Accept negotiation, Prefer,
// Content-Range and its status codes, and the response objects themselves.
import type { ApiError } from '../errors.ts';
import { pgrstError } from '../errors.ts';

export interface Media {
  kind: 'array' | 'object';
  stripNulls: boolean;
  contentType: string;
}

const ARRAY_TYPES = new Set([
  '*/*',
  'application/*',
  'application/json',
  'application/vnd.pgrst.array+json',
  'application/vnd.pgrst.array',
]);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** Picks the response media type from Accept (highest q first); 406 PGRST107 when none fits. */
export function negotiate(accept: string | null | undefined): Media {
  if (!accept || accept.trim() === '')
    return { kind: 'array', stripNulls: false, contentType: 'application/json; charset=utf-8' };
  const ranges = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim());
      const map = new Map(params.map((p) => p.split('=').map((s) => s.trim().toLowerCase()) as [string, string]));
      return { type: type.toLowerCase(), q: Number(map.get('q') ?? '1'), nulls: map.get('nulls'), index };
    })
    .filter((r) => r.type !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranges) {
    const stripNulls = r.nulls === 'stripped';
    if (OBJECT_TYPES.has(r.type)) {
      return {
        kind: 'object',
        stripNulls,
        contentType: `application/vnd.pgrst.object+json;${stripNulls ? ' nulls=stripped;' : ''} charset=utf-8`,
      };
    }
    if (ARRAY_TYPES.has(r.type)) {
      const contentType = stripNulls
        ? 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8'
        : 'application/json; charset=utf-8';
      return { kind: 'array', stripNulls, contentType };
    }
  }
  throw pgrstError(406, 'PGRST107', `None of these media types are available: ${ranges.map((r) => r.type).join(', ')}`);
}

export interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
  /** `max-affected=N`: honoured (PATCH/DELETE) only with handling=strict, as in PostgREST. */
  'max-affected': string | null;
}

const PREFER_VALUES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  // Accepted and ignored like hosted Supabase, whose PostgREST neither lets clients roll back nor
  // change the time zone by header.
  tx: ['commit', 'rollback'],
  timezone: [],
  'max-affected': [],
  params: ['single-object', 'multiple-objects'],
};

/** Parses every Prefer header (comma-separated tokens, the first of each kind wins). */
export function parsePrefer(headers: Headers): Prefer {
  const prefer: Prefer = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    handling: null,
    'max-affected': null,
  };
  const invalid: string[] = [];
  const raw = headers.get('prefer');
  if (raw) {
    for (const token of raw
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)) {
      const [name = '', value = ''] = token.split('=').map((s) => s.trim());
      const allowed = PREFER_VALUES[name];
      const badNumber = name === 'max-affected' && !/^\d+$/.test(value);
      if (!allowed || badNumber || (allowed.length > 0 && !allowed.includes(value))) {
        invalid.push(token);
        continue;
      }
      if (name in prefer && (prefer as unknown as Record<string, unknown>)[name] === null) {
        (prefer as unknown as Record<string, string>)[name] = value;
      }
    }
  }
  if (prefer.handling === 'strict' && invalid.length > 0) {
    throw pgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefer;
}

/** `Preference-Applied`, listing in PostgREST's order the preferences this request honoured. */
export function preferenceApplied(prefer: Prefer, honoured: (keyof Prefer)[]): Record<string, string> {
  const order: (keyof Prefer)[] = ['resolution', 'missing', 'return', 'count', 'handling', 'max-affected'];
  const tokens = order.filter((k) => honoured.includes(k) && prefer[k] !== null).map((k) => `${k}=${prefer[k]}`);
  return tokens.length ? { 'Preference-Applied': tokens.join(', ') } : {};
}

export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** PostgREST's status for a read window: 416 past the end, 206 for a strict part, else 200. */
export function rangeStatus(lower: number, upper: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > total) return 416;
  if (1 + upper - lower < total) return 206;
  return 200;
}

export function rangeNotSatisfiable(offset: number, total: number): ApiError {
  return pgrstError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );
}

export function respond(status: number, body: string | null, headers: Record<string, string>): Response {
  return new Response(status === 204 ? null : body, { status, headers });
}

export function errorResponse(error: ApiError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...error.headers },
  });
}

/** 406 PGRST116 unless exactly one row: thrown inside the transaction so a write rolls back. */
export function assertSingle(rows: number): void {
  if (rows !== 1) {
    throw pgrstError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows} rows`,
    );
  }
}

/** The one object of a json_agg array text (`[{...}]` → `{...}`), without reparsing it. */
export function unwrapSingle(body: string): string {
  return body.slice(1, -1).trim();
}
