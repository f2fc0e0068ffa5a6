import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../shared/src/local-backend.ts';

// Fixed local-only secrets, identical to the Supabase CLI's demo values so that tools and docs
// written for `supabase start` work unchanged. They protect nothing: never use them outside this machine.
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
// The keys are signed with this secret; the apps' defaults share them through @app/shared.
export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../shared/src/local-backend.ts';
/** Password of the non-superuser role the stack connects as on a PostgreSQL server. */
export const LOCAL_AUTHENTICATOR_PASSWORD = 'local-authenticator-password';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 54321;
/** Access tokens live one hour, as on hosted Supabase. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** PostgREST tolerates this much clock skew on exp/iat/nbf. */
export const JWT_CLOCK_SKEW_SECONDS = 30;

export interface StackConfig {
  host: string;
  port: number;
  /** Public URL clients use; also the JWT issuer base. */
  publicUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Sign-ups are confirmed at once unless this is true; then mails go to the local inbox. */
  requireEmailConfirmation: boolean;
  /** Where confirmation links send the browser when the client gives no redirect. */
  siteUrl: string;
  /** PostgREST's db-max-rows: hosted Supabase answers at most this many rows per read (1,000 by default). */
  maxRows: number;
  /** Secrets the Edge Functions see besides process.env (tests point them at their own Stripe fake). */
  functionEnv?: Record<string, string>;
}

export function stackConfig(overrides: Partial<StackConfig> = {}): StackConfig {
  const host = overrides.host ?? DEFAULT_HOST;
  const port = overrides.port ?? DEFAULT_PORT;
  return {
    host,
    port,
    publicUrl: overrides.publicUrl ?? `http://${host}:${port}`,
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    requireEmailConfirmation: false,
    maxRows: 1000,
    siteUrl: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
    ...overrides,
  };
}
