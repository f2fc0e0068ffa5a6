// Turns the parsed request (select tree, conditions, order, ranges) into SQL text with `$n`
// parameters, checking every name against the catalogue and quoting it. The whole response is built
// as JSON by Postgres: embeds are correlated subqueries, to-one spreads are lateral joins.
import { pgrstError } from '../errors.ts';
import type { Catalogue, Column, Relation } from './catalogue.ts';
import { quoteIdent } from './catalogue.ts';
import type { Condition, Field, Filter, JsonOp, OrderTerm, SelectItem } from './grammar.ts';
import type { LevelRange, ParsedQuery } from './query.ts';
import { pathKey, pathLabel } from './query.ts';
import type { Relationship } from './relationships.ts';
import { findRelationship, isToOne } from './relationships.ts';

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Something rows are read from: a table or view, a mutation's CTE, or a function call. */
export interface Source {
  /** Name used in messages (`relation "public.x"`, `column x.y`). */
  name: string;
  /** SQL for the FROM clause, without alias. */
  from: string;
  /** A CTE (`name as (...)`) the FROM clause reads, e.g. a function call that must run once. */
  with?: string;
  columns: Column[];
  byName: Map<string, Column>;
  /** The catalogue relation when embeds may start here. */
  relation: Relation | null;
}

export function relationSource(relation: Relation): Source {
  return {
    name: relation.name,
    from: `"public".${quoteIdent(relation.name)}`,
    columns: relation.columns,
    byName: relation.byName,
    relation,
  };
}

export interface Output {
  expr: string;
  key: string;
}

interface EmbedInfo {
  key: string;
  rel: Relationship;
  level: CompiledLevel;
  alias: string;
  joinType: 'inner' | 'left' | null;
}

export interface CompiledLevel {
  alias: string;
  source: Source;
  outputs: Output[];
  /** `left join lateral (...) sN on true` clauses for to-one spreads. */
  laterals: string[];
  /** Conditions ANDed in WHERE (filters, or/and trees, `!inner` and embed null filters). */
  where: string[];
  orderBy: string[];
  range: LevelRange | null;
  /** Root columns the outputs, joins and order read: what a mutation must RETURN. */
  referenced: Set<string>;
  embeds: EmbedInfo[];
}

export interface CompileOptions {
  /** Apply conditions/order/range of this level (false for the root of a mutation's representation). */
  applyRootFilters: boolean;
  applyRootOrder: boolean;
}

const OPERATOR_SQL: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const FTS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function columnError(source: Source, name: string): never {
  throw pgrstError(400, '42703', `column ${source.name}.${name} does not exist`);
}

/** The literal of a Postgres array whose elements are all quoted: `{"a","b,c"}`. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** A parameter cast to a catalogue type; text first, so both drivers send it untouched. */
function typed(param: string, type: string): string {
  return type === 'text' ? `${param}::text` : `${param}::text::${type}`;
}

export class SqlBuilder {
  readonly cat: Catalogue;
  readonly query: ParsedQuery;
  readonly params: Params;
  private aliasCount = 0;
  /** Level paths that matched an embed, to reject filters/order on paths that are not embedded. */
  private readonly seenPaths = new Set<string>([pathKey([])]);

  constructor(cat: Catalogue, query: ParsedQuery, params: Params) {
    this.cat = cat;
    this.query = query;
    this.params = params;
  }

  nextAlias(prefix = 't'): string {
    return `${prefix}${this.aliasCount++}`;
  }

  /** Compiles one level: the root (path []) or an embed (its path of aliases/names). */
  compile(
    source: Source,
    items: SelectItem[],
    path: string[],
    options: CompileOptions,
    alias = this.nextAlias(),
  ): CompiledLevel {
    const key = pathKey(path);
    const isRoot = path.length === 0;
    const level: CompiledLevel = {
      alias,
      source,
      outputs: [],
      laterals: [],
      where: [],
      orderBy: [],
      range: null,
      referenced: new Set(),
      embeds: [],
    };
    for (const item of items) this.compileItem(level, item, path, options);

    const applyFilters = !isRoot || options.applyRootFilters;
    if (applyFilters) {
      for (const condition of this.query.conditions.get(key) ?? []) level.where.push(this.condition(level, condition));
    }
    for (const embed of level.embeds) {
      if (embed.joinType === 'inner') level.where.push(this.exists(level, embed));
    }
    if (!isRoot || options.applyRootOrder) {
      level.orderBy = (this.query.order.get(key) ?? []).map((term) => this.orderTerm(level, term));
      level.range = this.query.ranges.get(key) ?? null;
    }
    return level;
  }

