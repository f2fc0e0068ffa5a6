// What the REST layer knows of the `public` schema: relations, columns and their types, keys,
// foreign keys and functions, read from pg_catalog once per engine and cached (PostgREST's schema
// cache). Every identifier a request names is checked here before it is quoted into SQL.
import type { Engine, Sql } from '../engine/engine.ts';

export interface Column {
  name: string;
  /** format_type without typmod, e.g. `character varying`, `integer[]`: what filter values are cast to. */
  type: string;
  /** Base type after domains, used to recognise json/jsonb. */
  baseType: string;
  notNull: boolean;
  /** The default expression as deparsed by Postgres (for `Prefer: missing=default`). */
  defaultExpr: string | null;
}

export type RelationKind = 'table' | 'view' | 'matview' | 'foreign' | 'composite';

export interface Relation {
  oid: number;
  name: string;
  kind: RelationKind;
  columns: Column[];
  byName: Map<string, Column>;
  primaryKey: string[];
  /** Primary key and unique constraints, each a column list: decides one-to-one embeds. */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  from: Relation;
  fromColumns: string[];
  to: Relation;
  toColumns: string[];
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export type RoutineReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  /** A row type: a table/view of public (embeds allowed), a composite type, or OUT/TABLE columns. */
  | { kind: 'composite'; relation: Relation | null; columns: Column[] }
  | { kind: 'unsupported'; type: string };

export interface Routine {
  oid: number;
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  returns: RoutineReturn;
  volatility: 'i' | 's' | 'v';
}

export interface RoleSettings {
  /** [name, value] in the order they apply. */
  settings: [string, string][];
  /** The statement_timeout in force once they are applied, in milliseconds (0: none). */
  timeoutMs: number;
}

export interface Catalogue {
  relations: Map<string, Relation>;
  byOid: Map<number, Relation>;
  fksFrom: Map<number, ForeignKey[]>;
  fksTo: Map<number, ForeignKey[]>;
  routines: Map<string, Routine[]>;
  /** Type names accepted in `::cast`, mapped to their quoted SQL spelling. */
  castTypes: Map<string, string>;
  /** Each API role's own settings (`alter role anon set statement_timeout = '3s'`) and its timeout. */
  roles: Map<string, RoleSettings>;
  /** The statement timeout of a role without its own, in milliseconds (0: none). */
  defaultTimeoutMs: number;
  loadedAt: number;
}

const RELATIONS_SQL = `
select c.oid::int as oid, c.relname::text as name, c.relkind::text as kind,
  coalesce(json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, null),
      'baseType', format_type(case when t.typtype = 'd' then t.typbasetype else t.oid end, null),
      'notNull', a.attnotnull,
      'defaultExpr', coalesce(pg_get_expr(d.adbin, d.adrelid),
        -- An identity column's default is its sequence (only BY DEFAULT ones accept a value).
        case when a.attidentity = 'd' then format('nextval(%L::regclass)',
          pg_get_serial_sequence(format('public.%I', c.relname), a.attname)) end)
    ) order by a.attnum) filter (where a.attnum is not null), '[]') as columns
from pg_class c
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
left join pg_type t on t.oid = a.atttypid
left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'f', 'p', 'c')
group by c.oid`;

const CONSTRAINTS_SQL = `
select con.conname::text as name, con.contype::text as type, con.conrelid::int as rel, con.confrelid::int as frel,
  to_json(array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o)
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o)) as cols,
  to_json(array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o)
    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o)) as fcols
from pg_constraint con
join pg_class c on c.oid = con.conrelid
where c.relnamespace = 'public'::regnamespace and con.contype in ('p', 'u', 'f')`;

const ROUTINES_SQL = `
select p.oid::int as oid, p.proname::text as name, p.proretset as "returnsSet", p.provolatile::text as volatility,
  p.pronargdefaults::int as "nDefaults", p.provariadic <> 0 as variadic,
  to_json(coalesce(p.proargnames, array[]::text[])) as "argNames",
  to_json(coalesce(p.proargmodes::text[], array[]::text[])) as "argModes",
  to_json(array(select format_type(u.t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
    with ordinality u(t, o) order by u.o)) as "argTypes",
  format_type(p.prorettype, null) as "returnType", rt.typtype::text as "returnTypType", rt.typrelid::int as "returnRelid"
from pg_proc p join pg_type rt on rt.oid = p.prorettype
where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'`;

const TYPES_SQL = `
select t.typname::text as name, n.nspname::text as schema
from pg_type t join pg_namespace n on n.oid = t.typnamespace
where n.nspname in ('pg_catalog', 'public') and t.typtype <> 'p' and t.typisdefined
  and (t.typrelid = 0 or n.nspname = 'public')`;

/**
 * Role settings, read with the schema as PostgREST reads them (at startup and on reload), not per
 * request: a join over pg_db_role_setting on every request was a large share of PGlite's CPU per request.
 * Database-specific settings come last, so they win over the role's global ones, as at login.
 */
const ROLE_SETTINGS_SQL = `
select r.rolname::text as role, split_part(setting, '=', 1) as name, substr(setting, strpos(setting, '=') + 1) as value
from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) with ordinality as u(setting, n)
where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
order by r.rolname, s.setdatabase <> 0, u.n`;

const TIME_UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * A time setting as PostgreSQL reads it ('3s', '1min', '250ms'; a bare number is milliseconds), worked
 * out once here so requests need not ask the engine each time.
 */
export function timeoutMs(setting: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(setting);
  if (!match) throw new Error(`Unreadable statement_timeout: ${setting}`);
  return Number(match[1]) * (TIME_UNITS_MS[match[2] ?? 'ms'] ?? 1);
}

/** SQL-standard spellings PostgREST passes through verbatim; we map them to catalogue names. */
const CAST_ALIASES: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  boolean: 'bool',
  real: 'float4',
  float: 'float8',
  'double precision': 'float8',
  decimal: 'numeric',
  'character varying': 'varchar',
  character: 'bpchar',
  char: 'bpchar',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
};

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

