import { describe, expect, it } from 'vitest';
import { HOSTILE_LINKS as HOSTILE } from './hostile-input.ts';
import { externalHref, isSafeLink, mailtoHref, safeLink } from './safe-url.ts';

describe('isSafeLink', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(isSafeLink(value)).toBe(false);
    expect(isSafeLink(value, { mailto: true })).toBe(false);
  });

  it.each(['https://www.example.com/path?q=1#top', 'HTTP://example.org', '/pricing', '/', '#'])(
    'accepts %j',
    (value) => {
      expect(isSafeLink(value)).toBe(true);
    },
  );

  it('accepts mailto: only where asked, and only with an address', () => {
    const mailto = 'mailto:careers@example.org?subject=Student%20Counsellor';
    expect(isSafeLink(mailto)).toBe(false);
    expect(isSafeLink(mailto, { mailto: true })).toBe(true);
    for (const value of ['mailto:', 'mailto:?subject=x', ' mailto:jobs@example.org', 'MAILTO:jobs@example.org\n']) {
      expect(isSafeLink(value, { mailto: true }), value).toBe(false);
    }
  });
});

describe('safeLink', () => {
  it('renders nothing for blank, the # placeholder or an unsafe value', () => {
    for (const value of [null, undefined, '', '#', ...HOSTILE]) expect(safeLink(value)).toBeNull();
  });

  it('marks http(s) links external and site paths and mailto: internal', () => {
    expect(safeLink('https://example.org')).toEqual({ href: 'https://example.org', external: true });
    expect(safeLink('/pricing')).toEqual({ href: '/pricing', external: false });
    expect(safeLink('mailto:jobs@example.org', { mailto: true })).toEqual({
      href: 'mailto:jobs@example.org',
      external: false,
    });
  });
});

describe('externalHref', () => {
  it('keeps only http(s) links', () => {
    expect(externalHref('https://www.tum.de')).toBe('https://www.tum.de');
    for (const value of [null, '#', '/pricing', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(externalHref(value)).toBeNull();
    }
  });
});

describe('mailtoHref', () => {
  it('links a plain address and nothing that would prefill the message', () => {
    expect(mailtoHref('priya.sharma@example.com')).toBe('mailto:priya.sharma@example.com');
    for (const value of [null, '', 'a@b.co?subject=x', 'a&cc=victim@b.co', 'a@b.co#x']) {
      expect(mailtoHref(value)).toBeNull();
    }
  });
});
