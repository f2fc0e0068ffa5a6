import { describe, expect, it } from 'vitest';
import type { Filter, LogicTree } from './grammar.ts';
import {
  parseColumns,
  parseFilterKey,
  parseFilterValue,
  parseLogicKey,
  parseLogicValue,
  parseOrder,
  parseSelect,
  QueryParseError,
} from './grammar.ts';
import { parseQuery, pathKey } from './query.ts';

const field = (name: string) => ({ name, jsonPath: [] });
const top = (value: string, name = 'col') => parseFilterValue(field(name), value);
const or = (value: string) => parseLogicValue('or', false, value);
const leaf = (tree: LogicTree, i: number) => tree.children[i] as Filter;

describe('select', () => {
  it('parses stars, columns, aliases and casts', () => {
    expect(parseSelect('*')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('id, name ,avgMonthlyCost')).toEqual([
      { kind: 'field', field: field('id'), cast: null, alias: null },
      { kind: 'field', field: field('name'), cast: null, alias: null },
      { kind: 'field', field: field('avgMonthlyCost'), cast: null, alias: null },
    ]);
    expect(parseSelect('label:name,total::text,t:total::int')).toEqual([
      { kind: 'field', field: field('name'), cast: null, alias: 'label' },
      { kind: 'field', field: field('total'), cast: 'text', alias: null },
      { kind: 'field', field: field('total'), cast: 'int', alias: 't' },
    ]);
  });

  it('parses quoted names and json paths', () => {
    expect(parseSelect('"my col","a,b"')).toEqual([
      { kind: 'field', field: field('my col'), cast: null, alias: null },
      { kind: 'field', field: field('a,b'), cast: null, alias: null },
    ]);
    expect(parseSelect('data->a->>b,data->0')).toEqual([
      {
        kind: 'field',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
        cast: null,
        alias: null,
      },
      {
        kind: 'field',
        field: { name: 'data', jsonPath: [{ arrow: '->', key: '0', index: true }] },
        cast: null,
        alias: null,
      },
    ]);
  });

  it('parses embeds with aliases, hints, join types and spreads', () => {
    expect(parseSelect('*,programs(*),uni:universities_data!university_id!inner(id,name),...city(name)')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'programs',
        alias: null,
        hint: null,
        joinType: null,
        spread: false,
        children: [{ kind: 'star' }],
      },
      {
        kind: 'embed',
        relation: 'universities_data',
        alias: 'uni',
        hint: 'university_id',
        joinType: 'inner',
        spread: false,
        children: [
          { kind: 'field', field: field('id'), cast: null, alias: null },
          { kind: 'field', field: field('name'), cast: null, alias: null },
        ],
      },
      {
        kind: 'embed',
        relation: 'city',
        alias: null,
        hint: null,
        joinType: null,
        spread: true,
        children: [{ kind: 'field', field: field('name'), cast: null, alias: null }],
      },
    ]);
    expect(parseSelect('a(b(c(*)))')[0]).toMatchObject({
      relation: 'a',
      children: [{ relation: 'b', children: [{ relation: 'c' }] }],
    });
    expect(parseSelect('rel!inner()')).toEqual([
      { kind: 'embed', relation: 'rel', alias: null, hint: null, joinType: 'inner', spread: false, children: [] },
    ]);
  });

  it('rejects what PostgREST rejects', () => {
    for (const bad of ['id,', 'a(b', 'name!hint', 'a::', '*!x', 'a)', 'a b(c']) {
      expect(() => parseSelect(bad), bad).toThrow(QueryParseError);
    }
    expect(() => parseSelect('count()')).toThrow(/aggregate/);
    expect(() => parseSelect('total.sum()')).toThrow(/aggregate/);
  });
});

