// The site's human-check configuration and the trade of a solved token for a form's one-time pass. No
// site key configured: the site shows no check and sends no pass (the database decides whether it
// needs one).
import { TURNSTILE_SCRIPT_URL } from '@app/shared/human-check';
import { supabaseAnonKey, supabaseUrl } from './env.ts';

export const captchaSiteKey: string = import.meta.env.PUBLIC_CAPTCHA_SITE_KEY || '';
export const captchaScriptUrl: string = import.meta.env.PUBLIC_CAPTCHA_SCRIPT_URL || TURNSTILE_SCRIPT_URL;

/** Trades a solved token for the form's one-time pass (verify-human); throws with the server's words. */
export async function passFor(form: string, token: string): Promise<string> {
  const response = await fetch(`${supabaseUrl}/functions/v1/verify-human`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ form, token }),
  });
  const body = (await response.json().catch(() => ({}))) as { pass?: string; error?: string };
  if (!response.ok || !body.pass) throw new Error(body.error ?? 'The check that you are human failed.');
  return body.pass;
}