  /** Fails on filters, order or limits whose embed path is not part of `select`. */
  checkPaths(): void {
    for (const map of [this.query.conditions, this.query.order, this.query.ranges] as Map<string, unknown>[]) {
      for (const key of map.keys()) {
        if (!this.seenPaths.has(key)) {
          const name = pathLabel(key);
          throw pgrstError(
            400,
            'PGRST108',
            `'${name}' is not an embedded resource in this request`,
            null,
            `Verify that '${name}' is included in the 'select' query parameter.`,
          );
        }
      }
    }
  }

  private compileItem(level: CompiledLevel, item: SelectItem, path: string[], options: CompileOptions): void {
    const { source, alias } = level;
    if (item.kind === 'star') {
      for (const column of source.columns) {
        level.outputs.push({ expr: `${alias}.${quoteIdent(column.name)}`, key: column.name });
        level.referenced.add(column.name);
      }
      return;
    }
    if (item.kind === 'field') {
      const { expr } = this.fieldExpr(level, item.field);
      const key = item.alias ?? jsonKey(item.field);
      level.outputs.push({ expr: item.cast ? `cast(${expr} as ${this.castType(item.cast)})` : expr, key });
      return;
    }
    if (!source.relation) {
      throw pgrstError(
        400,
        'PGRST200',
        `Could not find a relationship between '${source.name}' and '${item.relation}' in the schema cache`,
      );
    }
    const rel = findRelationship(this.cat, source.relation, item.relation, item.hint);
    const key = item.alias ?? item.relation;
    const childPath = [...path, key];
    this.seenPaths.add(pathKey(childPath));
    const target = relationSource(rel.target);
    const countKey = item.spread || isToOne(rel) ? null : countOnly(item.children, target);
    const child = this.compile(target, countKey === null ? item.children : [], childPath, options);
    const embed: EmbedInfo = { key, rel, level: child, alias: child.alias, joinType: item.joinType };
    level.embeds.push(embed);
    for (const [originColumn] of rel.junction ? rel.junction.originPairs.map(([, o]) => [o]) : rel.pairs) {
      level.referenced.add(originColumn as string);
    }
    if (item.spread) {
      if (!isToOne(rel)) {
        throw pgrstError(
          400,
          'PGRST100',
          `A spread operation on '${item.relation}' is only supported for to-one relationships`,
        );
      }
      const lateral = this.nextAlias('s');
      const inner = child.outputs.map((o, i) => `${o.expr} as "${lateral}_${i}"`);
      level.laterals.push(
        `left join lateral (select ${inner.join(', ') || '1'} ${this.fromJoined(level, embed)}) ${lateral} on true`,
      );
      child.outputs.forEach((o, i) => {
        level.outputs.push({ expr: `${lateral}."${lateral}_${i}"`, key: o.key });
      });
      return;
    }
    if (countKey !== null) {
      // `rel(count)`: PostgREST's count of the embedded rows (after the embed's filters), as [{"count": n}].
      const count = `json_build_array(json_build_object(${this.params.add(countKey)}::text, count(*)))`;
      level.outputs.push({ expr: `(select ${count} ${this.fromJoined(level, embed)})`, key });
      return;
    }
    if (child.outputs.length === 0 && child.embeds.every((e) => e.level.outputs.length === 0)) return;
    level.outputs.push({ expr: this.embedSubquery(level, embed), key });
  }

