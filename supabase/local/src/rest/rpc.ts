// /rpc/<fn>: picks the overload whose parameter names match the arguments, passes them by name
// (typed by Postgres through json_to_record), and renders the result as PostgREST does: a scalar as
// a JSON value, a set as an array, a single composite as an object; void answers 204.

import type { Sql } from '../engine/engine.ts';
import { pgrstError } from '../errors.ts';
import type { Catalogue, Routine } from './catalogue.ts';
import { quoteIdent } from './catalogue.ts';
import type { ParsedQuery } from './query.ts';
import { parseQuery } from './query.ts';
import type { ReadOptions, Statement } from './read.ts';
import { planSourceRead } from './read.ts';
import type { Prefer } from './respond.ts';
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
import { Params, rangeSql } from './sql.ts';

/** The arguments as one JSON object text, and its keys (the parameter names asked for). */
export interface RpcArgs {
  raw: string;
  keys: string[];
}

export interface RpcPlan extends Statement {
  routine: Routine;
  /** How the single row of the statement becomes the body. */
  result: 'void' | 'scalar' | 'rows' | 'object';
}

/** GET: arguments are the parameters named like a parameter of some overload, plus unmatched plain ones. */
export function splitGetArgs(
  cat: Catalogue,
  name: string,
  search: URLSearchParams,
): { args: Record<string, string | string[]>; query: ParsedQuery } {
  const names = new Set((cat.routines.get(name) ?? []).flatMap((r) => r.params.map((p) => p.name)));
  const rest = new URLSearchParams();
  const args: Record<string, string | string[]> = {};
  const addArg = (key: string, value: string) => {
    const previous = args[key];
    // A repeated parameter is an array argument (variadic or array types), as in PostgREST.
    args[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  };
  for (const [key, value] of search) {
    if (names.has(key)) addArg(key, value);
    else rest.append(key, value);
  }
  const query = parseQuery(rest);
  for (const [key, value] of query.plainParams) addArg(key, value);
  return { args, query };
}

function noRoutine(name: string, keys: string[]): never {
  const sorted = [...keys].sort();
  throw pgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name}${
      sorted.length ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}` : ' without parameters'
    } or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

function chooseRoutine(
  cat: Catalogue,
  name: string,
  args: RpcArgs,
  isPost: boolean,
): { routine: Routine; single: boolean } {
  const candidates = cat.routines.get(name) ?? [];
  const keys = args.keys;
  const named = candidates.filter((r) => {
    const params = new Map(r.params.map((p) => [p.name, p]));
    return keys.every((k) => params.has(k)) && r.params.every((p) => p.hasDefault || keys.includes(p.name));
  });
  if (named.length === 1) return { routine: named[0] as Routine, single: false };
  if (named.length > 1) {
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${named
        .map((r) => `public.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  // A function with one unnamed json/jsonb parameter receives the whole POST body.
  const single = isPost
    ? candidates.filter(
        (r) => r.params.length === 1 && r.params[0]?.name === '' && /^jsonb?$/.test(r.params[0]?.type ?? ''),
      )
    : [];
  if (single.length === 1) return { routine: single[0] as Routine, single: true };
  noRoutine(name, keys);
}

export interface RpcOptions extends ReadOptions {
  method: 'GET' | 'HEAD' | 'POST';
}

