import type * as Qs from 'qs';
// The real qs by its file path: the bare `qs` is this console's own (vite.config.ts's alias).
import realQs from 'qs/lib/index.js';
import { describe, expect, it } from 'vitest';
import qs from './qs.ts';

const real = realQs as typeof Qs;

// The expected strings are what qs 6.17's stringify writes for the same objects (its defaults), so
// ra-data-postgrest's URLs are unchanged by the swap.
describe('qs.stringify', () => {
  it('writes a list request as qs does, every reserved character percent-encoded', () => {
    expect(
      qs.stringify({
        select: '*,universities(name)',
        name: 'ilike.*Tü bingen*',
        or: '(name.ilike."*a,b*",email.ilike.*x*)',
        order: 'name.asc,id.asc',
        offset: 0,
        limit: 25,
      }),
    ).toBe(
      'select=%2A%2Cuniversities%28name%29&name=ilike.%2AT%C3%BC%20bingen%2A&or=%28name.ilike.%22%2Aa%2Cb%2A%22%2Cemail.ilike.%2Ax%2A%29&order=name.asc%2Cid.asc&offset=0&limit=25',
    );
    expect(qs.stringify({ id: 'in.(1,2,3)' })).toBe('id=in.%281%2C2%2C3%29');
    expect(qs.stringify({ "k!'()*~": "v!'()*~-_." })).toBe('k%21%27%28%29%2A~=v%21%27%28%29%2A~-_.');
    expect(qs.stringify({ emoji: '😀 é' })).toBe('emoji=%F0%9F%98%80%20%C3%A9');
  });

  it('writes null as empty, leaves undefined out, and dates as ISO strings', () => {
    expect(qs.stringify({ a: null, b: undefined, c: true, d: 5, e: '' })).toBe('a=&c=true&d=5&e=');
    expect(qs.stringify({ d: new Date(Date.UTC(2026, 0, 2)) })).toBe('d=2026-01-02T00%3A00%3A00.000Z');
    expect(qs.stringify({})).toBe('');
  });

  it('writes arrays and objects in brackets', () => {
    expect(qs.stringify({ starts_at: ['gte.2026-01-01', 'lt.2026-02-01'] })).toBe(
      'starts_at%5B0%5D=gte.2026-01-01&starts_at%5B1%5D=lt.2026-02-01',
    );
    expect(qs.stringify({ nested: { x: '1', y: { z: '2' } } })).toBe('nested%5Bx%5D=1&nested%5By%5D%5Bz%5D=2');
    expect(qs.stringify({ empty: [] })).toBe('');
  });

  it('sends a lone surrogate as the replacement character instead of failing the request', () => {
    expect(qs.stringify({ q: 'a\uD83D' })).toBe('q=a%EF%BF%BD');
  });

  it('writes what the real qs writes for the queries the provider builds', () => {
    const queries: Record<string, unknown>[] = [
      { select: '*', order: 'created_at.desc.nullslast,id.desc', offset: 50, limit: 25 },
      {
        stage: 'eq.consulted',
        counsellor_id: 'eq.3f1c0a6e-1111-4222-8333-944455556666',
        or: '(name.ilike.*Dé*,email.ilike.*x@y*)',
      },
      { id: 'in.(1,2,3)', columns: 'name,"keyFeatures"', on_conflict: 'slug' },
      {
        starts_at: 'gte.2027-03-28T07:00:00.000Z',
        and: '(starts_at.lt.2027-04-04T00:00:00Z)',
        nested: { a: [1, 'b c'] },
      },
      { empty: '', nothing: null, skipped: undefined, flag: false, zero: 0, text: "k!'()*~ ;/?:@&=+$#%" },
    ];
    for (const query of queries) expect(qs.stringify(query)).toBe(real.stringify(query));
  });
});