  /** `from target tN [join junction] <laterals> where <join> and <child conditions>`. */
  private fromJoined(parent: CompiledLevel, embed: EmbedInfo, withLaterals = true): string {
    const { rel, level: child } = embed;
    const t = child.alias;
    const p = parent.alias;
    let from = `from ${child.source.from} ${t}`;
    const join: string[] = [];
    if (rel.junction) {
      const j = `${t}_j`;
      from += ` join "public".${quoteIdent(rel.junction.relation.name)} ${j} on ${rel.junction.targetPairs
        .map(([jc, tc]) => `${j}.${quoteIdent(jc)} = ${t}.${quoteIdent(tc)}`)
        .join(' and ')}`;
      for (const [jc, oc] of rel.junction.originPairs) join.push(`${j}.${quoteIdent(jc)} = ${p}.${quoteIdent(oc)}`);
    } else {
      for (const [oc, tc] of rel.pairs) join.push(`${t}.${quoteIdent(tc)} = ${p}.${quoteIdent(oc)}`);
    }
    if (withLaterals && child.laterals.length) from += ` ${child.laterals.join(' ')}`;
    return `${from} where ${[...join, ...child.where].join(' and ')}`;
  }

  private embedSubquery(parent: CompiledLevel, embed: EmbedInfo): string {
    const child = embed.level;
    const e = `_${child.alias}`;
    const cols = child.outputs.map((o) => `${o.expr} as ${quoteIdent(o.key)}`).join(', ');
    const order = child.orderBy.length ? ` order by ${child.orderBy.join(', ')}` : '';
    const inner = `select ${cols} ${this.fromJoined(parent, embed)}${order}${rangeSql(child.range)}`;
    return isToOne(embed.rel)
      ? `(select to_json(${e}) from (${inner}) ${e})`
      : `(select coalesce(json_agg(${e}), '[]') from (${inner}) ${e})`;
  }

  private exists(parent: CompiledLevel, embed: EmbedInfo): string {
    return `exists (select 1 ${this.fromJoined(parent, embed, false)})`;
  }

  private fieldExpr(level: CompiledLevel, field: Field): { expr: string; type: string; column: Column } {
    const column = level.source.byName.get(field.name) ?? columnError(level.source, field.name);
    level.referenced.add(column.name);
    let expr = `${level.alias}.${quoteIdent(column.name)}`;
    let type = column.type;
    if (field.jsonPath.length && column.baseType !== 'json' && column.baseType !== 'jsonb') {
      throw pgrstError(
        400,
        '42883',
        `operator does not exist: ${column.type} ${field.jsonPath[0]?.arrow} unknown`,
        null,
        'JSON operators (-> and ->>) apply to json and jsonb columns only.',
      );
    }
    for (const op of field.jsonPath) {
      expr = `${expr}${op.arrow}${op.index ? `${this.params.add(op.key)}::int` : `${this.params.add(op.key)}::text`}`;
      type = op.arrow === '->>' ? 'text' : column.baseType === 'json' ? 'json' : 'jsonb';
    }
    return { expr: field.jsonPath.length ? `(${expr})` : expr, type, column };
  }

  private castType(name: string): string {
    const type = this.cat.castTypes.get(name.toLowerCase());
    if (!type) throw pgrstError(400, '42704', `type "${name}" does not exist`);
    return type;
  }

  condition(level: CompiledLevel, condition: Condition): string {
    if (condition.kind === 'logic') {
      const parts = condition.children.map((child) => this.condition(level, child));
      const joined = `(${parts.join(condition.op === 'and' ? ' and ' : ' or ')})`;
      return condition.negated ? `not ${joined}` : joined;
    }
    const sql = this.filter(level, condition);
    return condition.negated ? `not (${sql})` : sql;
  }

