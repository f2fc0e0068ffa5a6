import { describe, expect, it } from 'vitest';
import { bookingQuery } from './book-context.ts';

describe('bookingQuery', () => {
  it('carries the planner’s query whole, and the compared programmes', () => {
    expect(bookingQuery('plan', '?city=12&months=12')).toBe('?plan=city%3D12%26months%3D12');
    expect(new URLSearchParams(bookingQuery('plan', '?city=12&months=12')).get('plan')).toBe('city=12&months=12');
    expect(bookingQuery('compare', '?ids=3,7')).toBe('?programs=3%2C7');
    expect(bookingQuery('plan', '')).toBe('');
    expect(bookingQuery(undefined, '?ids=3')).toBe('');
  });
});
