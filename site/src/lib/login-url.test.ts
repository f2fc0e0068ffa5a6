import { describe, expect, it } from 'vitest';
import { safeRedirect } from './login-url';

const ORIGIN = 'https://eurostudy.example';

describe('safeRedirect', () => {
  it('keeps same-site paths, with their query and fragment', () => {
    expect(safeRedirect('/resources', ORIGIN)).toBe('/resources');
    expect(safeRedirect('/transportation?x=1#top', ORIGIN)).toBe('/transportation?x=1#top');
    expect(safeRedirect('/%5Cevil.example', ORIGIN)).toBe('/%5Cevil.example');
  });

  it('falls back to / for anything the browser would resolve elsewhere', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example',
      'HTTPS://evil.example/phish',
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/\t/evil.example/phish',
      '/\r/evil.example/phish',
      '/\n/evil.example/phish',
      '/\t\\evil.example',
      '\t//evil.example',
      ' //evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/./\\evil.example',
      'javascript:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
      'resources',
      '/auth',
      '/auth/',
      '/auth?redirect=/x',
      '/auth#signup',
    ]) {
      expect(safeRedirect(value, ORIGIN), JSON.stringify(value)).toBe('/');
    }
  });

  it('returns the parsed path, not the raw text, so what was checked is where the browser goes', () => {
    expect(safeRedirect('/a/../resources', ORIGIN)).toBe('/resources');
    expect(safeRedirect('/res\tources', ORIGIN)).toBe('/resources');
  });
});
