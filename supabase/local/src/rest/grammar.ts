// PostgREST's query-string grammar (select, filters, or/and trees, order, columns), parsed into a
// small AST. Pure: no catalogue, no SQL. Follows PostgREST's Parsec grammar (ApiRequest/QueryParams.hs)
// closely, because clients quote values exactly as that grammar expects; anything it would reject is a
// PGRST100 error here too.

export interface JsonOp {
  arrow: '->' | '->>';
  /** A key, or an integer index (kept as text, validated) when `index` is true. */
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonOp[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; cast: string | null; alias: string | null }
  | {
      kind: 'embed';
      relation: string;
      alias: string | null;
      hint: string | null;
      joinType: 'inner' | 'left' | null;
      spread: boolean;
      children: SelectItem[];
    };

export const SIMPLE_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'isdistinct',
] as const;
export type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];
const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type FtsOperator = (typeof FTS_OPERATORS)[number];
/** Operators that accept the `(any)` / `(all)` modifiers with a `{...}` array value. */
const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'op'; op: SimpleOperator; quantifier: 'any' | 'all' | null; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'fts'; op: FtsOperator; language: string | null; value: string };

export interface Filter {
  kind: 'filter';
  field: Field;
  negated: boolean;
  operation: Operation;
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  /** Set for `rel(col)`: order by a column of a to-one embed. */
  relation: string | null;
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** A PGRST100 parse error: PostgREST's message/details pair. */
export class QueryParseError extends Error {
  readonly details: string;
  readonly code: string;
  constructor(message: string, details: string, code = 'PGRST100') {
    super(message);
    this.details = details;
    this.code = code;
  }
}

const IDENT_CHAR = /[\p{L}\p{N}_ $]/u;

/** A cursor over one parameter value; every parse failure names the parameter as PostgREST does. */
class Cursor {
  readonly s: string;
  i = 0;
  readonly context: string;

  constructor(s: string, context: string) {
    this.s = s;
    this.context = context;
  }

  get done(): boolean {
    return this.i >= this.s.length;
  }

  peek(n = 0): string {
    return this.s[this.i + n] ?? '';
  }

  startsWith(token: string): boolean {
    return this.s.startsWith(token, this.i);
  }

  eat(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.i += token.length;
    return true;
  }

  expect(token: string, what = `"${token}"`): void {
    if (!this.eat(token)) this.fail(what);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.i++;
  }

