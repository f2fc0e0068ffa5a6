import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { AUTH_RULES, allowedOriginsFromEnv, isLoopbackHost, stackConfig } from './config.ts';
import { exposureWarning } from './server.ts';

// supabase/config.toml is what `supabase link`/`config push` apply to the hosted project; the stack
// must enforce the very same auth rules, or tests would pass against rules production does not have.
const toml = parse(readFileSync(new URL('../../config.toml', import.meta.url), 'utf8')) as {
  auth: {
    minimum_password_length?: number;
    password_requirements?: string;
    rate_limit?: { email_sent?: number };
    email?: { secure_password_change?: boolean; max_frequency?: string; enable_confirmations?: boolean };
    captcha?: { enabled?: boolean; provider?: string };
  };
};

/** A Go duration as the CLI reads it ("60s", "1m0s", "1m30s") in seconds. */
function seconds(duration: string | undefined): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1 };
  return [...(duration ?? '').matchAll(/(\d+)([hms])/g)].reduce(
    (sum, [, n, unit]) => sum + Number(n) * (units[unit ?? 's'] ?? 0),
    0,
  );
}

describe('supabase/config.toml and the local stack agree on the auth rules', () => {
  it('the stack enforces what config.toml ships', () => {
    expect({
      minPasswordLength: toml.auth.minimum_password_length,
      passwordRequirements: toml.auth.password_requirements,
      securePasswordChange: toml.auth.email?.secure_password_change,
      emailsPerHour: toml.auth.rate_limit?.email_sent,
      emailMaxFrequencySeconds: seconds(toml.auth.email?.max_frequency),
      captcha: toml.auth.captcha?.enabled,
    }).toEqual(AUTH_RULES);
    expect(stackConfig().auth).toEqual(AUTH_RULES);
  });

  it('confirms sign-ups by mail exactly when config.toml does', () => {
    expect(toml.auth.email?.enable_confirmations).toBe(true);
    expect(stackConfig().requireEmailConfirmation).toBe(toml.auth.email?.enable_confirmations);
  });

  it('ships the rules decided for launch', () => {
    expect(AUTH_RULES).toMatchObject({
      minPasswordLength: 10,
      passwordRequirements: 'letters_digits',
      securePasswordChange: true,
    });
    // Turnstile, as the site's forms use; its secret comes from the environment, never the file.
    expect(toml.auth.captcha).toMatchObject({
      enabled: true,
      provider: 'turnstile',
      secret: 'env(SUPABASE_AUTH_CAPTCHA_SECRET)',
    });
  });
});

describe('who may call the stack', () => {
  it('allows the configured site and console, and the loopback ports our scripts start them on', () => {
    const origins = allowedOriginsFromEnv({
      PUBLIC_SITE_URL: 'https://compass.example/',
      PUBLIC_ADMIN_URL: 'http://localhost:5573/admin',
      SITE_PORT: '5721',
      ADMIN_PORT: '5573',
    });
    expect(origins.sort()).toEqual(
      [
        'https://compass.example',
        'http://localhost:5573',
        'http://127.0.0.1:5573',
        'http://localhost:5721',
        'http://127.0.0.1:5721',
      ].sort(),
    );
    expect(allowedOriginsFromEnv({})).toEqual(
      expect.arrayContaining(['http://localhost:4321', 'http://127.0.0.1:5173']),
    );
  });

  it('warns loudly when bound beyond this machine, and only then', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(isLoopbackHost(host), host).toBe(true);
      expect(exposureWarning(host), host).toBeNull();
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(exposureWarning(host), host).toMatch(/WARNING.*listening on .*reachable from other machines/);
    }
  });
});
