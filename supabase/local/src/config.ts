import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@app/shared/local-backend';

// Fixed local-only secrets, identical to the Supabase CLI's demo values so that tools and docs
// written for `supabase start` work unchanged. They protect nothing: never use them outside this machine.
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
// The keys are signed with this secret; the apps' defaults share them through @app/shared.
export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@app/shared/local-backend';
/** Password of the non-superuser role the stack connects as on a PostgreSQL server. */
export const LOCAL_AUTHENTICATOR_PASSWORD = 'local-authenticator-password';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 54321;
/** Access tokens live one hour, as on hosted Supabase. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** PostgREST tolerates this much clock skew on exp/iat/nbf. */
export const JWT_CLOCK_SKEW_SECONDS = 30;

/** Hosted Supabase's "Password requirements" choices (GoTrue's required character sets, `:`-separated there). */
export const PASSWORD_REQUIREMENTS = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
} as const;
export type PasswordRequirement = keyof typeof PASSWORD_REQUIREMENTS;

/** The auth rules of supabase/config.toml (and so of the hosted project); a test keeps the two equal. */
export interface AuthRules {
  /** [auth] minimum_password_length */
  minPasswordLength: number;
  /** [auth] password_requirements */
  passwordRequirements: PasswordRequirement;
  /** [auth.email] secure_password_change: a session older than a day needs a mailed nonce to change the password. */
  securePasswordChange: boolean;
  /** [auth.rate_limit] email_sent: auth mails per hour for the whole project. */
  emailsPerHour: number;
  /** [auth.email] max_frequency: seconds between two mails of one kind to one user. */
  emailMaxFrequencySeconds: number;
  /** [auth.captcha] enabled: sign-up, password sign-in, recovery and resend need a solved human check. */
  captcha: boolean;
}

export const AUTH_RULES: AuthRules = {
  minPasswordLength: 10,
  passwordRequirements: 'letters_digits',
  securePasswordChange: true,
  emailsPerHour: 30,
  emailMaxFrequencySeconds: 60,
  captcha: true,
};

/** The dev and preview ports of the site and the console when SITE_PORT/ADMIN_PORT are not set. */
const DEFAULT_APP_PORTS = { site: 4321, admin: 5173 };

/**
 * Browser origins the API answers CORS for: the configured site and console (PUBLIC_SITE_URL,
 * PUBLIC_ADMIN_URL) and the loopback addresses of the ports our scripts start them on. The keys this
 * stack accepts are public demo values, so no other page a developer visits may call it.
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set<string>();
  for (const url of [env.PUBLIC_SITE_URL, env.PUBLIC_ADMIN_URL]) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  for (const port of [env.SITE_PORT ?? DEFAULT_APP_PORTS.site, env.ADMIN_PORT ?? DEFAULT_APP_PORTS.admin]) {
    origins.add(`http://localhost:${port}`);
    origins.add(`http://127.0.0.1:${port}`);
  }
  return [...origins];
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** True when `host` is reachable from this machine only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export interface StackConfig {
  host: string;
  port: number;
  /** Public URL clients use; also the JWT issuer base. */
  publicUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Sign-ups wait for the mailed link, as config.toml's enable_confirmations says (mails go to the local
   *  inbox); false answers a session at sign-up, as a project with "Confirm email" off does. */
  requireEmailConfirmation: boolean;
  /** Where confirmation links send the browser when the client gives no redirect. */
  siteUrl: string;
  /** `pnpm backend start`: each mail's subject and link also printed, so a developer can confirm a sign-up. */
  printMail?: boolean;
  /** GoTrue's captcha setting: the provider's secret and siteverify URL (the offline fake locally); unset, off. */
  captcha?: { secretKey: string; verifyUrl?: string };
  /** PostgREST's db-max-rows: hosted Supabase answers at most this many rows per read (1,000 by default). */
  maxRows: number;
  auth: AuthRules;
  /** Origins whose pages may call the API from a browser (CORS); others get no Access-Control-Allow-Origin. */
  allowedOrigins: string[];
  /** Secrets the Edge Functions see besides process.env (tests point them at their own Stripe fake). */
  functionEnv?: Record<string, string>;
  /** Where /storage/v1 keeps object bytes (`<data folder>/storage`); unset: a temporary folder removed on close. */
  storageDir?: string;
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
    requireEmailConfirmation: true,
    maxRows: 1000,
    siteUrl: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
    auth: { ...AUTH_RULES },
    allowedOrigins: allowedOriginsFromEnv(),
    ...overrides,
  };
}
