import { describe, expect, it } from 'vitest';
import { timeoutMs } from './catalogue.ts';

describe('timeoutMs: a role statement_timeout as PostgreSQL reads it', () => {
  it.each([
    ['3s', 3000],
    ['8s', 8000],
    ['1min', 60_000],
    ['250ms', 250],
    ['1500', 1500],
    ['0', 0],
    ['2h', 7_200_000],
  ])('%s is %d ms', (setting, ms) => {
    expect(timeoutMs(setting)).toBe(ms);
  });

  it('refuses a value it cannot read rather than running without a timeout', () => {
    expect(() => timeoutMs('soon')).toThrow(/statement_timeout/);
  });
});
