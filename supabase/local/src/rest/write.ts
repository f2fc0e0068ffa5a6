// POST (insert / upsert), PATCH and DELETE on a table or view. Postgres types the payload itself
// (json_populate_recordset over the table's row type); `return=minimal` uses no RETURNING, so roles
// that may insert but not select (anon on contacts) succeed; representation reads back through a CTE.

import type { Sql } from '../engine/engine.ts';
import { pgrstError } from '../errors.ts';
import type { Payload } from './body.ts';
import { isPlainObject, payloadKeys } from './body.ts';
import type { Catalogue, Relation } from './catalogue.ts';
import { quoteIdent } from './catalogue.ts';
import type { ParsedQuery } from './query.ts';
import { pathKey } from './query.ts';
import { rejectOperatorless, tableNotFound } from './read.ts';
import type { Media, Prefer } from './respond.ts';
import { assertSingle, contentRange, preferenceApplied, respond, unwrapSingle } from './respond.ts';
import type { CompiledLevel } from './sql.ts';
import { orderSql, Params, rangeSql, relationSource, SqlBuilder, selectFrom } from './sql.ts';

export type Mutation = 'insert' | 'update' | 'delete';

export interface WritePlan {
  mutation: Mutation;
  relation: Relation;
  text: string;
  params: unknown[];
  /** How the statement reports back: rowCount only, primary keys (Location), or rendered rows. */
  shape: 'minimal' | 'keys' | 'representation';
  /** Upsert with merge-duplicates: whether any row was inserted decides 201 vs 200. */
  reportsInserted: boolean;
  resolutionApplied: boolean;
  /** Nothing to do (an empty PATCH): answer 0 rows without a statement. */
  noop: boolean;
}

export interface WriteOptions {
  prefer: Prefer;
  media: Media;
}

function columnNotFound(relation: Relation, name: string): never {
  throw pgrstError(400, 'PGRST204', `Could not find the '${name}' column of '${relation.name}' in the schema cache`);
}

function checkColumns(relation: Relation, names: string[]): string[] {
  for (const name of names) if (!relation.byName.has(name)) columnNotFound(relation, name);
  return names;
}

function writableRelation(cat: Catalogue, table: string): Relation {
  const relation = cat.relations.get(table);
  if (!relation) throw tableNotFound(cat, table);
  return relation;
}

const ROOT = pathKey([]);

