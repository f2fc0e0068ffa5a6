import { describe, expect, it } from 'vitest';
import { safeRedirect } from './auth';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/resources')).toBe('/resources');
    expect(safeRedirect('/transportation?x=1')).toBe('/transportation?x=1');
  });

  it('falls back to / for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'resources',
      '/auth',
      '/auth?redirect=/x',
    ]) {
      expect(safeRedirect(value)).toBe('/');
    }
  });
});
