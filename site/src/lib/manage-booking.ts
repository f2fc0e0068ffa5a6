// The manage link's calls (/booking#token=…): the `manage-booking` Edge Function, with the anon key,
// as the contract of issue 32 sets it (view, cancel, move, erase; 409 when a new slot was just taken;
// 410 when the link is spent or expired). The token travels in the URL fragment, which browsers never
// send to a server or in a Referer.
import { supabaseAnonKey, supabaseUrl } from './env.ts';

export type ManagedBooking = {
  id: number;
  starts_at: string;
  ends_at: string;
  status: 'booked' | 'cancelled' | 'attended' | 'no_show';
  counsellor_id: string;
  counsellor_name: string;
  language: string;
  name: string;
};

export type ManageAction =
  | { action: 'view' | 'cancel' | 'erase' }
  | { action: 'move'; counsellor_id: string; starts_at: string };

export type ManageReply =
  | { ok: true; booking: ManagedBooking | null; erased: boolean }
  | { ok: false; status: number; error: string };

/** The token in `#token=…`, or null. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token || null;
}

export async function manageBooking(token: string, request: ManageAction): Promise<ManageReply> {
  try {
    const response = await fetch(`${supabaseUrl}/functions/v1/manage-booking`, {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${supabaseAnonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ token, ...request }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      booking?: ManagedBooking;
      erased?: boolean;
      error?: string;
    };
    if (!response.ok) {
      return { ok: false, status: response.status, error: body.error ?? `The request failed (${response.status}).` };
    }
    return { ok: true, booking: body.booking ?? null, erased: body.erased === true };
  } catch {
    return { ok: false, status: 0, error: 'We could not reach the server. Check your connection and try again.' };
  }
}
