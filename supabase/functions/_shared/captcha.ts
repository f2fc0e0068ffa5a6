// The one way our server asks the human-check provider about a token: Cloudflare Turnstile's siteverify
// API, or the offline fake (supabase/local/src/captcha-fake) when CAPTCHA_VERIFY_URL points at it. Used
// by verify-human and by the local stack's auth, which verifies sign-up and recovery tokens as hosted
// GoTrue does with its captcha setting.
import type { FunctionEnv } from './types.ts';

const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface CaptchaVerdict {
  success: boolean;
  'error-codes': string[];
  /** The widget's `action`: which form the token was solved for. */
  action?: string;
  hostname?: string;
}

/** Asks the provider once; a provider that cannot be reached is a failed check (`internal-error`). */
export async function verifyCaptcha(
  env: FunctionEnv,
  token: string,
  remoteip?: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<CaptchaVerdict> {
  const body = new URLSearchParams({ secret: env.CAPTCHA_SECRET_KEY ?? '', response: token });
  if (remoteip) body.set('remoteip', remoteip);
  try {
    const response = await fetchImpl(env.CAPTCHA_VERIFY_URL ?? TURNSTILE_SITEVERIFY_URL, { method: 'POST', body });
    const verdict = (await response.json()) as Partial<CaptchaVerdict>;
    return {
      success: verdict.success === true,
      'error-codes': Array.isArray(verdict['error-codes']) ? verdict['error-codes'] : [],
      ...(verdict.action !== undefined ? { action: verdict.action } : {}),
      ...(verdict.hostname !== undefined ? { hostname: verdict.hostname } : {}),
    };
  } catch (error) {
    console.error('captcha: siteverify could not be reached', error instanceof Error ? error.message : error);
    return { success: false, 'error-codes': ['internal-error'] };
  }
}
