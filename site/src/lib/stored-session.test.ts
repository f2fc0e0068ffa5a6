import { describe, expect, it } from 'vitest';
import { msUntilRefresh, parseStoredSession, REFRESH_MARGIN_MS } from './stored-session';

const SESSION = { access_token: 'a', refresh_token: 'r', expires_at: 2_000_000_000, token_type: 'bearer', user: {} };

describe('parseStoredSession', () => {
  it('reads what auth-js stores', () => {
    expect(parseStoredSession(JSON.stringify(SESSION))?.access_token).toBe('a');
  });

  it('finds no session where auth-js finds none', () => {
    for (const text of [
      null,
      '',
      'not json',
      'null',
      '"a string"',
      JSON.stringify({ access_token: 'a', refresh_token: 'r' }), // no expires_at
      JSON.stringify({ currentSession: SESSION }), // an old client's shape
    ]) {
      expect(parseStoredSession(text)).toBeNull();
    }
  });
});

describe('msUntilRefresh', () => {
  const expiresAt = SESSION.expires_at * 1000;
  const session = parseStoredSession(JSON.stringify(SESSION));
  if (!session) throw new Error('the sample session must parse');

  it('asks for a refresh within auth-js’s margin before expiry, as getSession() does', () => {
    expect(msUntilRefresh(session, expiresAt - REFRESH_MARGIN_MS - 1000)).toBe(1000);
    expect(msUntilRefresh(session, expiresAt - REFRESH_MARGIN_MS)).toBe(0);
    expect(msUntilRefresh(session, expiresAt + 1000)).toBeLessThan(0);
  });

  it('never for a session without an expiry time', () => {
    expect(msUntilRefresh({ ...session, expires_at: undefined }, expiresAt)).toBe(Number.POSITIVE_INFINITY);
  });
});
