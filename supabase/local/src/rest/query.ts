// Sorts the query-string parameters into what each means to PostgREST: select, filters and or/and
// trees per embed level, order, limit/offset, columns, on_conflict, and (for RPC) plain arguments.
// Pure, like grammar.ts.
import type { Condition, OrderTerm, SelectItem } from './grammar.ts';
import {
  parseColumns,
  parseFilterKey,
  parseFilterValue,
  parseLogicKey,
  parseLogicValue,
  parseNonNegativeInteger,
  parseOrder,
  parseSelect,
  SIMPLE_OPERATORS,
} from './grammar.ts';

export interface LevelRange {
  offset: number;
  limit: number | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** Conditions per embed path (`pathKey([])` is the root), ANDed together. */
  conditions: Map<string, Condition[]>;
  order: Map<string, OrderTerm[]>;
  ranges: Map<string, LevelRange>;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Parameters without an operator: RPC arguments on GET; ignored on tables, as PostgREST does. */
  plainParams: [string, string][];
}

export function pathKey(path: readonly string[]): string {
  return path.join('\u0000');
}

export function pathLabel(key: string): string {
  return key.split('\u0000').join('.');
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const LEVEL_PARAMS = new Set(['order', 'limit', 'offset', 'and', 'or']);
const KNOWN_OPERATORS = new Set<string>([...SIMPLE_OPERATORS, 'fts', 'plfts', 'phfts', 'wfts']);

/** PostgREST's test for "this value is a filter": it starts with a known operator. */
function hasOperator(value: string): boolean {
  const parts = value.split('.');
  const first = parts[0] ?? '';
  if (first === 'not') return parts.length > 1;
  if (first === 'is' || first === 'in') return true;
  const bare = first.replace(/\((any|all)\)$/, '').replace(/\(.*$/, '');
  return KNOWN_OPERATORS.has(bare);
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function parseQuery(search: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = {
    select: [{ kind: 'star' }],
    conditions: new Map(),
    order: new Map(),
    ranges: new Map(),
    columns: null,
    onConflict: null,
    plainParams: [],
  };
  let sawSelect = false;
  const limits = new Map<string, number>();
  const offsets = new Map<string, number>();

  for (const [key, value] of search) {
    if (RESERVED.has(key)) {
      if (key === 'select' && !sawSelect) {
        sawSelect = true;
        parsed.select = parseSelect(value);
      } else if (key === 'columns' && parsed.columns === null) {
        parsed.columns = parseColumns(value, 'columns');
      } else if (key === 'on_conflict' && parsed.onConflict === null) {
        parsed.onConflict = parseColumns(value, 'on_conflict');
      }
      continue;
    }
    const segments = key.split('.');
    const last = segments[segments.length - 1] ?? '';
    if (LEVEL_PARAMS.has(last)) {
      if (last === 'and' || last === 'or') {
        const logic = parseLogicKey(key);
        if (logic) {
          push(parsed.conditions, pathKey(logic.path), parseLogicValue(logic.op, logic.negated, value));
          continue;
        }
      }
      const path = segments.slice(0, -1);
      if (last === 'order') {
        parsed.order.set(pathKey(path), [...(parsed.order.get(pathKey(path)) ?? []), ...parseOrder(value)]);
      } else if (last === 'limit') {
        limits.set(pathKey(path), parseNonNegativeInteger(value, key));
      } else if (last === 'offset') {
        offsets.set(pathKey(path), parseNonNegativeInteger(value, key));
      }
      continue;
    }
    if (key.includes('.') || hasOperator(value)) {
      const { path, field } = parseFilterKey(key);
      push(parsed.conditions, pathKey(path), parseFilterValue(field, value));
    } else {
      parsed.plainParams.push([key, value]);
    }
  }
  for (const key of new Set([...limits.keys(), ...offsets.keys()])) {
    parsed.ranges.set(key, { offset: offsets.get(key) ?? 0, limit: limits.get(key) ?? null });
  }
  return parsed;
}