export function planWrite(
  cat: Catalogue,
  mutation: Mutation,
  table: string,
  query: ParsedQuery,
  payload: Payload | null,
  options: WriteOptions,
): WritePlan {
  const relation = writableRelation(cat, table);
  rejectOperatorless(relation, query);
  const params = new Params();
  const builder = new SqlBuilder(cat, query, params);
  const { prefer } = options;
  const shape =
    prefer.return === 'representation'
      ? 'representation'
      : prefer.return === 'headers-only' && mutation === 'insert'
        ? 'keys'
        : 'minimal';
  const target = `"public".${quoteIdent(relation.name)}`;

  // Root filters (and a limit with order) pick the rows of PATCH/DELETE; embedded ones only shape the
  // representation, as in PostgREST.
  let mutationLevel: CompiledLevel | null = null;
  if (mutation === 'insert') {
    if ((query.conditions.get(ROOT) ?? []).length || query.order.has(ROOT) || query.ranges.has(ROOT)) {
      throw pgrstError(400, 'PGRST100', 'Filters, order and limit are not supported on inserts', null);
    }
  } else {
    mutationLevel = builder.compile(relationSource(relation), [], [], { applyRootFilters: true, applyRootOrder: true });
  }
  let representation: CompiledLevel | null = null;
  if (shape === 'representation') {
    representation = builder.compile(relationSource(relation), query.select, [], {
      applyRootFilters: false,
      applyRootOrder: false,
    });
    if (representation.embeds.some((e) => e.joinType === 'inner')) {
      throw pgrstError(400, 'PGRST100', '!inner embeds are not supported on writes', null);
    }
  }
  builder.checkPaths();

  let statement: string;
  // RETURNING names the target's alias: in PATCH the payload record `_b` has the same columns.
  const qualifier = mutationLevel ? mutationLevel.alias : 'pgrst_target';
  let reportsInserted = false;
  let resolutionApplied = false;
  let noop = false;
  if (mutation === 'insert') {
    const insert = insertSql(relation, target, query, payload as Payload, prefer, params);
    statement = insert.sql;
    resolutionApplied = insert.resolutionApplied;
    reportsInserted = insert.resolutionApplied && prefer.resolution === 'merge-duplicates' && relation.kind === 'table';
  } else if (mutation === 'update') {
    const body = (payload as Payload).value;
    if (!isPlainObject(body)) throw pgrstError(400, 'PGRST102', 'PATCH needs a JSON object body');
    const keys = checkColumns(relation, query.columns ?? Object.keys(body));
    const level = mutationLevel as CompiledLevel;
    noop = keys.length === 0;
    const sets = keys.map((k) => `${quoteIdent(k)} = _b.${quoteIdent(k)}`).join(', ');
    statement =
      `update ${target} ${level.alias} set ${sets}` +
      ` from json_populate_record(null::${target}, ${params.add((payload as Payload).raw)}::json) _b` +
      mutationWhere(relation, target, level);
  } else {
    const level = mutationLevel as CompiledLevel;
    statement = `delete from ${target} ${level.alias}${mutationWhere(relation, target, level)}`;
  }

  let text: string;
  if (shape === 'minimal') {
    text = statement;
  } else if (shape === 'keys') {
    const keys = relation.primaryKey.length
      ? relation.primaryKey.map((k) => `${qualifier}.${quoteIdent(k)}`).join(', ')
      : '1';
    text = `with pgrst_source as (${statement} returning ${keys})
      select count(*)::int8 as n, (select json_agg(pgrst_source) from pgrst_source)::text as body from pgrst_source`;
  } else {
    const level = representation as CompiledLevel;
    const returning = [...level.referenced].map((c) => `${qualifier}.${quoteIdent(c)}`);
    if (reportsInserted) returning.push(`(${qualifier}.xmax = 0) as pgrst_inserted`);
    const source = { ...level, source: { ...level.source, from: 'pgrst_source' }, where: [] };
    const agg = `coalesce(json_agg(_r), '[]')`;
    const inserted = reportsInserted
      ? ', (select count(*) filter (where pgrst_inserted) from pgrst_source)::int8 as inserted'
      : '';
    text = `with pgrst_source as (${statement} returning ${returning.join(', ') || '1'})
      select count(*)::int8 as n, ${options.media.stripNulls ? `json_strip_nulls(${agg})` : agg}::text as body${inserted}
      from (${selectFrom(source)}) _r`;
  }
  return { mutation, relation, text, params: params.values, shape, reportsInserted, resolutionApplied, noop };
}

/** WHERE of PATCH/DELETE; with `limit`, PostgREST's ctid window over the ordered rows. */
function mutationWhere(relation: Relation, target: string, level: CompiledLevel): string {
  const where = level.where.length ? ` where ${level.where.join(' and ')}` : '';
  if (!level.range) return where;
  if (relation.kind !== 'table') {
    throw pgrstError(400, 'PGRST100', 'limit/offset on PATCH and DELETE need a table', null);
  }
  const a = level.alias;
  return ` where ${a}.ctid = any(array(select ${a}.ctid from ${target} ${a}${where}${orderSql(level)}${rangeSql(level.range)}))`;
}

function insertSql(
  relation: Relation,
  target: string,
  query: ParsedQuery,
  payload: Payload,
  prefer: Prefer,
  params: Params,
): { sql: string; resolutionApplied: boolean } {
  const body = payload.value;
  let columns: string[];
  if (query.columns) {
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isPlainObject)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
    columns = checkColumns(relation, query.columns);
  } else {
    columns = checkColumns(relation, payloadKeys(body));
  }
  const json = params.add(Array.isArray(body) ? payload.raw : `[${payload.raw}]`);
  const cols = columns.map(quoteIdent).join(', ');
  let rows: string;
  if (columns.length === 0) {
    rows = `select from json_array_elements(${json}::json)`;
  } else {
    const defaults =
      prefer.missing === 'default'
        ? columns.flatMap((name) => {
            const expr = relation.byName.get(name)?.defaultExpr;
            return expr ? [`${params.add(name)}::text, ${expr}`] : [];
          })
        : [];
    // missing=default: each row's absent keys take the column default, present ones (even null) win.
    const records = defaults.length
      ? `jsonb_populate_recordset(null::${target}, (select jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || _e) from jsonb_array_elements(${json}::jsonb) _e))`
      : `json_populate_recordset(null::${target}, ${json}::json)`;
    rows = `select ${cols} from ${records} _b`;
  }
  let sql = `insert into ${target} as pgrst_target${columns.length ? ` (${cols})` : ''} ${rows}`;
  let resolutionApplied = false;
  if (prefer.resolution) {
    const conflict = query.onConflict ? checkColumns(relation, query.onConflict) : relation.primaryKey;
    if (conflict.length) {
      resolutionApplied = true;
      const target = conflict.map(quoteIdent).join(', ');
      sql +=
        prefer.resolution === 'merge-duplicates' && columns.length
          ? ` on conflict (${target}) do update set ${columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`
          : ` on conflict (${target}) do nothing`;
    }
  }
  return { sql, resolutionApplied };
}

