// verify-human: the browser sends the token its human-check widget got for a form; the token is checked
// with the provider (captcha.ts) and, when it passes for that form, the database issues a one-time pass
// (public.issue_human_pass) that the form's insert then carries in `human_pass`
// (migration human_check). The pass, not the token, reaches the database: the database cannot call
// the provider itself.
import { verifyCaptcha } from './captcha.ts';
import { json, jsonError, preflight } from './http.ts';
import { type PaymentDeps, serviceClient } from './stripe.ts';
import type { FunctionHandler } from './types.ts';

export const CHECK_AGAIN = 'The check that you are human did not pass. Please tick it again, then send the form.';
export const CHECK_EXPIRED = 'The check that you are human expired or was used already. Please tick it again.';
export const CHECK_NOT_SET_UP = 'The check that you are human is not set up on the server yet. Please try again later.';

const FORM = /^[a-z_]{1,63}$/;

export function verifyHumanHandler(deps: Pick<PaymentDeps, 'createClient'>): FunctionHandler {
  return async (request, env) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    const body = (await request.json().catch(() => null)) as { token?: unknown; form?: unknown } | null;
    const token = typeof body?.token === 'string' ? body.token : '';
    const form = typeof body?.form === 'string' && FORM.test(body.form) ? body.form : '';
    if (!form) return jsonError(400, 'Say which form the check is for.');
    if (!token || token.length > 2048) return jsonError(400, CHECK_AGAIN);
    const db = serviceClient(deps, env);
    if (!env.CAPTCHA_SECRET_KEY || !db) {
      console.error('verify-human: CAPTCHA_SECRET_KEY or the Supabase env is missing');
      return jsonError(500, CHECK_NOT_SET_UP);
    }

    const verdict = await verifyCaptcha(env, token, request.headers.get('cf-connecting-ip'));
    if (!verdict.success) {
      const expired = verdict['error-codes'].includes('timeout-or-duplicate');
      return json({ error: expired ? CHECK_EXPIRED : CHECK_AGAIN, codes: verdict['error-codes'] }, 400);
    }
    // A token solved for another form is not a pass for this one.
    if (verdict.action !== form) return jsonError(400, CHECK_AGAIN);

    const { data: pass, error } = await db.rpc('issue_human_pass', { form });
    if (error) {
      if (error.code === '22023') return jsonError(400, 'This form takes no human check.');
      console.error('verify-human: issuing a pass failed', error);
      return jsonError(500, 'The check could not be recorded. Please try again.');
    }
    return json({ pass });
  };
}
