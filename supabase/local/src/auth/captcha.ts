// GoTrue's captcha setting (config.toml [auth.captcha]): sign-up, password sign-in, recovery and resend
// need `gotrue_meta_security.captcha_token`, checked with the provider before anything else happens,
// unless the caller has admin credentials (the service key), as in GoTrue's verifyCaptcha middleware.
// Locally the provider is the offline Turnstile fake, through the same client verify-human uses.
import type { Context } from 'hono';
import { verifyCaptcha } from '../../../functions/_shared/captcha.ts';
import type { StackDeps } from '../deps.ts';
import { authError, badRequest } from './errors.ts';
import { requireAdmin } from './guard.ts';
import { type Body, isObject, str } from './request.ts';

export async function requireCaptcha(c: Context, deps: StackDeps, body: Body): Promise<void> {
  const captcha = deps.config.captcha;
  if (!captcha) return;
  const admin = await requireAdmin(c, deps).then(
    () => true,
    () => false,
  );
  if (admin) return;
  const security = isObject(body.gotrue_meta_security) ? body.gotrue_meta_security : {};
  const token = str(security.captcha_token).trim();
  if (!token) throw badRequest('captcha_failed', 'captcha protection: request disallowed (no captcha_token found)');
  const verdict = await verifyCaptcha(
    { CAPTCHA_SECRET_KEY: captcha.secretKey, CAPTCHA_VERIFY_URL: captcha.verifyUrl },
    token,
    c.req.header('cf-connecting-ip'),
  );
  if (verdict['error-codes'].includes('internal-error')) {
    throw authError(500, 'unexpected_failure', 'captcha verification process failed');
  }
  if (!verdict.success) {
    throw badRequest('captcha_failed', `captcha protection: request disallowed (${verdict['error-codes'].join(', ')})`);
  }
}