export function planRpc(cat: Catalogue, name: string, args: RpcArgs, query: ParsedQuery, options: RpcOptions): RpcPlan {
  const { routine, single } = chooseRoutine(cat, name, args, options.method === 'POST');
  const params = new Params();
  const fn = `"public".${quoteIdent(routine.name)}`;
  let from: string;
  let call: string;
  if (single) {
    const type = routine.params[0]?.type ?? 'json';
    call = `${fn}(${params.add(args.raw)}::${type})`;
    from = '';
  } else {
    const keys = args.keys;
    const byName = new Map(routine.params.map((p) => [p.name, p]));
    const used = keys.map((k) => byName.get(k)).filter((p) => p !== undefined);
    call = `${fn}(${used.map((p) => `${p.variadic ? 'variadic ' : ''}${quoteIdent(p.name)} => _a.${quoteIdent(p.name)}`).join(', ')})`;
    from = used.length
      ? `json_to_record(${params.add(args.raw)}::json) as _a(${used.map((p) => `${quoteIdent(p.name)} ${p.type}`).join(', ')})`
      : '';
  }
  const returns = routine.returns;
  const hasQueryShape =
    query.conditions.size > 0 ||
    query.order.size > 0 ||
    query.select.some((s) => s.kind !== 'star') ||
    query.select.length !== 1;

  if (returns.kind === 'unsupported') {
    throw pgrstError(400, 'PGRST100', `Functions returning ${returns.type} are not supported by the local stack`);
  }
  // The call runs once, in a CTE, even when the rows are also counted (a volatile function must not
  // run twice).
  const callFrom = from ? `${from} cross join lateral ${call}` : call;
  if (returns.kind === 'composite') {
    const source = {
      name: routine.name,
      with: `pgrst_call as (select _f.* from ${callFrom} _f)`,
      from: 'pgrst_call',
      columns: returns.columns,
      byName: new Map(returns.columns.map((c) => [c.name, c])),
      relation: returns.relation,
    };
    const statement = planSourceRead(cat, source, query, options, params);
    return { ...statement, routine, result: routine.returnsSet ? 'rows' : 'object' };
  }
  if (hasQueryShape) {
    throw pgrstError(400, 'PGRST100', 'select, filters and order need a function that returns rows', null);
  }
  const fromClause = from ? ` from ${from}` : '';
  if (returns.kind === 'void') {
    return { text: `select ${call}${fromClause}`, params: params.values, routine, result: 'void' };
  }
  if (!routine.returnsSet) {
    return {
      text: `select 1::int8 as n, to_json(${call})::text as body${fromClause}`,
      params: params.values,
      routine,
      result: 'scalar',
    };
  }
  const total = options.count ? ', (select count(*) from pgrst_call)::int8 as total' : '';
  const rows = options.head
    ? 'count(*)::int8 as n'
    : `count(*)::int8 as n, coalesce(json_agg(_r.v), '[]')::text as body`;
  return {
    text: `with pgrst_call as (select _f.v from ${callFrom} _f(v))
      select ${rows}${total} from (select v from pgrst_call${rangeSql(options.range)}) _r`,
    params: params.values,
    routine,
    result: 'rows',
  };
}

export interface RpcResult {
  n: number;
  total: number | null;
  body: string | null;
}

export async function runRpc(tx: Sql, plan: RpcPlan, options: RpcOptions): Promise<RpcResult> {
  const { rows } = await tx.query<{ n?: unknown; total?: unknown; body?: string | null }>(plan.text, plan.params);
  if (plan.result === 'void') return { n: 0, total: null, body: null };
  const row = rows[0] ?? {};
  const result = {
    n: Number(row.n ?? 0),
    total: options.count ? Number(row.total ?? row.n ?? 0) : null,
    body: row.body ?? null,
  };
  if (options.media.kind === 'object' && plan.result !== 'object' && plan.result !== 'scalar') assertSingle(result.n);
  return result;
}

export function rpcResponse(plan: RpcPlan, result: RpcResult, options: RpcOptions, prefer: Prefer): Response {
  const lower = options.range.offset;
  const upper = lower + result.n - 1;
  const headers: Record<string, string> = {
    'Content-Range': contentRange(lower, upper, result.total),
    ...preferenceApplied(prefer, ['count']),
  };
  if (plan.result === 'void') return respond(204, null, headers);
  const status = rangeStatus(lower, upper, result.total);
  if (status === 416) {
    const error = rangeNotSatisfiable(lower, result.total ?? 0);
    Object.assign(error.headers, headers);
    return errorResponse(error);
  }
  headers['Content-Type'] = options.media.contentType;
  if (options.method === 'HEAD' || (options.method === 'POST' && prefer.return === 'minimal'))
    return respond(status, null, headers);
  let body = result.body ?? 'null';
  if (plan.result === 'object' || (plan.result === 'rows' && options.media.kind === 'object')) {
    body = result.n === 1 ? unwrapSingle(body) : 'null';
  }
  return respond(status, body, headers);
}