interface RelationRow {
  oid: number;
  name: string;
  kind: string;
  columns: Column[] | string;
}
interface ConstraintRow {
  name: string;
  type: string;
  rel: number;
  frel: number;
  cols: string[] | string;
  fcols: string[] | string;
}
interface RoutineRow {
  oid: number;
  name: string;
  returnsSet: boolean;
  volatility: string;
  nDefaults: number;
  variadic: boolean;
  argNames: string[] | string;
  argModes: string[] | string;
  argTypes: string[] | string;
  returnType: string;
  returnTypType: string;
  returnRelid: number;
}

/** Both drivers parse json columns, but stay safe if one hands back text. */
function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

const KINDS: Record<string, RelationKind> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'matview',
  f: 'foreign',
  c: 'composite',
};

async function loadCatalogue(sql: Sql): Promise<Catalogue> {
  const relRows = (await sql.query<RelationRow>(RELATIONS_SQL)).rows;
  const conRows = (await sql.query<ConstraintRow>(CONSTRAINTS_SQL)).rows;
  const routineRows = (await sql.query<RoutineRow>(ROUTINES_SQL)).rows;
  const typeRows = (await sql.query<{ name: string; schema: string }>(TYPES_SQL)).rows;
  const settingRows = (await sql.query<{ role: string; name: string; value: string }>(ROLE_SETTINGS_SQL)).rows;
  const defaultTimeout = (await sql.query<{ value: string }>(`select current_setting('statement_timeout') as value`))
    .rows[0]?.value;

  const relations = new Map<string, Relation>();
  const byOid = new Map<number, Relation>();
  for (const row of relRows) {
    const columns = json(row.columns);
    const relation: Relation = {
      oid: Number(row.oid),
      name: row.name,
      kind: KINDS[row.kind] ?? 'table',
      columns,
      byName: new Map(columns.map((c) => [c.name, c])),
      primaryKey: [],
      uniques: [],
    };
    byOid.set(relation.oid, relation);
    if (relation.kind !== 'composite') relations.set(relation.name, relation);
  }

  const fksFrom = new Map<number, ForeignKey[]>();
  const fksTo = new Map<number, ForeignKey[]>();
  for (const row of conRows) {
    const from = byOid.get(Number(row.rel));
    if (!from) continue;
    const cols = json(row.cols);
    if (row.type === 'p') from.primaryKey = cols;
    if (row.type === 'p' || row.type === 'u') from.uniques.push(cols);
    if (row.type !== 'f') continue;
    // A foreign key to another schema (auth.users) cannot be embedded through the API.
    const to = byOid.get(Number(row.frel));
    if (!to) continue;
    const fk: ForeignKey = { name: row.name, from, fromColumns: cols, to, toColumns: json(row.fcols) };
    fksFrom.set(from.oid, [...(fksFrom.get(from.oid) ?? []), fk]);
    fksTo.set(to.oid, [...(fksTo.get(to.oid) ?? []), fk]);
  }

  const routines = new Map<string, Routine[]>();
  for (const row of routineRows) {
    const routine = toRoutine(row, byOid);
    routines.set(routine.name, [...(routines.get(routine.name) ?? []), routine]);
  }

  const castTypes = new Map<string, string>();
  for (const row of typeRows) {
    // pg_catalog wins over a same-named public type, as it does on the default search_path.
    if (row.schema === 'public' && castTypes.has(row.name)) continue;
    castTypes.set(row.name, `${quoteIdent(row.schema)}.${quoteIdent(row.name)}`);
  }
  for (const [alias, name] of Object.entries(CAST_ALIASES)) {
    const target = castTypes.get(name);
    if (target) castTypes.set(alias, target);
  }

  const defaultTimeoutMs = timeoutMs(defaultTimeout ?? '0');
  const roles = new Map<string, RoleSettings>();
  for (const row of settingRows) {
    const role = roles.get(row.role) ?? { settings: [], timeoutMs: defaultTimeoutMs };
    role.settings.push([row.name, row.value]);
    if (row.name === 'statement_timeout') role.timeoutMs = timeoutMs(row.value);
    roles.set(row.role, role);
  }
  return { relations, byOid, fksFrom, fksTo, routines, castTypes, roles, defaultTimeoutMs, loadedAt: Date.now() };
}

