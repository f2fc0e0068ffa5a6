// GET/HEAD on a table or view (and the row-returning half of RPC): one statement that filters,
// orders, pages, optionally counts, and renders the rows as one JSON text.

import type { Sql } from '../engine/engine.ts';
import { pgrstError } from '../errors.ts';
import type { Catalogue, Relation } from './catalogue.ts';
import type { LevelRange, ParsedQuery } from './query.ts';
import { pathKey } from './query.ts';
import type { Media, Prefer } from './respond.ts';
import {
  assertSingle,
  contentRange,
  errorResponse,
  preferenceApplied,
  rangeNotSatisfiable,
  rangeStatus,
  respond,
  unwrapSingle,
} from './respond.ts';
import type { CompiledLevel, Source } from './sql.ts';
import { orderSql, Params, rangeSql, relationSource, SqlBuilder, selectFrom, whereSql } from './sql.ts';

export interface ReadOptions {
  head: boolean;
  count: boolean;
  media: Media;
  range: LevelRange;
}

export interface Statement {
  text: string;
  params: unknown[];
}

export function tableNotFound(cat: Catalogue, name: string) {
  const close = closest(name, [...cat.relations.keys()]);
  return pgrstError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    close ? `Perhaps you meant the table 'public.${close}'` : null,
  );
}

/** The known name nearest to a mistyped one (edit distance at most a third of its length). */
function closest(name: string, names: string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const candidate of names) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The window of rows asked for: `limit`/`offset` intersected with a `Range: a-b` header, and never more
 * than `maxRows` (PostgREST's db-max-rows, which hosted Supabase sets), so clients that forget to page
 * fail here as they would in production.
 */
export function requestedRange(query: ParsedQuery, headers: Headers, maxRows: number): LevelRange {
  const fromQuery = query.ranges.get(pathKey([])) ?? { offset: 0, limit: null };
  let lower = fromQuery.offset;
  let upper = fromQuery.limit === null ? Number.POSITIVE_INFINITY : fromQuery.offset + fromQuery.limit - 1;
  const header = headers.get('range');
  const unit = headers.get('range-unit');
  const match =
    header && (!unit || unit.toLowerCase() === 'items') ? /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header) : null;
  if (match) {
    const hl = Number(match[1]);
    const hu = match[2] ? Number(match[2]) : Number.POSITIVE_INFINITY;
    if (hl > hu) {
      throw pgrstError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
    lower = Math.max(lower, hl);
    upper = Math.min(upper, hu);
  }
  const limit = upper === Number.POSITIVE_INFINITY ? maxRows : Math.min(maxRows, Math.max(0, upper - lower + 1));
  return { offset: lower, limit };
}

/** select [count], n, body from (<rows>) _r — the whole read as one statement. */
function readSql(level: CompiledLevel, options: ReadOptions): string {
  const cte = level.source.with ? `with ${level.source.with} ` : '';
  return cte + rowsSql(level, options);
}

function rowsSql(level: CompiledLevel, options: ReadOptions): string {
  const range = rangeSql(options.range);
  const total = options.count
    ? `, (select count(*) from ${level.source.from} ${level.alias}${whereSql(level)})::int8 as total`
    : '';
  if (options.head) {
    // Headers only: count the window without rendering any row.
    return `select count(*)::int8 as n${total} from (select 1 from ${level.source.from} ${level.alias}${whereSql(level)}${range}) _r`;
  }
  const agg = `coalesce(json_agg(_r), '[]')`;
  const body = options.media.stripNulls ? `json_strip_nulls(${agg})::text` : `${agg}::text`;
  return `select count(*)::int8 as n, ${body} as body${total} from (${selectFrom(level)}${orderSql(level)}${range}) _r`;
}

/**
 * PostgREST silently ignores a parameter without an operator (`?id=5`); when it names a column it is
 * almost surely a broken filter, so we answer 400 rather than every row.
 */
export function rejectOperatorless(relation: Relation, query: ParsedQuery): void {
  for (const [key, value] of query.plainParams) {
    if (relation.byName.has(key)) {
      throw pgrstError(
        400,
        'PGRST100',
        `"failed to parse filter (${value})" (line 1, column 1)`,
        `unknown single value operator ${value.split('.')[0]}`,
      );
    }
  }
}

export function planRead(cat: Catalogue, table: string, query: ParsedQuery, options: ReadOptions): Statement {
  const relation = cat.relations.get(table);
  if (!relation) throw tableNotFound(cat, table);
  rejectOperatorless(relation, query);
  return planSourceRead(cat, relationSource(relation), query, options, new Params());
}

export function planSourceRead(
  cat: Catalogue,
  source: Source,
  query: ParsedQuery,
  options: ReadOptions,
  params: Params,
): Statement {
  const builder = new SqlBuilder(cat, query, params);
  const level = builder.compile(source, query.select, [], { applyRootFilters: true, applyRootOrder: true });
  builder.checkPaths();
  return { text: readSql(level, options), params: params.values };
}

export interface ReadResult {
  n: number;
  total: number | null;
  body: string | null;
}

export async function runRead(tx: Sql, statement: Statement, options: ReadOptions): Promise<ReadResult> {
  const { rows } = await tx.query<{ n: unknown; total?: unknown; body?: string }>(statement.text, statement.params);
  const row = rows[0] ?? { n: 0 };
  const result: ReadResult = {
    n: Number(row.n),
    total: options.count ? Number(row.total) : null,
    body: row.body ?? null,
  };
  const status = rangeStatus(options.range.offset, options.range.offset + result.n - 1, result.total);
  if (options.media.kind === 'object' && status !== 416) assertSingle(result.n);
  return result;
}

export function readResponse(result: ReadResult, options: ReadOptions, prefer: Prefer): Response {
  const lower = options.range.offset;
  const upper = lower + result.n - 1;
  const headers: Record<string, string> = {
    'Content-Range': contentRange(lower, upper, result.total),
    ...preferenceApplied(prefer, ['count']),
  };
  const status = rangeStatus(lower, upper, result.total);
  if (status === 416) {
    const error = rangeNotSatisfiable(lower, result.total ?? 0);
    Object.assign(error.headers, headers);
    return errorResponse(error);
  }
  headers['Content-Type'] = options.media.contentType;
  if (options.head || result.body === null) return respond(status, null, headers);
  return respond(status, options.media.kind === 'object' ? unwrapSingle(result.body) : result.body, headers);
}