  fail(expecting: string, unexpected?: string): never {
    const found = unexpected ?? (this.done ? 'end of input' : `"${this.peek()}"`);
    throw new QueryParseError(
      `"${this.context}" (line 1, column ${this.i + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    );
  }
}

// ---- shared pieces ---------------------------------------------------------------------------

/** `"quoted"` with backslash escaping the next character. Returns null when not at a quote. */
function quoted(c: Cursor): string | null {
  if (c.peek() !== '"') return null;
  const start = c.i;
  c.i++;
  let out = '';
  while (!c.done) {
    const ch = c.peek();
    if (ch === '\\') {
      if (c.i + 1 >= c.s.length) break;
      out += c.s[c.i + 1];
      c.i += 2;
    } else if (ch === '"') {
      c.i++;
      return out;
    } else {
      out += ch;
      c.i++;
    }
  }
  c.i = start;
  c.fail('closing quote "\\""', 'end of input');
}

/** PostgREST's pFieldName: a quoted name, or identifier characters joined by dashes (not `->`). */
function fieldName(c: Cursor): string {
  const q = quoted(c);
  if (q !== null) return q;
  let out = '';
  for (;;) {
    const start = c.i;
    while (!c.done && IDENT_CHAR.test(c.peek())) c.i++;
    if (c.i === start) {
      if (out === '') c.fail('field name (* or [a..z0..9_$])');
      c.i--; // give the dash back
      return out.slice(0, -1).trim();
    }
    out += c.s.slice(start, c.i);
    if (c.peek() === '-' && c.peek(1) !== '>') {
      out += '-';
      c.i++;
      continue;
    }
    return out.trim();
  }
}

function jsonPath(c: Cursor): JsonOp[] {
  const path: JsonOp[] = [];
  for (;;) {
    let arrow: JsonOp['arrow'];
    if (c.eat('->>')) arrow = '->>';
    else if (c.eat('->')) arrow = '->';
    else return path;
    const m = /^-?\d+/.exec(c.s.slice(c.i));
    const after = m ? c.s.slice(c.i + m[0].length) : '';
    if (m && (after === '' || /^(->|::|[.,)])/.test(after))) {
      c.i += m[0].length;
      path.push({ arrow, key: m[0], index: true });
    } else {
      path.push({ arrow, key: fieldName(c), index: false });
    }
  }
}

function field(c: Cursor): Field {
  c.skipSpaces();
  const name = fieldName(c);
  const path = jsonPath(c);
  c.skipSpaces();
  return { name, jsonPath: path };
}

function identifier(c: Cursor): string {
  const start = c.i;
  while (!c.done && IDENT_CHAR.test(c.peek())) c.i++;
  if (c.i === start) c.fail('letter or digit');
  return c.s.slice(start, c.i).trim();
}

// ---- select ----------------------------------------------------------------------------------

export function parseSelect(raw: string): SelectItem[] {
  const c = new Cursor(raw, `failed to parse select parameter (${raw})`);
  if (raw.trim() === '') return [];
  const items = selectForest(c);
  if (!c.done) c.fail('",", "(" or end of input');
  return items;
}

function selectForest(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  for (;;) {
    items.push(selectItem(c));
    c.skipSpaces();
    if (!c.eat(',')) return items;
    c.skipSpaces();
  }
}

function selectItem(c: Cursor): SelectItem {
  c.skipSpaces();
  if (c.eat('*')) {
    c.skipSpaces();
    return { kind: 'star' };
  }
  let spread = false;
  if (c.eat('...')) spread = true;
  let alias: string | null = null;
  let name = fieldName(c);
  if (!spread && c.peek() === ':' && c.peek(1) !== ':') {
    c.i++;
    alias = name;
    c.skipSpaces();
    name = fieldName(c);
  }
  if (c.peek() === '!' || c.peek() === '(') {
    let hint: string | null = null;
    let joinType: 'inner' | 'left' | null = null;
    while (c.eat('!')) {
      const word = fieldName(c);
      if ((word === 'inner' || word === 'left') && joinType === null) joinType = word;
      else if (hint === null) hint = word;
      else c.fail('"("');
    }
    c.expect('(');
    c.skipSpaces();
    if (c.peek() === ')') {
      c.i++;
      if (!spread && hint === null && joinType === null && alias === null && isAggregate(name)) {
        throw new QueryParseError('Use of aggregate functions is not allowed', '', 'PGRST123');
      }
      return { kind: 'embed', relation: name, alias, hint, joinType, spread, children: [] };
    }
    const children = selectForest(c);
    c.skipSpaces();
    c.expect(')', '")" or ","');
    c.skipSpaces();
    return { kind: 'embed', relation: name, alias, hint, joinType, spread, children };
  }
  if (spread) c.fail('"(" after a spread relation');
  const path = jsonPath(c);
  // `col.sum()` and friends are aggregates, disabled on PostgREST by default.
  if (c.peek() === '.' && /^\.(sum|avg|min|max|count)\(/.test(c.s.slice(c.i))) {
    throw new QueryParseError('Use of aggregate functions is not allowed', '', 'PGRST123');
  }
  let cast: string | null = null;
  if (c.eat('::')) cast = identifier(c);
  c.skipSpaces();
  if (!c.done && c.peek() !== ',' && c.peek() !== ')') c.fail('"->", "::", ")", "," or end of input');
  return { kind: 'field', field: { name, jsonPath: path }, cast, alias };
}

function isAggregate(name: string): boolean {
  return name === 'count';
}

// ---- filters ---------------------------------------------------------------------------------

/** Splits a filter key into its embed path and field: `rel.sub.col->>a`. */
export function parseFilterKey(key: string): { path: string[]; field: Field } {
  const c = new Cursor(key, `failed to parse tree path (${key})`);
  const names = [fieldName(c)];
  while (c.eat('.')) names.push(fieldName(c));
  const path = jsonPath(c);
  if (!c.done) c.fail('".", "->" or end of input');
  return { path: names.slice(0, -1), field: { name: names[names.length - 1] as string, jsonPath: path } };
}

/** A top-level filter value (`not.eq.x`, `in.(a,b)`, ...): a plain value takes the rest literally. */
export function parseFilterValue(fieldValue: Field, raw: string): Filter {
  const c = new Cursor(raw, `failed to parse filter (${raw})`);
  const filter = opExpr(c, fieldValue, 'top');
  if (!c.done) c.fail('end of input');
  return filter;
}

function opExpr(c: Cursor, f: Field, level: 'top' | 'logic'): Filter {
  const negated = c.eat('not.');
  return { kind: 'filter', field: f, negated, operation: operation(c, level) };
}

function operation(c: Cursor, level: 'top' | 'logic'): Operation {
  if (c.eat('in.')) return { kind: 'in', values: listValue(c) };
  if (c.eat('is.')) return { kind: 'is', value: isValue(c) };
  const nameMatch = /^[a-z]+/.exec(c.s.slice(c.i));
  const name = nameMatch?.[0] ?? '';
  if ((FTS_OPERATORS as readonly string[]).includes(name)) {
    c.i += name.length;
    let language: string | null = null;
    if (c.eat('(')) {
      language = identifier(c);
      c.expect(')');
    }
    c.expect('.', 'delimiter (.)');
    return { kind: 'fts', op: name as FtsOperator, language, value: singleValue(c, level) };
  }
  if (!(SIMPLE_OPERATORS as readonly string[]).includes(name)) {
    const dot = c.s.indexOf('.', c.i);
    const shown = dot < 0 ? c.s.slice(c.i) : c.s.slice(c.i, dot);
    throw new QueryParseError(`"${c.context}" (line 1, column ${c.i + 1})`, `unknown single value operator ${shown}`);
  }
  c.i += name.length;
  let quantifier: 'any' | 'all' | null = null;
  if (c.eat('(any)')) quantifier = 'any';
  else if (c.eat('(all)')) quantifier = 'all';
  if (quantifier && !QUANTIFIABLE.has(name)) c.fail('delimiter (.)');
  c.expect('.', 'delimiter (.)');
  const value = singleValue(c, level);
  if (quantifier && !/^\{.*\}$/s.test(value)) {
    throw new QueryParseError(`"${c.context}"`, `the ${name}(${quantifier}) operator needs a {...} array value`);
  }
  return { kind: 'op', op: name as SimpleOperator, quantifier, value };
}

function isValue(c: Cursor): IsValue {
  const rest = c.s.slice(c.i);
  for (const v of ['not_null', 'null', 'unknown', 'true', 'false'] as const) {
    if (rest.slice(0, v.length).toLowerCase() === v) {
      c.i += v.length;
      return v;
    }
  }
  c.fail('null or trilean value (unknown, true, false)');
}

/** Top level: the rest of the string, literally. Inside or/and: quoted, `{...}`, or up to `,` / `)`. */
function singleValue(c: Cursor, level: 'top' | 'logic'): string {
  if (level === 'top') {
    const v = c.s.slice(c.i);
    c.i = c.s.length;
    return v;
  }
  const save = c.i;
  if (c.peek() === '"') {
    const q = quoted(c);
    if (q !== null && (c.done || c.peek() === ',' || c.peek() === ')')) return q;
    c.i = save;
  }
  if (c.peek() === '{') {
    const close = c.s.indexOf('}', c.i);
    const inner = close < 0 ? '' : c.s.slice(c.i + 1, close);
    if (close >= 0 && !inner.includes('{')) {
      c.i = close + 1;
      return `{${inner}}`;
    }
  }
  return rawUntilDelimiter(c);
}

function rawUntilDelimiter(c: Cursor): string {
  const start = c.i;
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.i++;
  return c.s.slice(start, c.i);
}

/** `(a,"b,c",d)`: each element quoted or raw up to `,` / `)`. `()` is the empty list. */
function listValue(c: Cursor): string[] {
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  if (c.eat(')')) {
    c.skipSpaces();
    return [];
  }
  const values: string[] = [];
  for (;;) {
    const save = c.i;
    let v: string | null = null;
    if (c.peek() === '"') {
      v = quoted(c);
      if (!(c.peek() === ',' || c.peek() === ')')) {
        c.i = save;
        v = null;
      }
    }
    values.push(v ?? rawUntilDelimiter(c));
    if (c.eat(',')) continue;
    c.expect(')', '"," or ")"');
    c.skipSpaces();
    return values;
  }
}

// ---- or / and --------------------------------------------------------------------------------

/** Splits a logic key: `or`, `not.and`, `rel.or`, `rel.not.or`. Null when the key is not one. */
export function parseLogicKey(key: string): { path: string[]; op: 'and' | 'or'; negated: boolean } | null {
  const parts = key.split('.');
  const op = parts[parts.length - 1];
  if (op !== 'and' && op !== 'or') return null;
  let rest = parts.slice(0, -1);
  const negated = rest[rest.length - 1] === 'not';
  if (negated) rest = rest.slice(0, -1);
  const c = new Cursor(key, `failed to parse logic path (${key})`);
  for (const p of rest) if (p === '' || p === 'not') c.fail('field name');
  return { path: rest, op, negated };
}

/** The value of an or/and parameter: `(a.eq.1,b.in.(2,3),not.and(c.is.null,d.gt.4))`. */
export function parseLogicValue(op: 'and' | 'or', negated: boolean, raw: string): LogicTree {
  const c = new Cursor(raw, `failed to parse logic tree (${raw})`);
  const children = logicChildren(c);
  if (!c.done) c.fail('end of input');
  return { kind: 'logic', op, negated, children };
}

function logicChildren(c: Cursor): Condition[] {
  c.skipSpaces();
  c.expect('(');
  const children: Condition[] = [];
  for (;;) {
    c.skipSpaces();
    children.push(logicTree(c));
    c.skipSpaces();
    if (c.eat(',')) continue;
    c.expect(')', '"," or ")"');
    c.skipSpaces();
    return children;
  }
}

function logicTree(c: Cursor): Condition {
  const rest = c.s.slice(c.i);
  const m = /^(not\.)?(and|or)\s*\(/.exec(rest);
  if (m) {
    c.i += (m[1]?.length ?? 0) + (m[2]?.length ?? 0);
    return { kind: 'logic', op: m[2] as 'and' | 'or', negated: !!m[1], children: logicChildren(c) };
  }
  const f = field(c);
  c.expect('.', 'delimiter (.)');
  return opExpr(c, f, 'logic');
}

// ---- order, columns, integers ----------------------------------------------------------------

export function parseOrder(raw: string): OrderTerm[] {
  const c = new Cursor(raw, `failed to parse order (${raw})`);
  const terms: OrderTerm[] = [];
  for (;;) {
    c.skipSpaces();
    let relation: string | null = null;
    let f: Field;
    const save = c.i;
    const name = fieldName(c);
    if (c.eat('(')) {
      relation = name;
      f = field(c);
      c.expect(')');
    } else {
      c.i = save;
      f = field(c);
    }
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    if (c.eat('.asc')) direction = 'asc';
    else if (c.eat('.desc')) direction = 'desc';
    if (c.eat('.nullsfirst')) nulls = 'first';
    else if (c.eat('.nullslast')) nulls = 'last';
    c.skipSpaces();
    terms.push({ relation, field: f, direction, nulls });
    if (c.eat(',')) continue;
    if (!c.done) c.fail('"asc", "desc", "nullsfirst", "nullslast", "," or end of input');
    return terms;
  }
}

/** `columns=` and `on_conflict=`: field names separated by commas, quoted names allowed. */
export function parseColumns(raw: string, param: 'columns' | 'on_conflict'): string[] {
  const c = new Cursor(raw, `failed to parse ${param} parameter (${raw})`);
  const names: string[] = [];
  for (;;) {
    c.skipSpaces();
    names.push(fieldName(c));
    c.skipSpaces();
    if (c.eat(',')) continue;
    if (!c.done) c.fail('"," or end of input');
    return names;
  }
}

export function parseNonNegativeInteger(raw: string, param: string): number {
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(Number(raw))) {
    throw new QueryParseError(`"failed to parse ${param} parameter (${raw})"`, 'expecting a non-negative integer');
  }
  return Number(raw);
}
