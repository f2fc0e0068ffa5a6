// An offline stand-in for Cloudflare Turnstile, for development and tests only: the widget script
// (widget.ts), the endpoint it gets tokens from, and siteverify as the real API answers it: a token
// passes once, within 300 seconds, for the secret of the site key it was issued for; a reused or
// expired one is `timeout-or-duplicate`, an unknown one `invalid-input-response`, and a missing or
// wrong secret `missing-input-secret` / `invalid-input-secret` (always HTTP 200, as Turnstile).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import {
  DEFAULT_CAPTCHA_FAKE_PORT,
  FAKE_CAPTCHA_SECRET_KEY,
  FAKE_CAPTCHA_SITE_KEY,
  TOKEN_LIFETIME_SECONDS,
} from './constants.ts';
import { widgetScript } from './widget.ts';

interface IssuedToken {
  action: string;
  hostname: string;
  issuedAt: number;
  spent: boolean;
}

export interface CaptchaFakeOptions {
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  siteKey?: string;
  secretKey?: string;
}

export interface RunningCaptchaFake {
  url: string;
  siteKey: string;
  secretKey: string;
  /** A token as the widget gets it, for tests that call the API without a browser. */
  issue(action: string, hostname?: string): string;
  /** Makes every token issued so far older than Turnstile accepts. */
  expireTokens(): void;
  close(): Promise<void>;
}

const verdict = (errors: string[], extra: Record<string, unknown> = {}) => ({
  success: errors.length === 0,
  'error-codes': errors,
  ...extra,
});

export async function startCaptchaFake(options: CaptchaFakeOptions = {}): Promise<RunningCaptchaFake> {
  const host = options.host ?? '127.0.0.1';
  const siteKey = options.siteKey ?? FAKE_CAPTCHA_SITE_KEY;
  const secretKey = options.secretKey ?? FAKE_CAPTCHA_SECRET_KEY;
  const tokens = new Map<string, IssuedToken>();
  let publicUrl = '';

  const issue = (action: string, hostname = 'localhost') => {
    const token = `fake.${randomBytes(24).toString('base64url')}`;
    tokens.set(token, { action, hostname, issuedAt: Date.now(), spent: false });
    return token;
  };

  const app = new Hono();
  app.use('/turnstile/v0/challenge', cors());
  app.get('/turnstile/v0/api.js', (c) =>
    c.body(widgetScript(publicUrl, TOKEN_LIFETIME_SECONDS), 200, { 'Content-Type': 'text/javascript' }),
  );
  app.post('/turnstile/v0/challenge', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { sitekey?: string; action?: string; hostname?: string };
    if (body.sitekey !== siteKey) return c.json({ error: 'This site key is not the fake’s.' }, 400);
    return c.json({ token: issue(body.action ?? '', body.hostname) });
  });
  app.post('/turnstile/v0/siteverify', async (c) => {
    const type = c.req.header('content-type') ?? '';
    const params: Record<string, string | undefined> = type.includes('application/json')
      ? await c.req.json().catch(() => ({}))
      : Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (!params.secret) return c.json(verdict(['missing-input-secret']));
    if (params.secret !== secretKey) return c.json(verdict(['invalid-input-secret']));
    if (!params.response) return c.json(verdict(['missing-input-response']));
    const token = tokens.get(params.response);
    if (!token) return c.json(verdict(['invalid-input-response']));
    const expired = Date.now() - token.issuedAt > TOKEN_LIFETIME_SECONDS * 1000;
    if (token.spent || expired) return c.json(verdict(['timeout-or-duplicate']));
    token.spent = true;
    return c.json(
      verdict([], {
        challenge_ts: new Date(token.issuedAt).toISOString(),
        hostname: token.hostname,
        action: token.action,
        cdata: '',
        metadata: { interactive: false },
      }),
    );
  });
  app.get('/health', (c) => c.json({ ok: true }));

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? DEFAULT_CAPTCHA_FAKE_PORT, hostname: host }, () =>
      resolve(s),
    );
    s.once('error', reject);
  });
  publicUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: publicUrl,
    siteKey,
    secretKey,
    issue,
    expireTokens: () => {
      for (const token of tokens.values()) token.issuedAt -= TOKEN_LIFETIME_SECONDS * 1000 + 1;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

/** The function secrets that point verify-human (and the local auth) at a running fake. */
export function captchaEnvFor(fake: Pick<RunningCaptchaFake, 'url' | 'secretKey'>) {
  return {
    CAPTCHA_SECRET_KEY: fake.secretKey,
    CAPTCHA_VERIFY_URL: `${fake.url}/turnstile/v0/siteverify`,
  };
}
