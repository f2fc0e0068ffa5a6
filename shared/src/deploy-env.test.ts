import { describe, expect, it } from 'vitest';
import { readBackendEnv } from './deploy-env.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from './local-backend.ts';

const hosted = {
  APP_ENV: 'production',
  PUBLIC_SUPABASE_URL: 'https://abcdefgh.supabase.co/',
  PUBLIC_SUPABASE_ANON_KEY: 'sb_publishable_example',
  PUBLIC_SITE_URL: 'https://eurostudycompass.org',
  PUBLIC_ADMIN_URL: 'https://admin.eurostudycompass.org',
};

describe('backend configuration', () => {
  it('a local build without variables talks to the local stack with its demo key', () => {
    expect(readBackendEnv({})).toEqual({ supabaseUrl: LOCAL_SUPABASE_URL, anonKey: LOCAL_ANON_KEY });
  });

  it('a hosted build reads the project it names', () => {
    expect(readBackendEnv(hosted)).toEqual({
      supabaseUrl: 'https://abcdefgh.supabase.co',
      anonKey: 'sb_publishable_example',
    });
  });

  it('a hosted build without its variables fails naming each missing one', () => {
    const error = (() => {
      try {
        readBackendEnv({ CF_PAGES: '1' });
      } catch (caught) {
        return (caught as Error).message;
      }
    })();
    for (const name of ['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY', 'PUBLIC_SITE_URL', 'PUBLIC_ADMIN_URL']) {
      expect(error).toContain(`${name} is missing`);
    }
  });

  it('a hosted build refuses the local stack and its demo key', () => {
    expect(() =>
      readBackendEnv({
        ...hosted,
        PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
        PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      }),
    ).toThrow(
      /PUBLIC_SUPABASE_URL must be the project's https URL[\s\S]*PUBLIC_SUPABASE_ANON_KEY is the local demo key/,
    );
  });

  it('a malformed URL fails even locally, naming the console variable it came from', () => {
    expect(() =>
      readBackendEnv(
        { VITE_SUPABASE_URL: 'not a url' },
        { url: 'VITE_SUPABASE_URL', anonKey: 'VITE_SUPABASE_ANON_KEY' },
      ),
    ).toThrow('VITE_SUPABASE_URL must be an http(s) URL');
  });

  it('a build refuses a service_role JWT given as the anon key, hosted or local', () => {
    const serviceRole = `${jwtPart({ alg: 'HS256', typ: 'JWT' })}.${jwtPart({ iss: 'supabase', ref: 'abcdefgh', role: 'service_role' })}.c2lnbmF0dXJl`;
    expect(() => readBackendEnv({ ...hosted, PUBLIC_SUPABASE_ANON_KEY: serviceRole })).toThrow(
      'PUBLIC_SUPABASE_ANON_KEY is a JWT with role "service_role"',
    );
    expect(() => readBackendEnv({ PUBLIC_SUPABASE_ANON_KEY: LOCAL_SERVICE_ROLE_KEY })).toThrow(
      'PUBLIC_SUPABASE_ANON_KEY is a JWT with role "service_role"',
    );
  });

  it('a build refuses a secret API key given as the console anon key', () => {
    expect(() =>
      readBackendEnv(
        { ...hosted, VITE_SUPABASE_URL: hosted.PUBLIC_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: 'sb_secret_abc123' },
        { url: 'VITE_SUPABASE_URL', anonKey: 'VITE_SUPABASE_ANON_KEY' },
      ),
    ).toThrow('VITE_SUPABASE_ANON_KEY is a secret API key');
  });

  it('a JWT with the anon role is accepted', () => {
    const anon = `${jwtPart({ alg: 'HS256' })}.${jwtPart({ iss: 'supabase', ref: 'abcdefgh', role: 'anon' })}.c2ln`;
    expect(readBackendEnv({ ...hosted, PUBLIC_SUPABASE_ANON_KEY: anon }).anonKey).toBe(anon);
  });
});

/** One base64url part of a JWT, unpadded as JWTs are. */
function jwtPart(json: object): string {
  return Buffer.from(JSON.stringify(json)).toString('base64url');
}