function toRoutine(row: RoutineRow, byOid: Map<number, Relation>): Routine {
  const names = json(row.argNames);
  const types = json(row.argTypes);
  const modes = json(row.argModes);
  const inputs: RoutineParam[] = [];
  const outputs: Column[] = [];
  types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') {
      inputs.push({ name, type, hasDefault: false, variadic: mode === 'v' });
    }
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outputs.push({ name, type, baseType: type, notNull: false, defaultExpr: null });
    }
  });
  // pronargdefaults counts the trailing input parameters that have defaults.
  for (let i = inputs.length - Number(row.nDefaults); i < inputs.length; i++) {
    const param = inputs[i];
    if (param) param.hasDefault = true;
  }
  let returns: RoutineReturn;
  if (row.returnType === 'void') returns = { kind: 'void' };
  else if (row.returnTypType === 'c') {
    const relation = byOid.get(Number(row.returnRelid)) ?? null;
    returns = relation
      ? { kind: 'composite', relation: relation.kind === 'composite' ? null : relation, columns: relation.columns }
      : { kind: 'unsupported', type: row.returnType };
  } else if (row.returnType === 'record') {
    returns =
      outputs.length > 0
        ? { kind: 'composite', relation: null, columns: outputs }
        : { kind: 'unsupported', type: 'record' };
  } else if (row.returnTypType === 'p' && row.returnType !== 'trigger') {
    returns = { kind: 'unsupported', type: row.returnType };
  } else returns = { kind: 'scalar', type: row.returnType };
  return {
    oid: Number(row.oid),
    name: row.name,
    params: inputs,
    returnsSet: row.returnsSet,
    returns,
    volatility: row.volatility as Routine['volatility'],
  };
}

// ---- cache -----------------------------------------------------------------------------------

const caches = new WeakMap<Engine, Promise<Catalogue>>();

/** The cached catalogue of this engine, loaded on first use through the owner connection. */
export function getCatalogue(engine: Engine): Promise<Catalogue> {
  let cached = caches.get(engine);
  if (!cached) {
    cached = loadCatalogue(engine.owner);
    caches.set(engine, cached);
    cached.catch(() => caches.delete(engine));
  }
  return cached;
}

/** Forget the cached catalogue, e.g. after migrations; the next request reloads it. */
export function invalidateCatalogue(engine: Engine): void {
  caches.delete(engine);
}

/**
 * A request named something the catalogue does not know. If the catalogue is older than a moment, the
 * schema may have changed under us (a migration, a reset): reload once and let the caller retry.
 */
export async function reloadIfStale(engine: Engine, current: Catalogue, minAgeMs = 250): Promise<Catalogue | null> {
  if (Date.now() - current.loadedAt < minAgeMs) return null;
  const cached = caches.get(engine);
  if (cached) {
    const latest = await cached;
    if (latest !== current) return latest;
  }
  invalidateCatalogue(engine);
  return getCatalogue(engine);
}