describe('top-level filter values', () => {
  it('takes the rest of the value literally', () => {
    expect(top('eq.a.b,c)(:"x"')).toMatchObject({
      negated: false,
      operation: { kind: 'op', op: 'eq', value: 'a.b,c)(:"x"' },
    });
    expect(top('eq.')).toMatchObject({ operation: { op: 'eq', value: '' } });
    expect(top('ilike.*a b*')).toMatchObject({ operation: { op: 'ilike', value: '*a b*' } });
    expect(top('cs.{a,b}')).toMatchObject({ operation: { op: 'cs', value: '{a,b}' } });
  });

  it('parses not., in, is and fts', () => {
    expect(top('not.eq.5')).toMatchObject({ negated: true, operation: { op: 'eq', value: '5' } });
    expect(top('in.(1,2,3)').operation).toEqual({ kind: 'in', values: ['1', '2', '3'] });
    expect(top('in.("a,b",plain,"say \\"hi\\"","back\\\\slash")').operation).toEqual({
      kind: 'in',
      values: ['a,b', 'plain', 'say "hi"', 'back\\slash'],
    });
    expect(top('in.()').operation).toEqual({ kind: 'in', values: [] });
    expect(top('not.in.(a)')).toMatchObject({ negated: true, operation: { kind: 'in', values: ['a'] } });
    expect(top('is.null').operation).toEqual({ kind: 'is', value: 'null' });
    expect(top('is.NULL').operation).toEqual({ kind: 'is', value: 'null' });
    expect(top('is.not_null').operation).toEqual({ kind: 'is', value: 'not_null' });
    expect(top('not.is.true')).toMatchObject({ negated: true, operation: { kind: 'is', value: 'true' } });
    expect(top('fts(english).cat & dog').operation).toEqual({
      kind: 'fts',
      op: 'fts',
      language: 'english',
      value: 'cat & dog',
    });
    expect(top('wfts.a b').operation).toEqual({ kind: 'fts', op: 'wfts', language: null, value: 'a b' });
    expect(top('like(any).{a*,b*}').operation).toEqual({ kind: 'op', op: 'like', quantifier: 'any', value: '{a*,b*}' });
  });

  it('rejects unknown operators and malformed lists', () => {
    for (const bad of ['noop.5', 'eq', 'in.(1,2', 'in.1,2', 'in.(1)x', 'is.maybe', 'eq(any).5', 'cs(any).{1}']) {
      expect(() => top(bad), bad).toThrow(QueryParseError);
    }
    try {
      top('noop.5');
    } catch (error) {
      expect((error as QueryParseError).message).toContain('failed to parse filter (noop.5)');
      expect((error as QueryParseError).details).toContain('unknown single value operator noop');
    }
  });
});

describe('or / and trees', () => {
  it('splits on commas outside quotes and parentheses', () => {
    const tree = or('(name.ilike.%ab%,city.ilike.%ab%)');
    expect(tree.children).toHaveLength(2);
    expect(leaf(tree, 0)).toMatchObject({ field: field('name'), operation: { op: 'ilike', value: '%ab%' } });
    expect(leaf(tree, 1)).toMatchObject({ field: field('city'), operation: { op: 'ilike', value: '%ab%' } });
  });

  it('reads quoted values with commas, dots, colons, parentheses, quotes and backslashes', () => {
    const tree = or('(name.eq."a,b.c:d(e)f",name.eq."say \\"hi\\"",name.eq."C:\\\\dir",name.like."*x)*")');
    expect(tree.children.map((c) => (c as Filter).operation)).toEqual([
      { kind: 'op', op: 'eq', quantifier: null, value: 'a,b.c:d(e)f' },
      { kind: 'op', op: 'eq', quantifier: null, value: 'say "hi"' },
      { kind: 'op', op: 'eq', quantifier: null, value: 'C:\\dir' },
      { kind: 'op', op: 'like', quantifier: null, value: '*x)*' },
    ]);
  });

  it('keeps raw values up to , or ) and treats a quote not followed by , or ) as raw', () => {
    const tree = or('(a.eq.x y.z,b.eq."q"r,c.eq.)');
    expect(tree.children.map((c) => ((c as Filter).operation as { value: string }).value)).toEqual([
      'x y.z',
      '"q"r',
      '',
    ]);
  });

  it('parses in lists, arrays, is, not and nested trees', () => {
    const tree = or(
      '(id.in.(1,"2,3"),tags.cs.{a,b},deleted_at.is.null,name.not.eq.x,and(a.gt.1,not.or(b.lt.0,c.eq.z)),not.and(d.eq.1,e.eq.2))',
    );
    expect(tree.children).toHaveLength(6);
    expect(leaf(tree, 0).operation).toEqual({ kind: 'in', values: ['1', '2,3'] });
    expect(leaf(tree, 1).operation).toEqual({ kind: 'op', op: 'cs', quantifier: null, value: '{a,b}' });
    expect(leaf(tree, 2).operation).toEqual({ kind: 'is', value: 'null' });
    expect(leaf(tree, 3)).toMatchObject({ negated: true, operation: { op: 'eq', value: 'x' } });
    const and = tree.children[4] as LogicTree;
    expect(and).toMatchObject({ kind: 'logic', op: 'and', negated: false });
    expect(and.children[1]).toMatchObject({ kind: 'logic', op: 'or', negated: true });
    expect(tree.children[5]).toMatchObject({ kind: 'logic', op: 'and', negated: true });
  });

  it('parses json paths and spaces around items', () => {
    const tree = or('( data->>name.eq.x , data->a.eq.1 )');
    expect(leaf(tree, 0).field).toEqual({ name: 'data', jsonPath: [{ arrow: '->>', key: 'name', index: false }] });
    expect(leaf(tree, 1).field).toEqual({ name: 'data', jsonPath: [{ arrow: '->', key: 'a', index: false }] });
  });

  it('rejects malformed trees', () => {
    for (const bad of ['()', 'a.eq.1', '(a.eq.1', '(a.eq.1))', '(a.zz.1)', '(xor(a.eq.1))', '(a)']) {
      expect(() => or(bad), bad).toThrow(QueryParseError);
    }
  });

  it('splits logic keys', () => {
    expect(parseLogicKey('or')).toEqual({ path: [], op: 'or', negated: false });
    expect(parseLogicKey('not.and')).toEqual({ path: [], op: 'and', negated: true });
    expect(parseLogicKey('programs.not.or')).toEqual({ path: ['programs'], op: 'or', negated: true });
    expect(parseLogicKey('order')).toBeNull();
  });
});

