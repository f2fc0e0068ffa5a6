// delete-account: a signed-in student removes their account. The auth user is deleted (which ends every
// session), then their personal rows go (shortlist, contact messages sent signed in or with their confirmed address,
// rate-limit slots, roles) and their purchases stay for the accounts, anonymised
// (private.forget_account). Only the caller's own account, named by their token, never by the body; the body
// must confirm the request, so nothing deletes an account by accident. Admin accounts are refused:
// another admin revokes their rights first, so the console is never left without anyone to run it.
import type { createClient } from '@supabase/supabase-js';
import { signedInCaller } from './caller.ts';
import { json, jsonError, preflight } from './http.ts';
import { serviceClient } from './stripe.ts';
import type { FunctionHandler } from './types.ts';

export const CONFIRMATION = 'delete my account';
export const LOGIN_TO_DELETE = 'Please log in to delete your account.';
export const CONFIRM_TO_DELETE = `Send {"confirm": "${CONFIRMATION}"} to delete your account.`;
export const ADMIN_CANNOT_DELETE =
  'Admin accounts cannot be deleted here. Ask another admin to revoke your admin rights in the console first.';

export function deleteAccountHandler(deps: { createClient: typeof createClient }): FunctionHandler {
  return async (request, env) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    const db = serviceClient(deps, env);
    if (!db) {
      console.error('delete-account: the Supabase env is missing');
      return jsonError(500, 'Accounts cannot be deleted right now. Please try again later.');
    }
    const caller = await signedInCaller(db, request, LOGIN_TO_DELETE);
    if (caller instanceof Response) return caller;
    const body = (await request.json().catch(() => null)) as { confirm?: unknown } | null;
    if (body?.confirm !== CONFIRMATION) return jsonError(400, CONFIRM_TO_DELETE);

    const { data: role, error: roleError } = await db.rpc('is_admin_account', { target: caller.id });
    if (roleError) {
      console.error('delete-account: reading the role failed', roleError);
      return jsonError(500, 'Your account could not be deleted. Please try again.');
    }
    if (role) return jsonError(403, ADMIN_CANNOT_DELETE);

    // The auth user first: until it is gone nothing is changed, so a failure leaves the account whole.
    // Its deletion cascades to the shortlist and roles and empties purchases.user_id.
    const { error: deleteError } = await db.auth.admin.deleteUser(caller.id);
    if (deleteError) {
      console.error('delete-account: deleting the auth user failed', deleteError);
      return jsonError(500, 'Your account could not be deleted. Please try again.');
    }
    // Rows keyed by address alone (a lead's messages) are this person's only if they confirmed the address.
    const { error: forgetError } = await db.rpc('forget_account', {
      target: caller.id,
      address: caller.confirmedEmail,
    });
    if (forgetError) {
      // The account is gone; what is left holds only the address. Logged for staff to clear by hand.
      console.error(`delete-account: clearing rows of deleted account ${caller.id} failed`, forgetError);
      return jsonError(
        500,
        'Your account was deleted, but some of your records could not be cleared yet. We will remove them.',
      );
    }
    return json({ deleted: true });
  };
}
