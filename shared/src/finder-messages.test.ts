import { describe, expect, it } from 'vitest';
import { finderMessages } from './finder-messages.ts';

describe('finder messages', () => {
  it('count programmes, those not checked yet, and the filter to loosen', () => {
    expect(finderMessages.count(1)).toBe('1 program');
    expect(finderMessages.showResults(12)).toBe('Show 12 programs');
    expect(finderMessages.filters(0)).toBe('Filters');
    expect(finderMessages.filters(2)).toBe('Filters (2)');
    expect(finderMessages.unchecked(0, false)).toBe('');
    expect(finderMessages.unchecked(3, true)).toBe(', including 3 not checked yet or not comparable');
    expect(finderMessages.unchecked(1, false)).toBe('. 1 program not checked yet or not comparable is hidden');
    expect(finderMessages.loosen('country', 4)).toBe('Loosen the country: without it, 4 programs would match.');
    expect(finderMessages.loosen('sort', 4)).toBe('Loosen a filter: without it, 4 programs would match.');
  });
});