describe('order, columns and keys', () => {
  it('parses order terms', () => {
    expect(parseOrder('name.asc,created_at.desc.nullslast,id,score.nullsfirst,data->>k.desc,city(name).asc')).toEqual([
      { relation: null, field: field('name'), direction: 'asc', nulls: null },
      { relation: null, field: field('created_at'), direction: 'desc', nulls: 'last' },
      { relation: null, field: field('id'), direction: null, nulls: null },
      { relation: null, field: field('score'), direction: null, nulls: 'first' },
      {
        relation: null,
        field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'k', index: false }] },
        direction: 'desc',
        nulls: null,
      },
      { relation: 'city', field: field('name'), direction: 'asc', nulls: null },
    ]);
    for (const bad of ['id.ac', 'id.descc', 'id.asc.nulls', 'id,', ''])
      expect(() => parseOrder(bad), bad).toThrow(QueryParseError);
  });

  it('parses columns and filter keys', () => {
    expect(parseColumns('"name","city"', 'columns')).toEqual(['name', 'city']);
    expect(parseColumns('a, b', 'on_conflict')).toEqual(['a', 'b']);
    expect(parseFilterKey('programs.level')).toEqual({ path: ['programs'], field: field('level') });
    expect(parseFilterKey('data->>a')).toEqual({
      path: [],
      field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'a', index: false }] },
    });
  });
});

describe('parseQuery', () => {
  it('sorts parameters by meaning', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,programs(*)&id=gte.1&id=lte.9&or=(a.eq.1,b.eq.2)&programs.level=eq.phd&programs.order=name&programs.limit=2&order=id.desc&limit=10&offset=20&columns="a","b"&on_conflict=slug&plain=value&name=ilike.*a+b*',
      ),
    );
    expect(q.select).toHaveLength(2);
    expect(q.conditions.get(pathKey([]))).toHaveLength(4);
    expect(q.conditions.get(pathKey(['programs']))).toHaveLength(1);
    expect(q.order.get(pathKey(['programs']))).toHaveLength(1);
    expect(q.ranges.get(pathKey([]))).toEqual({ offset: 20, limit: 10 });
    expect(q.ranges.get(pathKey(['programs']))).toEqual({ offset: 0, limit: 2 });
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['slug']);
    expect(q.plainParams).toEqual([['plain', 'value']]);
    const ilike = q.conditions.get(pathKey([]))?.[3] as Filter;
    expect(ilike.operation).toMatchObject({ op: 'ilike', value: '*a b*' });
  });

  it('rejects a bad limit', () => {
    expect(() => parseQuery(new URLSearchParams('limit=-1'))).toThrow(QueryParseError);
    expect(() => parseQuery(new URLSearchParams('offset=x'))).toThrow(QueryParseError);
  });
});
