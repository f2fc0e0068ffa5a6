// Where the apps reach the backend, read from documented environment variables only (README, Ports and
// environment; Deployment). Local builds fall back to the local stack's public demo values; a hosted
// build (APP_ENV=production, or on Cloudflare Pages or Netlify, which set CF_PAGES / NETLIFY) must name
// its own project, so a forgotten variable fails the build naming it instead of shipping a site that
// talks to 127.0.0.1.
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './local-backend.ts';

type Env = Record<string, string | undefined>;

export function isHostedBuild(env: Env): boolean {
  return env.APP_ENV === 'production' || !!env.CF_PAGES || env.NETLIFY === 'true';
}

export interface BackendEnv {
  supabaseUrl: string;
  anonKey: string;
}

/**
 * Names a key that must never be public: a secret API key, or a JWT whose role is not `anon` (the legacy
 * service_role key). The key ends up in the bundle, readable by every visitor.
 */
function secretKeyKind(key: string): string | undefined {
  if (key.startsWith('sb_secret_')) return 'secret API key (sb_secret_...)';
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || !payload) return undefined;
  let role: unknown;
  try {
    role = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))?.role;
  } catch {
    return 'JWT whose payload cannot be read';
  }
  return role === 'anon' ? undefined : `JWT with role ${JSON.stringify(role ?? null)}`;
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * Reads and checks the backend variables (`PUBLIC_SUPABASE_*` for the site, `VITE_SUPABASE_*` for the
 * console). Throws one error naming every missing or invalid variable.
 */
export function readBackendEnv(
  env: Env,
  names: { url: string; anonKey: string } = { url: 'PUBLIC_SUPABASE_URL', anonKey: 'PUBLIC_SUPABASE_ANON_KEY' },
): BackendEnv {
  const hosted = isHostedBuild(env);
  const problems: string[] = [];
  const url = env[names.url]?.trim();
  const anonKey = env[names.anonKey]?.trim();
  if (url) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      problems.push(`${names.url} must be an http(s) URL, got ${JSON.stringify(url)}`);
    } else if (hosted && (parsed.protocol !== 'https:' || LOOPBACK.test(parsed.hostname))) {
      problems.push(`${names.url} must be the project's https URL in a hosted build, got ${JSON.stringify(url)}`);
    }
  } else if (hosted) {
    problems.push(`${names.url} is missing: set it to the project's API URL (https://<ref>.supabase.co)`);
  }
  if (hosted && !anonKey) {
    problems.push(`${names.anonKey} is missing: set it to the project's anon (publishable) key`);
  } else if (hosted && anonKey === LOCAL_ANON_KEY) {
    problems.push(`${names.anonKey} is the local demo key: set the project's own anon (publishable) key`);
  } else if (anonKey && secretKeyKind(anonKey)) {
    problems.push(
      `${names.anonKey} is a ${secretKeyKind(anonKey)}, which bypasses row level security and would ship in ` +
        'every page: set the anon (publishable) key and rotate the exposed one',
    );
  }
  if (hosted) {
    for (const name of ['PUBLIC_SITE_URL', 'PUBLIC_ADMIN_URL']) {
      if (!env[name]?.trim())
        problems.push(
          `${name} is missing: set the public https address of the ${name === 'PUBLIC_SITE_URL' ? 'site' : 'console'}`,
        );
    }
  }
  if (problems.length > 0) {
    throw new Error(`Invalid configuration${hosted ? ' for a hosted build' : ''}:\n  - ${problems.join('\n  - ')}`);
  }
  return { supabaseUrl: (url || LOCAL_SUPABASE_URL).replace(/\/+$/, ''), anonKey: anonKey || LOCAL_ANON_KEY };
}
