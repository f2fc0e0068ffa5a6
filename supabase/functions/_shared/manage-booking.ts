// manage-booking: what the student's manage link (`/booking#token=…`, manage-link.ts) lets them do
// without an account: view, cancel, move or erase their booking (CONTRACT, issue 32). The token's
// signature is checked here; the database (public.manage_booking) checks that its version is the
// booking's current one, that the booking is still booked and not over, and does the change atomically,
// spending the link. The site calls it with the anon key.
import type { createClient } from '@supabase/supabase-js';
import { json, jsonError, preflight } from './http.ts';
import { MIN_SECRET_LENGTH } from './link-signature.ts';
import { manageToken, readManageToken } from './manage-link.ts';
import { LINK_SPENT, SLOT_TAKEN } from './manage-link-messages.ts';
import { serviceClient } from './stripe.ts';
import type { FunctionHandler } from './types.ts';

const ACTIONS = new Set(['view', 'cancel', 'move', 'erase']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Body {
  token?: unknown;
  action?: unknown;
  counsellor_id?: unknown;
  starts_at?: unknown;
}

export function manageBookingHandler(deps: { createClient: typeof createClient }): FunctionHandler {
  return async (request, env) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    const body = (await request.json().catch(() => null)) as Body | null;
    if (!body || typeof body !== 'object') return jsonError(400, 'Send a JSON body with your link’s token.');
    const { token, action } = body;
    if (typeof token !== 'string' || !token) return jsonError(400, 'The link’s token is missing.');
    if (typeof action !== 'string' || !ACTIONS.has(action))
      return jsonError(400, 'Choose view, cancel, move or erase.');
    let move: { new_counsellor: string; new_starts_at: string } | null = null;
    if (action === 'move') {
      const startsAt = typeof body.starts_at === 'string' ? new Date(body.starts_at) : null;
      if (
        typeof body.counsellor_id !== 'string' ||
        !UUID.test(body.counsellor_id) ||
        !startsAt ||
        Number.isNaN(startsAt.getTime())
      ) {
        return jsonError(400, 'Choose the new time.');
      }
      move = { new_counsellor: body.counsellor_id, new_starts_at: startsAt.toISOString() };
    }
    const secret = env.BOOKING_LINK_SECRET;
    const db = serviceClient(deps, env);
    // A short secret can be guessed offline from any one link; refuse to sign or read with it.
    if (!secret || secret.length < MIN_SECRET_LENGTH || !db) {
      console.error('manage-booking: BOOKING_LINK_SECRET (32+ characters) or the Supabase environment is missing');
      return jsonError(500, 'Managing bookings is not configured.');
    }
    const link = await readManageToken(secret, token);
    if (!link) return jsonError(410, LINK_SPENT);
    const { data, error } = await db.rpc('manage_booking', {
      action,
      booking_id: link.bookingId,
      link_version: link.manageVersion,
      ...(move ?? {}),
    });
    if (error) {
      if (error.code === 'PT410') return jsonError(410, LINK_SPENT);
      if (error.code === '23505') return jsonError(409, SLOT_TAKEN);
      if (error.code === '22023') return jsonError(400, error.message);
      if (error.code === 'PT429') return jsonError(429, error.message);
      console.error('manage-booking: failed', error);
      return jsonError(500, 'Your booking could not be changed. Please try again.');
    }
    // A cancelled booking's new link (also in the cancellation mail) lets the page erase it at once.
    if (action === 'cancel') {
      return json({ ...(data as object), token: await manageToken(secret, link.bookingId, link.manageVersion + 1) });
    }
    return json(data);
  };
}
