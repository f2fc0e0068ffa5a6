// verify-whatsapp: a signed-in student asks for a one-time code on WhatsApp, to prove the number saved on
// /account is theirs before any reminder goes to it (migration verify_whatsapp_numbers). The caller is
// named by their token, never by the body; public.issue_whatsapp_code makes a code for the account's
// current number (valid 10 minutes, at most 3 a day) and only this function sees it: it goes out in the
// authentication template through the one WhatsApp interface (whatsapp.ts). The student then types it
// on /account, which calls public.confirm_whatsapp_code.
import type { createClient } from '@supabase/supabase-js';
import { signedInCaller } from './caller.ts';
import { json, jsonError, preflight } from './http.ts';
import { serviceClient } from './stripe.ts';
import type { FunctionHandler } from './types.ts';
import { DEFAULT_VERIFICATION_TEMPLATE, WhatsAppError, whatsappSender } from './whatsapp.ts';

export const LOGIN_TO_VERIFY = 'Please log in to verify your WhatsApp number.';
export const WHATSAPP_OFF = 'WhatsApp is not available right now, so no code can be sent. Please try again later.';
export const NO_NUMBER = 'Save your WhatsApp number first.';
export const ALREADY_VERIFIED = 'This number is already verified.';
export const NUMBER_STOPPED =
  'WhatsApp messages to this number failed or were stopped (STOP). Save another number to verify it.';
export const TOO_MANY_CODES = 'You can ask for at most 3 codes a day. Please try again tomorrow.';
export const SEND_FAILED = 'The code could not be sent by WhatsApp. Check the number and try again.';

interface Issued {
  status: 'issued' | 'no_number' | 'verified' | 'stopped' | 'limited';
  number?: string;
  code?: string;
}

export function verifyWhatsappHandler(deps: {
  createClient: typeof createClient;
  fetch?: typeof fetch;
}): FunctionHandler {
  return async (request, env) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    const db = serviceClient(deps, env);
    if (!db) {
      console.error('verify-whatsapp: the Supabase env is missing');
      return jsonError(500, 'No code can be sent right now. Please try again later.');
    }
    const caller = await signedInCaller(db, request, LOGIN_TO_VERIFY);
    if (caller instanceof Response) return caller;
    const whatsapp = whatsappSender(env, deps.fetch ?? fetch);
    if (!whatsapp) return jsonError(503, WHATSAPP_OFF);

    const { data, error } = await db.rpc('issue_whatsapp_code', { target: caller.id });
    if (error || !data) {
      console.error('verify-whatsapp: issuing a code failed', error);
      return jsonError(500, 'No code can be sent right now. Please try again later.');
    }
    const issued = data as unknown as Issued;
    if (issued.status === 'no_number') return jsonError(400, NO_NUMBER);
    if (issued.status === 'verified') return json({ sent: false, verified: true, message: ALREADY_VERIFIED });
    if (issued.status === 'stopped') return jsonError(409, NUMBER_STOPPED);
    if (issued.status === 'limited') return jsonError(429, TOO_MANY_CODES);
    if (!issued.code || !issued.number) return jsonError(500, 'No code can be sent right now. Please try again later.');

    try {
      await whatsapp.send({
        to: issued.number,
        template: env.WHATSAPP_VERIFICATION_TEMPLATE || DEFAULT_VERIFICATION_TEMPLATE,
        parameters: [issued.code],
        codeButton: issued.code,
      });
    } catch (failure) {
      // The code counts towards the day's three: a number that cannot receive it is not retried endlessly.
      console.error(
        'verify-whatsapp: WhatsApp refused the code',
        failure instanceof WhatsAppError ? `${failure.status} ${failure.code}: ${failure.message}` : failure,
      );
      return jsonError(502, SEND_FAILED);
    }
    // The number is echoed with its last digits only (the page shows which number to look at).
    return json({ sent: true, to: `…${issued.number.slice(-4)}`, expires_in_minutes: 10 });
  };
}