export interface WriteResult {
  n: number;
  body: string | null;
  inserted: number | null;
}

export async function runWrite(tx: Sql, plan: WritePlan, options: WriteOptions): Promise<WriteResult> {
  let result: WriteResult;
  if (plan.noop) {
    result = { n: 0, body: '[]', inserted: null };
  } else if (plan.shape === 'minimal') {
    const { rowCount } = await tx.query(plan.text, plan.params);
    result = { n: rowCount, body: null, inserted: null };
  } else {
    const { rows } = await tx.query<{ n: unknown; body: string | null; inserted?: unknown }>(plan.text, plan.params);
    const row = rows[0];
    result = {
      n: Number(row?.n ?? 0),
      body: row?.body ?? null,
      inserted: row?.inserted === undefined ? null : Number(row.inserted),
    };
  }
  // Thrown inside the transaction: a single-object write that touched 0 or 2+ rows is undone, and so
  // is a PATCH/DELETE touching more rows than `max-affected` allows.
  if (options.media.kind === 'object') assertSingle(result.n);
  const max = options.prefer['max-affected'];
  if (plan.mutation !== 'insert' && options.prefer.handling === 'strict' && max !== null && result.n > Number(max)) {
    throw pgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${result.n} rows`,
    );
  }
  return result;
}

export function writeResponse(plan: WritePlan, result: WriteResult, options: WriteOptions): Response {
  const { prefer, media } = options;
  const total = prefer.count ? result.n : null;
  const headers: Record<string, string> = {};
  if (plan.mutation === 'insert') {
    headers['Content-Range'] = contentRange(1, 0, total);
    Object.assign(
      headers,
      preferenceApplied(prefer, [
        ...(plan.resolutionApplied ? ['resolution' as const] : []),
        'missing',
        'return',
        'count',
      ]),
    );
  } else {
    headers['Content-Range'] =
      plan.mutation === 'update' ? contentRange(0, result.n - 1, total) : contentRange(1, 0, total);
    const applied: (keyof Prefer)[] = ['return', 'count', 'handling'];
    if (prefer.handling === 'strict') applied.push('max-affected');
    if (plan.mutation === 'update') applied.push('missing');
    Object.assign(headers, preferenceApplied(prefer, applied));
  }
  if (plan.shape === 'keys' && result.n === 1 && plan.relation.primaryKey.length && result.body) {
    const row = (JSON.parse(result.body) as Record<string, unknown>[])[0] ?? {};
    const query = plan.relation.primaryKey
      .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(`eq.${String(row[k])}`)}`)
      .join('&');
    headers.Location = `/${encodeURIComponent(plan.relation.name)}?${query}`;
  }
  if (plan.mutation === 'insert') {
    const status = plan.reportsInserted && result.inserted !== null && result.inserted <= 0 ? 200 : 201;
    if (plan.shape !== 'representation') return respond(status, null, headers);
    headers['Content-Type'] = media.contentType;
    return respond(status, body(result, media), headers);
  }
  if (plan.shape !== 'representation') return respond(204, null, headers);
  headers['Content-Type'] = media.contentType;
  return respond(200, body(result, media), headers);
}

function body(result: WriteResult, media: Media): string {
  const text = result.body ?? '[]';
  return media.kind === 'object' ? unwrapSingle(text) : text;
}