  private filter(level: CompiledLevel, filter: Filter): string {
    const { field, operation } = filter;
    if (!level.source.byName.has(field.name)) {
      const embed = level.embeds.find((e) => e.key === field.name);
      if (embed && field.jsonPath.length === 0) {
        // `rel=is.null` / `rel=not.is.null`: keep rows whose embed is empty / present.
        if (operation.kind === 'is' && (operation.value === 'null' || operation.value === 'not_null')) {
          const exists = this.exists(level, embed);
          return operation.value === 'null' ? `not ${exists}` : exists;
        }
        throw pgrstError(
          400,
          'PGRST120',
          `Bad operator on the '${field.name}' embedded resource`,
          'Only is null or not is null filters are allowed on embedded resources',
        );
      }
    }
    const { expr, type } = this.fieldExpr(level, field);
    switch (operation.kind) {
      case 'is': {
        const word = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[
          operation.value
        ];
        return `${expr} is ${word}`;
      }
      case 'in':
        return `${expr} = any(${typed(this.params.add(arrayLiteral(operation.values)), `${type}[]`)})`;
      case 'fts': {
        const fn = FTS_FUNCTIONS[operation.op] as string;
        const lang = operation.language ? `${this.params.add(operation.language)}::text::regconfig, ` : '';
        return `${expr} @@ ${fn}(${lang}${this.params.add(operation.value)}::text)`;
      }
      case 'op': {
        const { op, quantifier } = operation;
        const isPattern = op === 'like' || op === 'ilike' || op === 'match' || op === 'imatch';
        const value = op === 'like' || op === 'ilike' ? operation.value.replaceAll('*', '%') : operation.value;
        if (op === 'isdistinct') return `${expr} is distinct from ${typed(this.params.add(value), type)}`;
        const sqlOp = OPERATOR_SQL[op] as string;
        const valueType = isPattern ? 'text' : type;
        if (quantifier) {
          return `${expr} ${sqlOp} ${quantifier}(${typed(this.params.add(value), `${valueType}[]`)})`;
        }
        return `${expr} ${sqlOp} ${typed(this.params.add(value), valueType)}`;
      }
    }
  }

  private orderTerm(level: CompiledLevel, term: OrderTerm): string {
    let expr: string;
    if (term.relation !== null) {
      const embed = level.embeds.find((e) => e.key === term.relation);
      if (!embed) {
        throw pgrstError(
          400,
          'PGRST108',
          `'${term.relation}' is not an embedded resource in this request`,
          null,
          `Verify that '${term.relation}' is included in the 'select' query parameter.`,
        );
      }
      if (!isToOne(embed.rel)) {
        throw pgrstError(
          400,
          'PGRST118',
          `A related order on '${term.relation}' is not possible`,
          `'${level.source.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      // Ordering by a column of a to-one embed: a scalar subquery over the embed's own join and
      // filters (its own scope, so the embed's alias and condition text are reused as they are).
      const { expr: inner } = this.fieldExpr({ ...embed.level, referenced: new Set() }, term.field);
      expr = `(select ${inner} ${this.fromJoined(level, embed, false)})`;
    } else {
      expr = this.fieldExpr(level, term.field).expr;
    }
    const dir = term.direction ? ` ${term.direction}` : '';
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${expr}${dir}${nulls}`;
  }
}

/** PostgREST's default key of a selected field: the last JSON key, else the column name. */
function jsonKey(field: Field): string {
  const path: JsonOp[] = field.jsonPath;
  if (path.length === 0) return field.name;
  const last = path[path.length - 1] as JsonOp;
  if (!last.index) return last.key;
  const lastKey = [...path].reverse().find((op) => !op.index);
  return lastKey ? lastKey.key : field.name;
}

export function rangeSql(range: LevelRange | null): string {
  if (!range) return '';
  return `${range.limit !== null ? ` limit ${range.limit}` : ''}${range.offset ? ` offset ${range.offset}` : ''}`;
}

/** `select <outputs> from <source> alias <laterals> where ...`, without order or range. */
export function selectFrom(level: CompiledLevel): string {
  const cols = level.outputs.map((o) => `${o.expr} as ${quoteIdent(o.key)}`).join(', ');
  return `select ${cols} from ${level.source.from} ${level.alias}${
    level.laterals.length ? ` ${level.laterals.join(' ')}` : ''
  }${whereSql(level)}`;
}

export function whereSql(level: CompiledLevel): string {
  return level.where.length ? ` where ${level.where.join(' and ')}` : '';
}

export function orderSql(level: CompiledLevel): string {
  return level.orderBy.length ? ` order by ${level.orderBy.join(', ')}` : '';
}

/**
 * The key of `rel(count)` / `rel(total:count)`: a to-many embed asking only for the number of its rows,
 * which PostgREST answers even with aggregate functions disabled. A relation with a real `count` column
 * gets that column instead.
 */
function countOnly(children: SelectItem[], target: Source): string | null {
  const [only] = children;
  if (children.length !== 1 || only?.kind !== 'field') return null;
  if (only.field.name !== 'count' || only.field.jsonPath.length > 0 || only.cast !== null) return null;
  if (target.byName.has('count')) return null;
  return only.alias ?? 'count';
}
